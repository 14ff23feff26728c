import type { ProductTypeValue } from '@app/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { entitlements, type ExtendType } from './entitlements-table.ts';

/** Which of `ids` the member holds a right to, in one query (for a page of cards). */
export async function entitledIds(
  db: DbOrTx,
  userId: number,
  productType: ProductTypeValue,
  ids: readonly number[],
  extendType: ExtendType = '',
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: entitlements.productId })
    .from(entitlements)
    .where(
      and(
        eq(entitlements.userId, userId),
        eq(entitlements.productType, productType),
        eq(entitlements.extendType, extendType),
        inArray(entitlements.productId, [...new Set(ids)]),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
