import { Code, commerceMessages } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import type { OrderRow } from './pending-orders.ts';
import { orders } from './schema.ts';

/** One of the member's own orders, by order number or id; anyone else's answers 4004 like a missing one. */
export async function readOrder(
  db: DbOrTx,
  userId: number,
  key: { orderNo: string } | { id: number },
): Promise<OrderRow> {
  const match = 'id' in key ? eq(orders.id, key.id) : eq(orders.orderNo, key.orderNo);
  const [row] = await db
    .select()
    .from(orders)
    .where(and(match, eq(orders.userId, userId)));
  if (!row) throw new DomainError(Code.notFound, commerceMessages.orderNotFound);
  return row;
}
