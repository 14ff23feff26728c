import { ProductType } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { revokeEntitlement, type RightOfOrder } from '../../kernel/entitlements/index.ts';
import { courses, goods, plugins } from './schema.ts';

/**
 * The reverse of grantProductRight for a refund, in the caller's transaction: the order's right goes, and a
 * course counts one learner less. Answers whether a right was removed.
 */
export async function withdrawProductRight(tx: DbOrTx, right: RightOfOrder): Promise<boolean> {
  const removed = await revokeEntitlement(tx, right);
  if (removed && right.productType === ProductType.course && right.extendType === '') {
    await tx
      .update(courses)
      .set({ num: sql`greatest(${courses.num} - 1, 0)` })
      .where(eq(courses.id, right.productId));
  }
  return removed;
}

/** The reverse of countSale for a refunded order: sales_num − 1 (never below 0). */
export async function uncountSale(
  tx: DbOrTx,
  ref: Pick<RightOfOrder, 'productType' | 'productId' | 'extendType'>,
): Promise<void> {
  if (ref.extendType === 'web_link') return;
  const table =
    ref.productType === ProductType.course ? courses : ref.productType === ProductType.plug ? plugins : goods;
  await tx
    .update(table)
    .set({ salesNum: sql`greatest(${table.salesNum} - 1, 0)` })
    .where(eq(table.id, ref.productId));
}
