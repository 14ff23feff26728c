/**
 * The session as the spec keeps it in browser storage (000 §3, 001 §3): Authorization ('Bearer ' + token),
 * UserInfo (the user, serialised), IsLogin (social-login flag), IsWechatBind / bindTips / bindCode.
 * A tiny external store so React components re-render when it changes (also across tabs).
 */
export const StorageKey = {
  token: 'Authorization',
  user: 'UserInfo',
  isLogin: 'IsLogin',
  isWechatBind: 'IsWechatBind',
  bindTips: 'bindTips',
  bindCode: 'bindCode',
} as const;

export interface StoredUser {
  id: number;
  name: string;
  avatar: string;
  phone: string | null;
  [key: string]: unknown;
}

type Listener = () => void;
const listeners = new Set<Listener>();
type SessionSnapshot = { token: string | null; user: StoredUser | null };
let snapshot: SessionSnapshot | null = null;
/** Signed out: what the server renders with, and what a signed-out browser reads. */
const serverSnapshot: SessionSnapshot = { token: null, user: null };

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

function load(): SessionSnapshot {
  const s = storage();
  let user: StoredUser | null = null;
  try {
    user = s?.getItem(StorageKey.user)
      ? (JSON.parse(s.getItem(StorageKey.user) as string) as StoredUser)
      : null;
  } catch {
    user = null;
  }
  const token = s?.getItem(StorageKey.token) ?? null;
  // Signed out is the server's very object: hydrating a guest's page then finds the session unchanged
  // (useSyncExternalStore compares snapshots by identity; a new equal object made React re-render every
  // component that reads the session, synchronously, right after hydration).
  return token === null && user === null ? serverSnapshot : { token, user };
}

function emit() {
  snapshot = load();
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === StorageKey.token || event.key === StorageKey.user || event.key === null) emit();
  });
}

export const sessionStore = {
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

export function readToken(): string | null {
  return storage()?.getItem(StorageKey.token) ?? null;
}

/** Stores a new session after a login answer (code 200). */
export function saveSession(token: string, user: StoredUser): void {
  const s = storage();
  s?.setItem(StorageKey.token, `Bearer ${token}`);
  s?.setItem(StorageKey.user, JSON.stringify(user));
  emit();
}

/** Replaces the stored user (after a profile change or a fresh GET /api/user). */
export function saveUser(user: StoredUser): void {
  storage()?.setItem(StorageKey.user, JSON.stringify(user));
  emit();
}

export function clearSession(): void {
  const s = storage();
  s?.removeItem(StorageKey.token);
  s?.removeItem(StorageKey.user);
  s?.removeItem(StorageKey.isLogin);
  emit();
}
