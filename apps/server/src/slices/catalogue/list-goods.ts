import type { DbOrTx } from '../../db/client.ts';
import { goodsCardColumns, type GoodsCardRow } from './card-columns.ts';
import { countRows, productListWhere, type ProductListQuery } from './list-filter.ts';
import { productOrder } from './list-order.ts';
import { goods } from './schema.ts';

/** One page of publicly visible materials (category subtree, newest or hottest) and, unless skipped, the total. */
export async function listGoods(
  db: DbOrTx,
  query: ProductListQuery,
  options: { withTotal?: boolean } = {},
): Promise<{ rows: GoodsCardRow[]; total: number }> {
  const where = await productListWhere(db, goods, 'goods', query.cateId);
  const [rows, total] = await Promise.all([
    db
      .select(goodsCardColumns)
      .from(goods)
      .where(where)
      .orderBy(...productOrder(goods, query.sort))
      .limit(query.limit)
      .offset(query.page * query.limit),
    options.withTotal === false ? Promise.resolve(0) : countRows(db, goods, where),
  ]);
  return { rows, total };
}
