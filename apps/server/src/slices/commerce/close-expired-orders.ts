import { ProductOrderStatus } from '@app/contract';
import { and, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pendingCutoff } from './pending-orders.ts';
import { orders } from './schema.ts';

/**
 * The order-close sweep (a periodic worker task): every pending order older than 30 minutes becomes
 * closed (status 2). Durable because the state is in the database: after a restart the first run catches
 * up on everything that expired meanwhile. Conditional on status 0, so it never closes a paid order.
 * Answers how many orders it closed.
 */
export async function closeExpiredOrders(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const closed = await db
    .update(orders)
    .set({ status: ProductOrderStatus.closed, closedAt: now, updatedAt: now })
    .where(and(eq(orders.status, ProductOrderStatus.pending), lte(orders.createdAt, pendingCutoff(now))))
    .returning({ id: orders.id });
  return closed.length;
}
