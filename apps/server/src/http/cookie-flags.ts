import type { FastifyInstance } from 'fastify';

/**
 * Production safety net for every Set-Cookie the platform sends (session, social round trip, and any cookie
 * added later): HttpOnly (no script reads them; the web keeps its bearer token itself), SameSite=Lax unless
 * the cookie chose its own, and Secure (the production site is HTTPS; browsers also accept Secure cookies
 * on http://localhost, so a local production run still signs in).
 */
export function withProductionFlags(cookie: string): string {
  const attributes = cookie
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase());
  const has = (name: string) => attributes.some((a) => a === name || a.startsWith(`${name}=`));
  let out = cookie.trim();
  if (!has('httponly')) out += '; HttpOnly';
  if (!has('samesite')) out += '; SameSite=Lax';
  if (!has('secure')) out += '; Secure';
  return out;
}

export function enforceCookieFlags(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const cookies = reply.getHeader('set-cookie');
    if (cookies === undefined) return payload;
    const list = Array.isArray(cookies) ? cookies.map(String) : [String(cookies)];
    // Fastify appends to an existing Set-Cookie: take the old list off first.
    reply.removeHeader('set-cookie');
    reply.header('set-cookie', list.map(withProductionFlags));
    return payload;
  });
}
