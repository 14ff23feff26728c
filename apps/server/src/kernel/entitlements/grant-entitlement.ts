import type { ProductTypeValue } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { entitlements, type EntitlementSource, type ExtendType } from './entitlements-table.ts';

/**
 * Records that a member may use a product (a paid order, joining a free course, an operator grant).
 * Runs in the caller's transaction so the right appears together with the order that paid for it.
 * Idempotent: a second grant of the same product keeps the first row (and its source) and answers false.
 * Product-side effects of a new right (a course's learner count) belong to the catalogue: product code
 * grants through the catalogue's grantProductRight, which calls this.
 */
export async function grantEntitlement(
  tx: DbOrTx,
  e: {
    userId: number;
    productType: ProductTypeValue;
    productId: number;
    extendType?: ExtendType;
    source: EntitlementSource;
    orderNo?: string | null;
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(entitlements)
    .values({
      userId: e.userId,
      productType: e.productType,
      productId: e.productId,
      extendType: e.extendType ?? '',
      source: e.source,
      orderNo: e.orderNo ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: entitlements.id });
  return inserted.length > 0;
}
