import type { Db } from '../../db/client.ts';
import { orderValues } from './order-values.ts';
import { findOpenOrder, insertPendingOrder, type OrderRow } from './pending-orders.ts';
import { assertPurchasable, lockMemberPurchases } from './purchase-rules.ts';
import { quoteOrder } from './quote-order.ts';
import { loadSaleItem, type ProductRef } from './sale-item.ts';

/**
 * POST /api/create-order: a pending order at today's server price (no coupon, no address yet: both come at
 * payment), which checkout then pays by order_no. A member who already has a payable order for the same
 * item gets that one back, so clicking twice does not pile up orders. Closes by itself after 30 minutes.
 */
export async function createPendingOrder(
  db: Db,
  userId: number,
  ref: ProductRef,
  now: Date = new Date(),
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    await lockMemberPurchases(tx, userId);
    const item = await loadSaleItem(tx, ref);
    await assertPurchasable(tx, userId, item);
    const open = await findOpenOrder(tx, userId, ref, now);
    if (open) return open;
    const values = orderValues(item, quoteOrder(item, null), null, null, now);
    return insertPendingOrder(tx, userId, values, now);
  });
}
