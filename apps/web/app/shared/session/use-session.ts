import { useSyncExternalStore } from 'react';
import { sessionStore } from './session-store.ts';

/** The stored session; on the server (and during hydration) always signed out. */
export function useSession() {
  const state = useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.getSnapshot,
    sessionStore.getServerSnapshot,
  );
  return { ...state, signedIn: Boolean(state.token) };
}
