import { paths } from '../../shared/paths.ts';
/** Screens a signed-in member must not be sent back to (they are guest-only or one-shot). */
const ACCOUNT_SCREENS = [
  paths.login(),
  paths.register(),
  paths.verification(),
  paths.forget(),
  paths.resetPassword(),
  paths.emailVerify(),
];

/**
 * Where to go after signing in when the guard sent `?redirect=…`. Only same-site paths are accepted
 * ('/x', never '//host' or 'https://…'), so a crafted link cannot send a fresh session elsewhere;
 * account screens are refused so the user does not land back on a guest-only page.
 */
export function safeReturnPath(redirect: string | null | undefined): string | null {
  if (!redirect) return null;
  const value = redirect.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\u0000-\u001f]/.test(value)) return null;
  const pathname = value.split(/[?#]/)[0] ?? '';
  if (ACCOUNT_SCREENS.some((screen) => pathname === screen || pathname.startsWith(`${screen}/`))) return null;
  return value;
}
