import type { DbOrTx } from '../../db/client.ts';
import { plugCardColumns, type PlugCardRow } from './card-columns.ts';
import type { ProductListQuery } from './list-filter.ts';
import { type ListOptions, listProductPage } from './list-product-page.ts';
import { plugins } from './schema.ts';

/** One page of publicly visible plugins (category subtree, newest or hottest) and, unless skipped, the total. */
export function listPlugins(
  db: DbOrTx,
  query: ProductListQuery,
  options: ListOptions = {},
): Promise<{ rows: PlugCardRow[]; total: number }> {
  return listProductPage<PlugCardRow>(db, plugins, 'plug', plugCardColumns, query, options);
}
