import { adminPromotionCalls, type CallBody, Code, couponMessages } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { refuse } from '../../kernel/errors/index.ts';
import { coupons } from './schema.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** A new coupon, as the contract's couponCreate body parses it. */
export type CouponInput = CallBody<typeof adminPromotionCalls.couponCreate>;

/** A coupon as a change record keeps it (the back office's audit row). */
const couponState = (c: CouponRow) => ({
  code: c.code,
  name: c.name,
  kind: c.kind,
  value: c.value,
  min_amount: c.minAmount,
  starts_at: c.startsAt,
  ends_at: c.endsAt,
  total_limit: c.totalLimit,
  per_user_limit: c.perUserLimit,
  used_count: c.usedCount,
  disabled_at: c.disabledAt,
});
type CouponState = ReturnType<typeof couponState>;

/**
 * Runs in the change's transaction with the coupon before and after (a creation also names the new id), as
 * refunds do: the back office appends its audit row there, so both commit together or not at all.
 */
export type RecordCouponChange<Before> = (
  tx: DbOrTx,
  change: { id: number; before: Before; after: CouponState },
) => Promise<void>;

/** 'YYYY-MM-DD HH:mm' China time → the instant; '' → null (no bound). */
const chinaMinute = (text: string) => (text ? new Date(`${text.replace(' ', 'T')}:00+08:00`) : null);

/** Creates a coupon after the rules the form cannot express (percent range, time order, unique code). */
export async function createCoupon(
  db: Db,
  input: CouponInput,
  record?: RecordCouponChange<undefined>,
): Promise<CouponRow> {
  const value = Number(input.value);
  if (input.kind === 'percent' && !(Number.isInteger(value) && value >= 1 && value <= 99))
    throw refuse(couponMessages.percentInvalid, Code.invalid);
  if (value <= 0) throw refuse(couponMessages.valueInvalid, Code.invalid);
  const startsAt = chinaMinute(input.starts_at);
  const endsAt = chinaMinute(input.ends_at);
  if ((startsAt && isNaN(startsAt.getTime())) || (endsAt && isNaN(endsAt.getTime())))
    throw refuse(couponMessages.timeInvalid, Code.invalid);
  if (startsAt && endsAt && endsAt <= startsAt) throw refuse(couponMessages.timeOrder, Code.invalid);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: coupons.id })
      .from(coupons)
      .where(sql`upper(${coupons.code}) = ${input.code.toUpperCase()}`);
    if (taken) throw refuse(couponMessages.codeTaken, Code.invalid);
    const [row] = await tx
      .insert(coupons)
      .values({
        code: input.code,
        name: input.name,
        kind: input.kind,
        value: input.value,
        minAmount: input.min_amount,
        scope: 'all',
        startsAt,
        endsAt,
        totalLimit: input.total_limit,
        perUserLimit: input.per_user_limit,
      })
      .onConflictDoNothing()
      .returning();
    // Two editors racing for one code: the unique index decides, the loser is told as above.
    if (!row) throw refuse(couponMessages.codeTaken, Code.invalid);
    await record?.(tx, { id: row.id, before: undefined, after: couponState(row) });
    return row;
  });
}

/** Stops a coupon for good (checkout refuses it); paid orders that used it keep their price. */
export async function disableCoupon(
  db: Db,
  id: number,
  record?: RecordCouponChange<CouponState>,
): Promise<CouponRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
    if (!before) throw refuse(couponMessages.notFound, Code.notFound);
    if (before.disabledAt) throw refuse(couponMessages.alreadyDisabled);
    const [after] = await tx
      .update(coupons)
      .set({ disabledAt: new Date() })
      .where(eq(coupons.id, id))
      .returning();
    await record?.(tx, { id, before: couponState(before), after: couponState(after!) });
    return after!;
  });
}
