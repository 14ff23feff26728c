import { ProductType } from '@app/contract';
import { and, count, desc, eq, ilike, not, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { OrderRow } from './pending-orders.ts';
import { orders } from './schema.ts';

export interface OrderListQuery {
  /** 0 virtual, 1 physical (materials that carry postage; see present-order.ts isPhysicalOrder). */
  cate_id: number;
  offset: number;
  limit: number;
  keywords: string;
}

/** LIKE wildcards in a member's search text are literal characters. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The member's orders of one kind, newest first; keywords match the product name or the order number. */
export async function listOrders(
  db: DbOrTx,
  userId: number,
  q: OrderListQuery,
): Promise<{ rows: OrderRow[]; total: number }> {
  const physical = and(eq(orders.productType, ProductType.goods), sql`${orders.postage} > 0`)!;
  const filters: SQL[] = [eq(orders.userId, userId), q.cate_id === 1 ? physical : not(physical)];
  if (q.keywords) {
    const pattern = `%${escapeLike(q.keywords)}%`;
    filters.push(or(ilike(orders.productName, pattern), ilike(orders.orderNo, pattern))!);
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(q.limit)
      .offset(q.offset * q.limit),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
