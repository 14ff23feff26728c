import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { hashToken, readCookie } from '../account/index.ts';
import { staff, staffSessions, type StaffRow } from './schema.ts';

/** Staff sessions last 12 hours from the last use: a working day, not a month like members'. */
export const STAFF_SESSION_HOURS = 12;
const HOUR_MS = 3_600_000;
/** The sliding expiry is pushed forward at most every 5 minutes, so reads don't write on every call. */
const SLIDE_EVERY_MS = 5 * 60_000;

/**
 * The HttpOnly cookie holding the staff token, scoped to the admin API (Path=/api/admin, SameSite=Strict):
 * no member page and no other site ever sends it. Like the members' cookie it speaks only for reads
 * (GET/HEAD, e.g. a CSV export opened as a link); writes need the bearer header.
 */
export const STAFF_COOKIE = 'admin_session';
const COOKIE_PATH = '/api/admin';

export interface StaffSession {
  sessionId: number;
  staff: StaffRow;
}

export async function createStaffSession(
  db: DbOrTx,
  staffId: number,
  meta: { userAgent?: string; ip?: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({
    staffId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + STAFF_SESSION_HOURS * HOUR_MS),
    userAgent: (meta.userAgent ?? '').slice(0, 255),
    ip: (meta.ip ?? '').slice(0, 64),
  });
  return token;
}

/** The live session and its staff account; null when missing, expired, revoked or the account is disabled. */
export async function resolveStaffSession(db: Db, token: string): Promise<StaffSession | null> {
  if (!token || token.length > 200) return null;
  const now = new Date();
  const [row] = await db
    .select({ sessionId: staffSessions.id, lastUsedAt: staffSessions.lastUsedAt, staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        isNull(staff.disabledAt),
      ),
    );
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > SLIDE_EVERY_MS) {
    await db
      .update(staffSessions)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + STAFF_SESSION_HOURS * HOUR_MS) })
      .where(eq(staffSessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, staff: row.staff };
}

export async function revokeStaffSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Every session of a staff account ends (disabled, password reset). */
export async function revokeAllStaffSessions(db: DbOrTx, staffId: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

/**
 * The staff token of a request: 'Authorization: Bearer <token>' always wins; without that header a read
 * (GET/HEAD, not sent along by another site) may use the admin cookie.
 */
export function staffTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header !== undefined) return /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? null;
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.headers['sec-fetch-site'] === 'cross-site') return null;
  return readCookie(request, STAFF_COOKIE);
}

function addCookie(reply: FastifyReply, value: string, maxAgeSeconds: number, secure: boolean): void {
  const cookie = `${STAFF_COOKIE}=${encodeURIComponent(value)}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  const existing = reply.getHeader('set-cookie');
  const list =
    existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  reply.header('set-cookie', [...list, cookie]);
}

export function setStaffCookie(reply: FastifyReply, token: string, secure: boolean): void {
  addCookie(reply, token, STAFF_SESSION_HOURS * 3600, secure);
}

export function clearStaffCookie(reply: FastifyReply, secure: boolean): void {
  addCookie(reply, '', 0, secure);
}
