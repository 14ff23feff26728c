import { ProductType } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { grantEntitlement } from '../../kernel/entitlements/index.ts';
import { courses } from './schema.ts';

/**
 * Gives a member the right to a product (a paid order, joining a free course) in the caller's transaction,
 * and answers whether the right is new. A new right to a course also counts one more learner (courses.num,
 * 'N 人在学'), here and nowhere else: the kernel's grantEntitlement knows no products, so every grant from
 * product code goes through here.
 */
export async function grantProductRight(
  tx: DbOrTx,
  right: Parameters<typeof grantEntitlement>[1],
): Promise<boolean> {
  const granted = await grantEntitlement(tx, right);
  if (granted && right.productType === ProductType.course && (right.extendType ?? '') === '') {
    await tx
      .update(courses)
      .set({ num: sql`${courses.num} + 1` })
      .where(eq(courses.id, right.productId));
  }
  return granted;
}
