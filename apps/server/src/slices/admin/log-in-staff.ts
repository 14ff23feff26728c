import { createHmac, timingSafeEqual } from 'node:crypto';
import { adminMessages, Code, STAFF_LOCK_FAILURES, STAFF_LOCK_MINUTES } from '@app/contract';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DomainError, refuse } from '../../kernel/errors/index.ts';
import type { Counters } from '../../platform/counters/counters.ts';
import { hashSecret, lockout, verifySecret } from '../account/index.ts';
import { recordAudit } from './audit.ts';
import { staff, type StaffRow } from './schema.ts';
import { createStaffSession } from './staff-sessions.ts';
import { matchTotp } from './totp.ts';
import { openTotpSecret } from './totp-secret.ts';

export interface StaffLoginDeps {
  counters: Counters;
  appSecret: string;
}

export interface RequestMeta {
  ip: string;
  userAgent: string;
}

/** Failed staff sign-ins one IP may make in 15 minutes (spraying across accounts). */
export const STAFF_IP_FAILURES = 30;
const LOCK_SECONDS = STAFF_LOCK_MINUTES * 60;
/** How long the second step (TOTP) may follow the password. */
export const TOTP_TICKET_SECONDS = 300;

export type StaffLogin = { token: string; staff: StaffRow } | { totpTicket: string };

let dummyHash: Promise<string> | null = null;
const unknownAccountHash = () => (dummyHash ??= hashSecret('no-such-staff-placeholder'));

function staffLockout(counters: Counters, staffId: number) {
  return lockout(counters, 'admin-login', staffId, {
    maxFailures: STAFF_LOCK_FAILURES,
    lockSeconds: LOCK_SECONDS,
    lockedMsg: adminMessages.loginLocked,
  });
}

/**
 * Step one: phone + password. An unknown phone and a wrong password answer the same; 5 failures (password or
 * TOTP) lock the account for 15 minutes; an IP may fail 30 times in 15 minutes. With TOTP on, a correct
 * password answers a 5-minute ticket for step two instead of a session.
 */
export async function logInStaff(
  db: Db,
  deps: StaffLoginDeps,
  input: { phone: string; password: string },
  meta: RequestMeta,
): Promise<StaffLogin> {
  const ipKey = `admin-login:ipfail:${meta.ip}`;
  if ((await deps.counters.count(ipKey)) >= STAFF_IP_FAILURES) throw await lockedIp(deps.counters, ipKey);
  const [row] = await db.select().from(staff).where(eq(staff.phone, input.phone.trim()));
  if (!row) {
    await verifySecret(await unknownAccountHash(), input.password);
    await deps.counters.hit(ipKey, LOCK_SECONDS);
    throw refuse(adminMessages.loginFailed);
  }
  const lock = staffLockout(deps.counters, row.id);
  await lock.assertOpen();
  if (!(await verifySecret(row.passwordHash, input.password))) {
    await deps.counters.hit(ipKey, LOCK_SECONDS);
    throw (await lock.fail()) ?? refuse(adminMessages.loginFailed);
  }
  if (row.disabledAt) throw new DomainError(Code.forbidden, adminMessages.staffDisabled);
  if (row.totpSecret) return { totpTicket: signTicket(deps.appSecret, row, Date.now()) };
  await lock.succeed();
  return startSession(db, row, meta, 'password');
}

/** Step two: the ticket from step one and a 6-digit code; a wrong code counts toward the same lock. */
export async function completeTotpLogin(
  db: Db,
  deps: StaffLoginDeps,
  input: { ticket: string; code: string },
  meta: RequestMeta,
): Promise<{ token: string; staff: StaffRow }> {
  const staffId = ticketStaffId(input.ticket, Date.now());
  if (staffId === null) throw refuse(adminMessages.totpTicketExpired, Code.unauthenticated);
  const lock = staffLockout(deps.counters, staffId);
  await lock.assertOpen();
  const [row] = await db.select().from(staff).where(eq(staff.id, staffId));
  if (!row || !row.totpSecret || !ticketMatches(deps.appSecret, input.ticket, row))
    throw refuse(adminMessages.totpTicketExpired, Code.unauthenticated);
  if (row.disabledAt) throw new DomainError(Code.forbidden, adminMessages.staffDisabled);
  const secret = openTotpSecret(deps.appSecret, row.totpSecret);
  const step = secret ? matchTotp(secret, input.code.trim(), new Date(), row.totpLastStep) : null;
  // The step is claimed conditionally: two requests with the same code cannot both pass.
  const claimed =
    step !== null &&
    (
      await db
        .update(staff)
        .set({ totpLastStep: step })
        .where(and(eq(staff.id, row.id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
        .returning({ id: staff.id })
    ).length > 0;
  if (!claimed) throw (await lock.fail()) ?? refuse(adminMessages.totpWrong);
  await lock.succeed();
  return startSession(db, row, meta, 'totp');
}

async function startSession(
  db: Db,
  row: StaffRow,
  meta: RequestMeta,
  method: string,
): Promise<{ token: string; staff: StaffRow }> {
  return db.transaction(async (tx) => {
    const token = await createStaffSession(tx, row.id, meta);
    const [signedIn] = await tx
      .update(staff)
      .set({ previousLoginAt: staff.lastLoginAt, lastLoginAt: new Date() })
      .where(eq(staff.id, row.id))
      .returning();
    await recordAudit(
      tx,
      { id: row.id, name: row.name, ...meta },
      { action: 'auth.login', targetType: 'staff', targetId: row.id, after: { method } },
    );
    return { token, staff: signedIn! };
  });
}

async function lockedIp(counters: Counters, key: string): Promise<DomainError> {
  const seconds = Math.max(1, await counters.ttl(key));
  return new DomainError(
    Code.tooMany,
    adminMessages.loginIpLimited.replace('{minutes}', String(Math.ceil(seconds / 60))),
  );
}

// The ticket: '<staffId>.<expiresAtMs>.<hmac>'; the HMAC also covers the password hash, so a password change
// (or a reset) voids tickets handed out before it.
function ticketMac(appSecret: string, staffId: number, expires: number, passwordHash: string): string {
  return createHmac('sha256', appSecret)
    .update(`admin-totp-ticket:${staffId}:${expires}:${passwordHash}`)
    .digest('base64url');
}

function signTicket(appSecret: string, row: StaffRow, now: number): string {
  const expires = now + TOTP_TICKET_SECONDS * 1000;
  return `${row.id}.${expires}.${ticketMac(appSecret, row.id, expires, row.passwordHash)}`;
}

function ticketStaffId(ticket: string, now: number): number | null {
  const match = /^(\d{1,10})\.(\d{1,15})\.[\w-]{43}$/.exec(ticket);
  if (!match || Number(match[2]) < now) return null;
  return Number(match[1]);
}

function ticketMatches(appSecret: string, ticket: string, row: StaffRow): boolean {
  const [, expires, mac] = ticket.split('.');
  const expected = ticketMac(appSecret, row.id, Number(expires), row.passwordHash);
  return mac!.length === expected.length && timingSafeEqual(Buffer.from(mac!), Buffer.from(expected));
}
