import type { ProductTypeValue } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { entitlements, type ExtendType } from './entitlements-table.ts';

/**
 * Whether the member holds the right to one product (bought, joined free, or granted). Free items are
 * not answered here: callers that treat a free item as usable by any member check the price themselves.
 */
export async function hasEntitlement(
  db: DbOrTx,
  userId: number,
  productType: ProductTypeValue,
  productId: number,
  extendType: ExtendType = '',
): Promise<boolean> {
  const rows = await db
    .select({ id: entitlements.id })
    .from(entitlements)
    .where(
      and(
        eq(entitlements.userId, userId),
        eq(entitlements.productType, productType),
        eq(entitlements.productId, productId),
        eq(entitlements.extendType, extendType),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
