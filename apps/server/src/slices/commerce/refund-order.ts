import { Code, commerceMessages, formatPhotons, fromCents, ProductOrderStatus, toCents } from '@app/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { transferEntitlement, type ExtendType } from '../../kernel/entitlements/index.ts';
import { DomainError, refuse } from '../../kernel/errors/index.ts';
import { uncountSale, withdrawProductRight } from '../catalogue/index.ts';
import { sendMemberNotice } from '../community/index.ts';
import { creditWallet, debitWallet } from '../wallet/index.ts';
import type { OrderRow } from './pending-orders.ts';
import { orders } from './schema.ts';

/** Runs inside the refund's transaction with the order before and after (the back office's audit row). */
export type RefundRecorder = (tx: DbOrTx, change: { before: OrderRow; after: OrderRow }) => Promise<void>;

/**
 * Refunds a paid order to 光子, exactly once, in one transaction:
 * - the order row is locked (`FOR UPDATE`), so a double click or 20 concurrent refunds queue on it and every
 *   one after the first finds it refunded and is refused; the status move is conditional on 'paid' as well;
 * - the paid total goes back through the wallet ledger (an append-only 'refund' entry), and the bonus 光子
 *   the purchase credited is taken back by the ledger's conditional debit (refused when already spent);
 * - the right the order granted is withdrawn (through catalogue, which also counts the learner and sale off),
 *   unless another paid order of the member holds the same product (then the right moves to that order);
 * - the order becomes 3 已退款 with the time and reason. A coupon the order used stays used;
 * - the member gets a system notice in 消息回复 (docs/spec-decisions.md "people are told"), committed with the refund.
 */
export async function refundOrder(
  db: Db,
  input: { orderId: number; reason: string; now?: Date },
  record?: RefundRecorder,
): Promise<OrderRow> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!order) throw new DomainError(Code.notFound, commerceMessages.orderNotFound);
    if (order.status === ProductOrderStatus.refunded) throw refuse(commerceMessages.refundAlready);
    if (order.status !== ProductOrderStatus.paid) throw refuse(commerceMessages.refundNotPaid);
    const label = `订单退款：${order.productName}`;
    if (toCents(order.totalAmount) > 0)
      await creditWallet(tx, {
        userId: order.userId,
        amount: fromCents(toCents(order.totalAmount)),
        title: label,
        sourceType: 'refund',
        sourceNo: order.orderNo,
      });
    if (toCents(order.bonus) > 0) {
      const left = await debitWallet(tx, {
        userId: order.userId,
        amount: fromCents(toCents(order.bonus)),
        title: `退款收回赠送光子：${order.productName}`,
        sourceType: 'refund',
        sourceNo: order.orderNo,
      });
      if (left === null) throw refuse(commerceMessages.refundBonusSpent);
    }
    await withdrawRight(tx, order);
    await uncountSale(tx, {
      productType: order.productType as 1 | 2 | 3,
      productId: order.productId,
      extendType: order.productExtendType as ExtendType,
    });
    const [refunded] = await tx
      .update(orders)
      .set({
        status: ProductOrderStatus.refunded,
        refundedAt: now,
        refundReason: input.reason.trim().slice(0, 200),
        updatedAt: now,
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, ProductOrderStatus.paid)))
      .returning();
    if (!refunded) throw refuse(commerceMessages.refundAlready);
    await sendMemberNotice(tx, {
      userId: order.userId,
      title: '订单退款',
      body: `订单 ${order.orderNo} 已退款 ${formatPhotons(Number(order.totalAmount))} 光子`,
      link: `/user/order/${order.id}`,
    });
    await record?.(tx, { before: order, after: refunded });
    return refunded;
  });
}

async function withdrawRight(tx: DbOrTx, order: OrderRow): Promise<void> {
  const right = {
    userId: order.userId,
    productType: order.productType as 1 | 2 | 3,
    productId: order.productId,
    extendType: order.productExtendType as ExtendType,
    orderNo: order.orderNo,
  };
  const [other] = await tx
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .where(
      and(
        eq(orders.userId, order.userId),
        eq(orders.productType, order.productType),
        eq(orders.productId, order.productId),
        eq(orders.productExtendType, order.productExtendType),
        eq(orders.status, ProductOrderStatus.paid),
        ne(orders.id, order.id),
      ),
    )
    .limit(1);
  if (other && (await transferEntitlement(tx, right, other.orderNo))) return;
  await withdrawProductRight(tx, right);
}
