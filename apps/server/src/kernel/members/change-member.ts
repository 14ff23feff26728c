import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { MemberRow } from './find-member.ts';
import { users } from './members-table.ts';

/**
 * The only writes of `users`. The table stays in the kernel because every slice's rows, and the kernel's own
 * uploads and entitlements, point at a member, and the kernel imports no slice. The decisions stay with the
 * slices that make them (account: who registers and what a profile, password or phone may be; ai: the VIP
 * term; wallet: the ledger), which call these named writes in their own transactions; each write here holds
 * the rule of the row itself (updated_at, a set-once column, a balance that never goes below zero). All take
 * `tx` first and run in the caller's transaction.
 */

type MemberInsert = typeof users.$inferInsert;

/** A new member with a phone or an (already confirmed) email; answers the id. A taken account throws 23505. */
export async function createMember(
  tx: DbOrTx,
  member: Pick<MemberInsert, 'name' | 'passwordHash' | 'phone' | 'email' | 'emailVerifiedAt'>,
): Promise<number> {
  const [row] = await tx.insert(users).values(member).returning({ id: users.id });
  return row!.id;
}

/** The profile columns a member edits themself (the value already checked and cleaned by account). */
export type ProfileColumn = 'name' | 'sex' | 'sign' | 'intro' | 'occupation' | 'wechat' | 'qq' | 'avatar';

export async function setMemberProfile(
  tx: DbOrTx,
  userId: number,
  column: ProfileColumn,
  value: string,
): Promise<void> {
  await tx
    .update(users)
    .set({ [column]: value, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** A new password hash (the caller decides whose sessions end). */
export async function setMemberPassword(tx: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The member's confirmed email; another member's address throws 23505 (the unique index decides). */
export async function setMemberEmail(tx: DbOrTx, userId: number, email: string, now: Date): Promise<void> {
  await tx.update(users).set({ email, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId));
}

/** The member's confirmed phone; another member's number throws 23505. */
export async function setMemberPhone(tx: DbOrTx, userId: number, phone: string): Promise<void> {
  await tx.update(users).set({ phone, updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * The hashed security answers, only if none are set yet: the `is null` guard makes two racing first-time
 * settings end with exactly one winner. Answers false when answers were already there.
 */
export async function setMemberSecurityAnswersOnce(
  tx: DbOrTx,
  userId: number,
  hashed: { 1: string; 2: string; 3: string },
): Promise<boolean> {
  const updated = await tx
    .update(users)
    .set({ securityAnswers: hashed, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.securityAnswers)))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** What staff change on a member (the back office, through account): disabled state, password, creator flags. */
export type StaffMemberChange = Partial<
  Pick<
    MemberInsert,
    | 'disabledAt'
    | 'disabledReason'
    | 'passwordHash'
    | 'canUploadCourse'
    | 'canUploadPlug'
    | 'canUploadGoods'
    | 'bind'
  >
>;

/** Applies a staff change to a member row the caller locked; answers the row after. */
export async function changeMemberByStaff(
  tx: DbOrTx,
  userId: number,
  change: StaffMemberChange,
): Promise<MemberRow> {
  const [after] = await tx
    .update(users)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return after!;
}

/**
 * The member's VIP term (ai computes it: vipTermAfterPurchase). `touchedAt` moves updated_at (a staff grant);
 * a purchase leaves it as it was.
 */
export async function setMemberVip(
  tx: DbOrTx,
  userId: number,
  term: { permanent: boolean; endsAt: Date | null },
  touchedAt?: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({
      vipPermanent: term.permanent,
      vipEndtime: term.endsAt,
      ...(touchedAt ? { updatedAt: touchedAt } : {}),
    })
    .where(eq(users.id, userId));
}

/**
 * Takes 光子 (a decimal string) from the balance only if it covers them; answers the balance after, or null
 * when short. One conditional UPDATE (no read-modify-write): PostgreSQL re-checks `integral >= amount` on the
 * locked row, so concurrent debits can never take the balance below zero. The wallet's ledger is the only
 * caller: it writes the matching entry in the same transaction.
 */
export async function debitMemberBalance(tx: DbOrTx, userId: number, amount: string): Promise<string | null> {
  const [row] = await tx
    .update(users)
    .set({ integral: sql`${users.integral} - ${amount}::numeric` })
    .where(and(eq(users.id, userId), sql`${users.integral} >= ${amount}::numeric`))
    .returning({ integral: users.integral });
  return row?.integral ?? null;
}

/** Adds 光子 to the balance; answers the balance after, or null when the member does not exist (the ledger's caller). */
export async function creditMemberBalance(
  tx: DbOrTx,
  userId: number,
  amount: string,
): Promise<string | null> {
  const [row] = await tx
    .update(users)
    .set({ integral: sql`${users.integral} + ${amount}::numeric` })
    .where(eq(users.id, userId))
    .returning({ integral: users.integral });
  return row?.integral ?? null;
}
