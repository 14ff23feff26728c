import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeReturnPath } from './return-path.ts';
import { paths } from '../../shared/paths.ts';

/**
 * After signing in: the guard's `?redirect=` when it is a same-site path, else one step back in this
 * tab's history (000 §2.5 "taken back to the previous page"), else home.
 */
export function useReturnAfterLogin(): () => void {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  return useCallback(() => {
    const target = safeReturnPath(redirect);
    if (target) {
      navigate(target, { replace: true });
      return;
    }
    // React Router numbers history entries it created (state.idx); 0 means this document started here.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) {
      navigate(-1);
      return;
    }
    // Opened by a full page load (e.g. a link in a new tab): the previous page is the same-site referrer.
    const referrer = sameSiteReferrer();
    navigate(referrer ?? paths.home(), { replace: true });
  }, [navigate, redirect]);
}

/** The referring page's path when it is on this site and not an account screen, else null. */
function sameSiteReferrer(): string | null {
  if (!document.referrer) return null;
  try {
    const url = new URL(document.referrer);
    return url.origin === window.location.origin ? safeReturnPath(url.pathname + url.search) : null;
  } catch {
    return null;
  }
}
