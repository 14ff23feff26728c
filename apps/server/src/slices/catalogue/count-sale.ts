import { ProductType, type ProductTypeValue } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { ExtendType } from '../../kernel/entitlements/index.ts';
import { courses, goods, plugins } from './schema.ts';

/**
 * Counts a paid order on the product: sales_num + 1. (A course's learner count, num, belongs to
 * grantProductRight.) A plugin's feature link is not the plugin, so buying it leaves the plugin's sales as they are.
 */
export async function countSale(
  tx: DbOrTx,
  ref: { productType: ProductTypeValue; productId: number; extendType: ExtendType },
): Promise<void> {
  if (ref.extendType === 'web_link') return;
  if (ref.productType === ProductType.course) {
    await tx
      .update(courses)
      .set({ salesNum: sql`${courses.salesNum} + 1` })
      .where(eq(courses.id, ref.productId));
  } else if (ref.productType === ProductType.plug) {
    await tx
      .update(plugins)
      .set({ salesNum: sql`${plugins.salesNum} + 1` })
      .where(eq(plugins.id, ref.productId));
  } else {
    await tx
      .update(goods)
      .set({ salesNum: sql`${goods.salesNum} + 1` })
      .where(eq(goods.id, ref.productId));
  }
}
