import { startTransition, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setUnauthenticatedHandler } from '../api/client.ts';
import { readToken, type StoredUser } from './session-store.ts';
import { useSession } from './use-session.ts';
import { paths } from '../paths.ts';

/** Where a signed-in user lands when opening a guest-only page (000 §2.2, §6). */
export const SIGNED_IN_HOME = paths.userInfo();

/** '/login?redirect=<path+query>' so that the login page can send the user back (000 §2.5). */
export function loginRedirectHref(location: { pathname: string; search: string }): string {
  const here = location.pathname + location.search;
  if (location.pathname === paths.login() || here === paths.home()) return paths.login();
  return paths.login({ redirect: here });
}

/** Set once the page has hydrated: components mounted after that (client navigations) start hydrated. */
let pageHydrated = false;

/**
 * False on the server and during hydration, true afterwards. The session lives in localStorage, so a
 * guard can only decide once this is true; until then it must not show protected content.
 *
 * The switch after hydration is a transition: React re-renders whatever depends on it in short slices,
 * between which the page answers input. (useSyncExternalStore with a different server value, as before,
 * forced one synchronous re-render of the course page or the home catalogue right after hydration: the
 * longest task of their loads.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * Login-required pages (/user/**, /payment; 000 §6, 001 §6). `ready` turns true only on the client with a
 * stored Authorization; a guest is sent to /login?redirect=<here>. Render a spinner while !ready.
 */
export function useRequireUser(): { ready: boolean; user: StoredUser | null } {
  const hydrated = useHydrated();
  const { signedIn, user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (hydrated && !signedIn) void navigate(loginRedirectHref(location), { replace: true });
    // location is read when the session goes missing, not tracked: the guard reacts to the session only.
  }, [hydrated, signedIn, navigate]);
  return { ready: hydrated && signedIn, user };
}

/**
 * Guest-only pages (/login, /register, /verification): a user who arrives signed in goes to /user/info.
 * Checked once when the page opens, so that signing in on the page keeps the page's own navigation
 * (e.g. back to ?redirect=) instead of racing it. `ready` is false while that redirect happens.
 */
export function useGuestOnly(): { ready: boolean } {
  const navigate = useNavigate();
  const [redirecting, setRedirecting] = useState(false);
  useEffect(() => {
    if (!readToken()) return;
    setRedirecting(true);
    void navigate(SIGNED_IN_HOME, { replace: true });
  }, [navigate]);
  return { ready: !redirecting };
}

/**
 * Installs the client's 4001 handler (000 §8): the session is already cleared by the client; this sends
 * the user to /login without a full reload, remembering where they were.
 */
export function useUnauthenticatedRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthenticatedHandler(() => {
      void navigate(loginRedirectHref(window.location));
    });
  }, [navigate]);
}
