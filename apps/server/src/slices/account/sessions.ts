import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SessionResolver, SessionUser } from '../../app-context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
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
export async function resolveSession(db: Db, token: string): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const now = new Date();
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .where(
      and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    );
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

/** Reads 'Authorization: Bearer <token>' (the spec's stored value) and resolves it once per request. */
export function bearerSessionResolver(db: Db): SessionResolver {
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  return {
    userFromRequest(request) {
      let pending = cache.get(request);
      if (!pending) {
        const header = request.headers.authorization ?? '';
        const match = /^Bearer\s+(\S+)$/i.exec(header);
        pending = match ? resolveSession(db, match[1]) : Promise.resolve(null);
        cache.set(request, pending);
      }
      return pending;
    },
  };
}
