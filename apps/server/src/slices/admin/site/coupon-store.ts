import { adminPromotionCalls, type CallBody, Code, couponMessages as CPM } from '@app/contract';
import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { refuse } from '../../../kernel/errors/index.ts';
import { coupons } from '../../commerce/index.ts';
import { recordAudit, type StaffActor } from '../audit.ts';
import { containsPattern } from '../table-query.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** A new coupon, as the contract's couponCreate body parses it. */
export type CouponInput = CallBody<typeof adminPromotionCalls.couponCreate>;

/** What the audit keeps of a coupon. */
const snapshot = (c: CouponRow) => ({
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

/** 'YYYY-MM-DD HH:mm' China time → the instant; '' → null (no bound). */
const chinaMinute = (text: string) => (text ? new Date(`${text.replace(' ', 'T')}:00+08:00`) : null);

export async function listCoupons(db: DbOrTx, query: { offset: number; limit: number; keywords: string }) {
  const where = query.keywords
    ? or(
        ilike(coupons.code, containsPattern(query.keywords)),
        ilike(coupons.name, containsPattern(query.keywords)),
      )
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(query.limit)
      .offset(query.offset * query.limit),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** Creates a coupon after the rules the form cannot express (percent range, time order, unique code). */
export async function createCoupon(db: Db, actor: StaffActor, input: CouponInput): Promise<CouponRow> {
  const value = Number(input.value);
  if (input.kind === 'percent' && !(Number.isInteger(value) && value >= 1 && value <= 99))
    throw refuse(CPM.percentInvalid, Code.invalid);
  if (value <= 0) throw refuse(CPM.valueInvalid, Code.invalid);
  const startsAt = chinaMinute(input.starts_at);
  const endsAt = chinaMinute(input.ends_at);
  if ((startsAt && isNaN(startsAt.getTime())) || (endsAt && isNaN(endsAt.getTime())))
    throw refuse(CPM.timeInvalid, Code.invalid);
  if (startsAt && endsAt && endsAt <= startsAt) throw refuse(CPM.timeOrder, Code.invalid);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: coupons.id })
      .from(coupons)
      .where(sql`upper(${coupons.code}) = ${input.code.toUpperCase()}`);
    if (taken) throw refuse(CPM.codeTaken, Code.invalid);
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
    if (!row) throw refuse(CPM.codeTaken, Code.invalid);
    await recordAudit(tx, actor, {
      action: 'coupon.create',
      targetType: 'coupon',
      targetId: row.id,
      after: snapshot(row),
    });
    return row;
  });
}

/** Stops a coupon for good (checkout refuses it); paid orders that used it keep their price. */
export async function disableCoupon(db: Db, actor: StaffActor, id: number): Promise<CouponRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
    if (!before) throw refuse(CPM.notFound, Code.notFound);
    if (before.disabledAt) throw refuse(CPM.alreadyDisabled);
    const [after] = await tx
      .update(coupons)
      .set({ disabledAt: new Date() })
      .where(eq(coupons.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'coupon.disable',
      targetType: 'coupon',
      targetId: id,
      before: snapshot(before),
      after: snapshot(after!),
    });
    return after!;
  });
}
