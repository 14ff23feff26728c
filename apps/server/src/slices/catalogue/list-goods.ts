import type { DbOrTx } from '../../db/client.ts';
import { goodsCardColumns, type GoodsCardRow } from './card-columns.ts';
import type { ProductListQuery } from './list-filter.ts';
import { type ListOptions, listProductPage } from './list-product-page.ts';
import { goods } from './schema.ts';

/** One page of publicly visible materials (category subtree, newest or hottest) and, unless skipped, the total. */
export function listGoods(
  db: DbOrTx,
  query: ProductListQuery,
  options: ListOptions = {},
): Promise<{ rows: GoodsCardRow[]; total: number }> {
  return listProductPage<GoodsCardRow>(db, goods, 'goods', goodsCardColumns, query, options);
}
