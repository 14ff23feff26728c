import { Code, commerceMessages, ProductOrderStatus, fromCents } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { countSale, grantProductRight } from '../catalogue/index.ts';
import { creditWallet, debitWallet } from '../wallet/index.ts';
import { checkCoupon, type CouponQuote, redeemCoupon } from './check-coupon.ts';
import { orderValues } from './order-values.ts';
import { insertPendingOrder, type OrderRow, takePendingOrder } from './pending-orders.ts';
import { assertPurchasable, lockMemberPurchases, ownedRefusal } from './purchase-rules.ts';
import { itemCentsOf, type OrderQuote, quoteOrder } from './quote-order.ts';
import { resolveConsignee } from './resolve-consignee.ts';
import { loadSaleItem, productLabel, type ProductRef, type SaleItem } from './sale-item.ts';
import { orders } from './schema.ts';

export interface PayInput {
  userId: number;
  ref: ProductRef;
  /** '' = no coupon. */
  couponCode: string;
  addressId?: number;
  /** A pending order from /api/create-order to pay instead of making a new one. */
  orderNo?: string;
  now?: Date;
}

/**
 * Checkout with 光子 (POST /api/neworder/store), all in one transaction: price from the server, coupon
 * re-checked, order made (or the pending one re-priced), wallet debited, order marked paid, right granted,
 * coupon use counted, sales counted, bonus 光子 credited. Any refusal, 4423 included, rolls everything back.
 */
export async function payOrder(db: Db, input: PayInput): Promise<OrderRow> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockMemberPurchases(tx, input.userId);
    const item = await loadSaleItem(tx, input.ref);
    await assertPurchasable(tx, input.userId, item);
    const consignee = await resolveConsignee(tx, input.userId, item.productType, input.addressId);
    const coupon = input.couponCode
      ? await checkCoupon(tx, {
          ...item,
          code: input.couponCode,
          userId: input.userId,
          itemCents: itemCentsOf(item),
          now,
        })
      : null;
    const quote = quoteOrder(item, coupon);
    const values = orderValues(item, quote, coupon, consignee, now);
    const order = input.orderNo
      ? await takePendingOrder(tx, input.userId, input.orderNo, item, values, now)
      : await insertPendingOrder(tx, input.userId, values, now);
    return settle(tx, input.userId, order, item, quote, coupon, now);
  });
}

async function settle(
  tx: DbOrTx,
  userId: number,
  order: OrderRow,
  item: SaleItem,
  quote: OrderQuote,
  coupon: CouponQuote | null,
  now: Date,
): Promise<OrderRow> {
  const label = productLabel(item.productType, item.extendType);
  // A coupon may bring the payable amount to 0: then there is nothing to debit (the ledger takes only amounts > 0).
  if (quote.payableCents > 0) {
    const balance = await debitWallet(tx, {
      userId,
      amount: fromCents(quote.payableCents),
      title: `购买${label}：${item.name}`,
      sourceType: 'order',
      sourceNo: order.orderNo,
    });
    if (balance === null) throw new DomainError(Code.insufficientPhotons, commerceMessages.insufficient);
  }
  const [paid] = await tx
    .update(orders)
    .set({ status: ProductOrderStatus.paid, payTime: now, payMethod: 0, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, ProductOrderStatus.pending)))
    .returning();
  if (!paid) throw new DomainError(Code.refused, commerceMessages.orderClosed);
  const granted = await grantProductRight(tx, {
    userId,
    productType: item.productType,
    productId: item.productId,
    extendType: item.extendType,
    source: 'purchase',
    orderNo: order.orderNo,
  });
  // The member lock already keeps two purchases of one item apart; this guards any path around it.
  if (!granted && !item.repeatBuy) throw ownedRefusal(item);
  if (coupon) await redeemCoupon(tx, coupon, userId, order.id);
  await countSale(tx, item);
  if (item.bonusCents > 0) {
    await creditWallet(tx, {
      userId,
      amount: fromCents(item.bonusCents),
      title: `购买赠送光子：${item.name}`,
      sourceType: 'bonus',
      sourceNo: order.orderNo,
    });
  }
  return paid;
}
