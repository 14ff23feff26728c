import type { FastifyReply } from 'fastify';
import { SESSION_DAYS, SITE_SESSION_COOKIE } from './sessions.ts';

/**
 * The social-binding tab opened at /auth/…?user_id= carries no Authorization header, so login also sets
 * this HttpOnly cookie (scoped to /auth) holding the same token; binding is allowed only when it names
 * the member being bound. Logout clears it (and revokes the token anyway).
 */
export const SESSION_COOKIE = 'auth_session';
/** Ties a social-login round trip to the browser that started it (login CSRF). */
export const STATE_COOKIE = 'auth_state';

interface CookieOptions {
  maxAgeSeconds: number;
  secure: boolean;
  /** '/auth' unless said otherwise (the social round trip's cookies). */
  path?: string;
}

function serialise(name: string, value: string, options: CookieOptions): string {
  return `${name}=${encodeURIComponent(value)}; Path=${options.path ?? '/auth'}; Max-Age=${options.maxAgeSeconds}; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}

/**
 * Adds a Set-Cookie header without dropping one set earlier in the same reply: Fastify's `reply.header`
 * appends to an existing `set-cookie` itself (reading the list and writing it back sent every earlier
 * cookie twice).
 */
export function appendCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  reply.header('set-cookie', serialise(name, value, options));
}

/** On every sign-in: the /auth cookie for social binding and the site-wide one for server renders. */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  const maxAgeSeconds = SESSION_DAYS * 86_400;
  appendCookie(reply, SESSION_COOKIE, token, { maxAgeSeconds, secure });
  appendCookie(reply, SITE_SESSION_COOKIE, token, { maxAgeSeconds, secure, path: '/' });
}

export function clearCookie(reply: FastifyReply, name: string, secure: boolean, path?: string): void {
  appendCookie(reply, name, '', { maxAgeSeconds: 0, secure, path });
}

/** On logout: both session cookies go (the token is revoked anyway). */
export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  clearCookie(reply, SESSION_COOKIE, secure);
  clearCookie(reply, SITE_SESSION_COOKIE, secure, '/');
}
