import type { StaffInfo } from '@app/contract/web';
import { useSyncExternalStore } from 'react';

/**
 * The back office's session (docs/spec-decisions.md "Back office"), apart from the member's: its own storage
 * keys, so signing in at /admin never touches the member signed in on the site in the same browser, and the
 * other way round. The server also keeps the token in an HttpOnly cookie scoped to /api/admin (reads, CSV
 * links).
 */
const TOKEN_KEY = 'AdminAuthorization';
const STAFF_KEY = 'AdminStaffInfo';

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: { token: string | null; staff: StaffInfo | null } | null = null;
const serverSnapshot = { token: null, staff: null };

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

function load() {
  const s = storage();
  let staff: StaffInfo | null = null;
  try {
    const raw = s?.getItem(STAFF_KEY);
    staff = raw ? (JSON.parse(raw) as StaffInfo) : null;
  } catch {
    staff = null;
  }
  return { token: s?.getItem(TOKEN_KEY) ?? null, staff };
}

function emit() {
  snapshot = load();
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === STAFF_KEY || event.key === null) emit();
  });
}

export const staffSessionStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot() {
    if (!snapshot) snapshot = load();
    return snapshot;
  },
  getServerSnapshot() {
    return serverSnapshot;
  },
};

/** 'Bearer <token>' for admin calls, or null. */
export function readStaffToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function saveStaffSession(token: string, staff: StaffInfo): void {
  storage()?.setItem(TOKEN_KEY, `Bearer ${token}`);
  storage()?.setItem(STAFF_KEY, JSON.stringify(staff));
  emit();
}

export function saveStaffInfo(staff: StaffInfo): void {
  storage()?.setItem(STAFF_KEY, JSON.stringify(staff));
  emit();
}

export function clearStaffSession(): void {
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem(STAFF_KEY);
  emit();
}

/** The stored staff session; on the server (and during hydration) always signed out. */
export function useStaffSession() {
  const state = useSyncExternalStore(
    staffSessionStore.subscribe,
    staffSessionStore.getSnapshot,
    staffSessionStore.getServerSnapshot,
  );
  return { ...state, signedIn: Boolean(state.token) };
}
