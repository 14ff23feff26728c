import {
  Code,
  commerceMessages,
  couponMessages,
  fillMessage,
  type Cents,
  fromCents,
  percentOf,
  toCents,
} from '@app/contract';
import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import type { ProductRef } from './sale-item.ts';
import { couponRedemptions, coupons } from './schema.ts';

export interface CouponQuote {
  couponId: number;
  code: string;
  discountCents: Cents;
}

export interface CouponQuestion extends Pick<ProductRef, 'productType' | 'productId'> {
  code: string;
  userId: number;
  /** Unit price × quantity: what the coupon applies to and what min_amount is compared with (postage excluded). */
  itemCents: Cents;
  now?: Date;
}

const refuse = (msg: string) => new DomainError(Code.refused, msg);

/**
 * Checks a code for one member and one product and answers its discount, never more than the item amount.
 * Codes are case-insensitive. Nothing is consumed here: the use counts only when an order is paid
 * (redeemCoupon), so this same check runs again inside the paying transaction.
 */
export async function checkCoupon(db: DbOrTx, q: CouponQuestion): Promise<CouponQuote> {
  const code = q.code.trim().toUpperCase();
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = ${code}`)
    .limit(1);
  if (!coupon) throw new DomainError(Code.notFound, commerceMessages.couponNotFound);
  if (coupon.disabledAt) throw refuse(couponMessages.disabled);
  const now = q.now ?? new Date();
  if (coupon.startsAt && coupon.startsAt > now) throw refuse(commerceMessages.couponNotStarted);
  if (coupon.endsAt && coupon.endsAt < now) throw refuse(commerceMessages.couponExpired);
  const fits =
    coupon.scope === 'all' ||
    (coupon.scope === 'type' && coupon.productType === q.productType) ||
    (coupon.scope === 'product' && coupon.productType === q.productType && coupon.productId === q.productId);
  if (!fits) throw refuse(commerceMessages.couponNotApplicable);
  const minCents = toCents(coupon.minAmount);
  if (q.itemCents < minCents)
    throw refuse(fillMessage(commerceMessages.couponMinAmount, { amount: fromCents(minCents) }));
  if (coupon.totalLimit !== null && coupon.usedCount >= coupon.totalLimit)
    throw refuse(commerceMessages.couponUsedUp);
  if (coupon.perUserLimit !== null) {
    const [used] = await db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.userId, q.userId)));
    if (Number(used?.n ?? 0) >= coupon.perUserLimit) throw refuse(commerceMessages.couponUserLimit);
  }
  const valueCents = toCents(coupon.value);
  const raw = coupon.kind === 'percent' ? percentOf(q.itemCents, valueCents) : valueCents;
  return { couponId: coupon.id, code: coupon.code, discountCents: Math.min(raw, q.itemCents) };
}

/**
 * Counts one use of a coupon for a paid order, inside the paying transaction. The total limit holds under
 * concurrency because the increment is conditional (PostgreSQL re-checks used_count on the locked row);
 * the per-member limit holds because a member's purchases are serialised (lockMemberPurchases) and
 * checkCoupon ran after that lock.
 */
export async function redeemCoupon(
  tx: DbOrTx,
  quote: CouponQuote,
  userId: number,
  orderId: number,
): Promise<void> {
  const taken = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, quote.couponId),
        or(isNull(coupons.totalLimit), lt(coupons.usedCount, coupons.totalLimit)),
      ),
    )
    .returning({ id: coupons.id });
  if (taken.length === 0) throw refuse(commerceMessages.couponUsedUp);
  await tx.insert(couponRedemptions).values({ couponId: quote.couponId, userId, orderId });
}
