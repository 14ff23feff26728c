import { sameAmount } from '@app/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider, ReportedPayment } from '../../platform/payments/payment-provider.ts';
import { creditWallet } from './ledger.ts';
import { RECHARGE_STATUS, rechargeOrders } from './schema.ts';

export const RECHARGE_TITLE = '光子充值';

/** 'credited' once per order; 'already_paid' for every repeat; otherwise why nothing happened. */
export type SettleResult = 'credited' | 'already_paid' | `ignored: ${string}` | `refused: ${string}`;

/**
 * Applies a verified payment (from a notify or an active query) to its recharge order: merchant, order,
 * provider and amount must all match. The order moves to paid in ONE conditional update and the 光子 are
 * credited in the same transaction, so however many notifies and queries race, the member is credited once.
 * A closed order that the provider reports paid is settled too: the money was taken, so the 光子 are owed.
 */
export async function settleRecharge(
  db: Db,
  provider: PaymentProvider,
  payment: ReportedPayment,
): Promise<SettleResult> {
  if (!payment.paid) return 'ignored: payment not successful';
  if (payment.merchant !== provider.merchant) return 'refused: merchant mismatch';
  return db.transaction(async (tx): Promise<SettleResult> => {
    const [order] = await tx.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, payment.orderNo));
    if (!order) return 'refused: unknown order';
    if (order.provider !== provider.id) return 'refused: order belongs to another provider';
    if (!sameAmount(order.amount, payment.amount))
      return `refused: amount mismatch (${payment.amount} ≠ ${order.amount})`;
    const moved = await tx
      .update(rechargeOrders)
      .set({
        status: RECHARGE_STATUS.paid,
        tradeNo: payment.tradeNo.slice(0, 64),
        paidAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(rechargeOrders.id, order.id),
          inArray(rechargeOrders.status, [RECHARGE_STATUS.pending, RECHARGE_STATUS.closed]),
        ),
      )
      .returning({ id: rechargeOrders.id });
    if (moved.length === 0) return 'already_paid';
    await creditWallet(tx, {
      userId: order.userId,
      amount: order.num,
      title: RECHARGE_TITLE,
      sourceType: 'recharge',
      sourceNo: order.orderNo,
    });
    return 'credited';
  });
}
