import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_DAYS } from './sessions.ts';

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
}

function serialise(name: string, value: string, options: CookieOptions): string {
  return `${name}=${encodeURIComponent(value)}; Path=/auth; Max-Age=${options.maxAgeSeconds}; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}

/** Adds a Set-Cookie header without dropping one set earlier in the same reply. */
export function appendCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  const existing = reply.getHeader('set-cookie');
  const list =
    existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  reply.header('set-cookie', [...list, serialise(name, value, options)]);
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  appendCookie(reply, SESSION_COOKIE, token, { maxAgeSeconds: SESSION_DAYS * 86_400, secure });
}

export function clearCookie(reply: FastifyReply, name: string, secure: boolean): void {
  appendCookie(reply, name, '', { maxAgeSeconds: 0, secure });
}

export function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}
