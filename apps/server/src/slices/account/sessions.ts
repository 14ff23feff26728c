import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SessionResolver, SessionUser } from '../../app-context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { users } from '../../kernel/members/index.ts';
import { sessions } from './schema.ts';

export const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;
/** Sliding expiry is pushed forward at most once an hour, so reads don't write on every request. */
const SLIDE_EVERY_MS = 3_600_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session and answers the opaque token (only its hash is stored). */
export async function createSession(
  db: DbOrTx,
  userId: number,
  meta: { userAgent?: string; ip?: string } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS),
    userAgent: (meta.userAgent ?? '').slice(0, 255),
    ip: (meta.ip ?? '').slice(0, 64),
  });
  return token;
}

/** The live session behind a token, sliding its expiry; null when missing, expired or revoked. */
const liveSession = preparedQuery((db) =>
  db
    .select({ id: sessions.id, userId: sessions.userId, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    // A disabled member's sessions end when staff disable the account; the join also refuses one made by a
    // sign-in that raced the disabling (the authorization matrix: a disabled member never acts as one).
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(users.disabledAt),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('account_live_session'),
);

export async function resolveSession(db: Db, token: string): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const now = new Date();
  const [row] = await liveSession(db).execute({ tokenHash: hashToken(token), now });
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > SLIDE_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY_MS) })
      .where(eq(sessions.id, row.id));
  }
  return { id: row.userId, sessionId: row.id };
}

export async function revokeSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every session of a member except `keepSessionId` (used after a password change). */
export async function revokeOtherSessions(
  db: DbOrTx,
  userId: number,
  keepSessionId: number | null,
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId !== null) conditions.push(ne(sessions.id, keepSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(...conditions));
}

/**
 * The HttpOnly cookie (Path=/) that holds the same token as the bearer header, so that the server render
 * of a page (which never sees localStorage) can speak for the member. Sign-ins set it, logout clears it.
 */
export const SITE_SESSION_COOKIE = 'site_session';

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

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route changes state although it is a GET: no session from the cookie (CallDef.writes). */
    bearerOnly?: boolean;
  }
}

/**
 * The session cookie counts only for reads (GET/HEAD that are not the spec's state-changing GETs such as
 * delUserPut and userGuanzhu, marked `bearerOnly`) — writes need the bearer header, so a cookie sent along
 * by another site can never change anything, even by a top-level navigation without Sec-Fetch-Site (no CSRF
 * guard needed) — and not for an API address another site sent the browser to (Sec-Fetch-Site: cross-site).
 * A page such a link opens is still rendered for the member (the server render forwards the cookie, not that
 * header): only the member's own browser gets it.
 */
function sessionCookieOf(request: FastifyRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.routeOptions.config?.bearerOnly) return null;
  if (request.headers['sec-fetch-site'] === 'cross-site') return null;
  return readCookie(request, SITE_SESSION_COOKIE);
}

/**
 * Whether the request speaks for someone: an Authorization header or a non-empty session cookie, valid or
 * not (checking it costs a database read; the server render of such a request is that visitor's own).
 * Other cookies do not count. The web server renders a guest's public page once for all guests.
 */
export function hasSession(request: FastifyRequest): boolean {
  return request.headers.authorization !== undefined || Boolean(readCookie(request, SITE_SESSION_COOKIE));
}

/**
 * Reads 'Authorization: Bearer <token>' (the spec's stored value); without that header, a read may be
 * signed in by the session cookie (sessionCookieOf). The header always wins, even a malformed one.
 * Resolves once per request.
 */
export function bearerSessionResolver(db: Db): SessionResolver {
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  return {
    userFromRequest(request) {
      let pending = cache.get(request);
      if (!pending) {
        const header = request.headers.authorization;
        const token =
          header === undefined ? sessionCookieOf(request) : (/^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? null);
        pending = token ? resolveSession(db, token) : Promise.resolve(null);
        cache.set(request, pending);
      }
      return pending;
    },
  };
}

/** How many sessions of a member are live now (the back office's member detail). */
export async function countLiveSessions(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
  return row?.n ?? 0;
}
