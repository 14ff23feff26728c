import type { ProductTypeValue } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { entitlements, type ExtendType } from './entitlements-table.ts';

export interface RightOfOrder {
  userId: number;
  productType: ProductTypeValue;
  productId: number;
  extendType: ExtendType;
  /** The order that granted the right: a right from another order, a grant or a free course stays. */
  orderNo: string;
}

const rightOf = (r: RightOfOrder) =>
  and(
    eq(entitlements.userId, r.userId),
    eq(entitlements.productType, r.productType),
    eq(entitlements.productId, r.productId),
    eq(entitlements.extendType, r.extendType),
    eq(entitlements.orderNo, r.orderNo),
  );

/**
 * Withdraws the right an order granted (a refund), in the caller's transaction; answers whether one was
 * removed. Product-side effects (a course's learner count) are the catalogue's: product code withdraws
 * through catalogue's withdrawProductRight, which calls this.
 */
export async function revokeEntitlement(tx: DbOrTx, right: RightOfOrder): Promise<boolean> {
  const removed = await tx.delete(entitlements).where(rightOf(right)).returning({ id: entitlements.id });
  return removed.length > 0;
}

/**
 * The right stays but now rests on another paid order of the same product (a repeat purchase whose first
 * order is refunded). Answers whether the right was found.
 */
export async function transferEntitlement(
  tx: DbOrTx,
  right: RightOfOrder,
  toOrderNo: string,
): Promise<boolean> {
  const moved = await tx
    .update(entitlements)
    .set({ orderNo: toOrderNo })
    .where(rightOf(right))
    .returning({ id: entitlements.id });
  return moved.length > 0;
}
