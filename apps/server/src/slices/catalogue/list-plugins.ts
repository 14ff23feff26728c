import type { DbOrTx } from '../../db/client.ts';
import { plugCardColumns, type PlugCardRow } from './card-columns.ts';
import { countRows, productListWhere, type ProductListQuery } from './list-filter.ts';
import { productOrder } from './list-order.ts';
import { plugins } from './schema.ts';

/** One page of publicly visible plugins (category subtree, newest or hottest) and, unless skipped, the total. */
export async function listPlugins(
  db: DbOrTx,
  query: ProductListQuery,
  options: { withTotal?: boolean } = {},
): Promise<{ rows: PlugCardRow[]; total: number }> {
  const where = await productListWhere(db, plugins, 'plug', query.cateId);
  const [rows, total] = await Promise.all([
    db
      .select(plugCardColumns)
      .from(plugins)
      .where(where)
      .orderBy(...productOrder(plugins, query.sort))
      .limit(query.limit)
      .offset(query.page * query.limit),
    options.withTotal === false ? Promise.resolve(0) : countRows(db, plugins, where),
  ]);
  return { rows, total };
}
