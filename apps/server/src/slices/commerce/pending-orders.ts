import {
  Code,
  commerceMessages,
  makeOrderNo,
  ORDER_NO_PREFIX,
  ORDER_PENDING_MINUTES,
  ProductOrderStatus,
} from '@app/contract';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import type { ProductRef } from './sale-item.ts';
import { orders } from './schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderValues = Omit<
  typeof orders.$inferInsert,
  'id' | 'orderNo' | 'userId' | 'status' | 'createdAt'
>;

/** Orders created at or before this moment are past their 30 minutes: closed, whether or not swept yet. */
export function pendingCutoff(now: Date): Date {
  return new Date(now.getTime() - ORDER_PENDING_MINUTES * 60_000);
}

/** The status a member sees: a pending order older than 30 minutes is closed even before the sweep ran. */
export function effectiveStatus(row: Pick<OrderRow, 'status' | 'createdAt'>, now: Date = new Date()): number {
  if (row.status === ProductOrderStatus.pending && row.createdAt <= pendingCutoff(now))
    return ProductOrderStatus.closed;
  return row.status;
}

/** The member's newest still-payable order for exactly this product, if any (create-order reuses it). */
export async function findOpenOrder(
  db: DbOrTx,
  userId: number,
  ref: ProductRef,
  now: Date,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.productType, ref.productType),
        eq(orders.productId, ref.productId),
        eq(orders.productExtendType, ref.extendType),
        eq(orders.status, ProductOrderStatus.pending),
        gt(orders.createdAt, pendingCutoff(now)),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Re-prices the member's pending order `orderNo` with `values` (server prices now, coupon, consignee) for
 * payment. Refuses an order that is not the member's, not for this product, paid, closed or past its 30
 * minutes. The update is conditional on status 0, so a concurrent close sweep and this payment cannot both win.
 */
export async function takePendingOrder(
  tx: DbOrTx,
  userId: number,
  orderNo: string,
  ref: ProductRef,
  values: OrderValues,
  now: Date,
): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)));
  if (!row) throw new DomainError(Code.notFound, commerceMessages.orderNotFound);
  if (row.status === ProductOrderStatus.paid) throw new DomainError(Code.refused, commerceMessages.orderPaid);
  if (effectiveStatus(row, now) !== ProductOrderStatus.pending)
    throw new DomainError(Code.refused, commerceMessages.orderClosed);
  if (
    row.productType !== ref.productType ||
    row.productId !== ref.productId ||
    row.productExtendType !== ref.extendType
  ) {
    throw new DomainError(Code.refused, commerceMessages.orderMismatch);
  }
  const [taken] = await tx
    .update(orders)
    .set(values)
    .where(
      and(
        eq(orders.id, row.id),
        eq(orders.status, ProductOrderStatus.pending),
        gt(orders.createdAt, pendingCutoff(now)),
      ),
    )
    .returning();
  if (!taken) throw new DomainError(Code.refused, commerceMessages.orderClosed);
  return taken;
}

/**
 * A new pending order (status 0) with a fresh order number. A number already taken (same second, same 6
 * random digits) is skipped with ON CONFLICT DO NOTHING, which leaves the caller's transaction usable.
 */
export async function insertPendingOrder(
  tx: DbOrTx,
  userId: number,
  values: OrderValues,
  now: Date,
): Promise<OrderRow> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await tx
      .insert(orders)
      .values({
        ...values,
        orderNo: makeOrderNo(ORDER_NO_PREFIX.product, now),
        userId,
        status: ProductOrderStatus.pending,
        createdAt: now,
      })
      .onConflictDoNothing({ target: orders.orderNo })
      .returning();
    if (row) return row;
  }
  throw new Error('no free order number after 5 attempts');
}
