import { ProductType, type ProductTypeValue } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courses } from '../catalogue/schema.ts';
import { entitlements, type EntitlementSource, type ExtendType } from './schema.ts';

/**
 * Records that a member may use a product (a paid order, joining a free course, an operator grant).
 * Runs in the caller's transaction so the right appears together with the order that paid for it.
 * Idempotent: a second grant of the same product keeps the first row (and its source) and answers false.
 * A new right to a course also counts one more learner (courses.num, 'N 人在学'), here and nowhere else.
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
  if (inserted.length === 0) return false;
  if (e.productType === ProductType.course && (e.extendType ?? '') === '') {
    await tx
      .update(courses)
      .set({ num: sql`${courses.num} + 1` })
      .where(eq(courses.id, e.productId));
  }
  return true;
}
