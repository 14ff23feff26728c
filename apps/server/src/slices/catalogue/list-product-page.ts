import { and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { TtlCache } from '../../platform/cache/ttl-cache.ts';
import type { CategoryRowsCache } from './category-filter.ts';
import { countRows, type ProductListQuery, productListWhere } from './list-filter.ts';
import { productOrder, productOrderKey } from './list-order.ts';
import type { CategoryKind } from './schema.ts';

/** Beyond this many rows skipped, the total is read first so that a page near the end can be read backwards. */
const DEEP_OFFSET = 2_000;

type ProductTable = PgTable & {
  status: PgColumn;
  isCheck: PgColumn;
  cateId: PgColumn;
  createdAt: PgColumn;
  id: PgColumn;
  salesNum: PgColumn;
  viewNum: PgColumn;
};

export interface ListOptions {
  /** false: the home sections need no total. */
  withTotal?: boolean;
  /** Totals per kind and category, reused for a few seconds (a count of 100,000 rows costs ~10 ms). */
  totals?: TtlCache<number>;
  /** Each kind's categories, so that a category's subtree costs no query per request. */
  categories?: CategoryRowsCache;
}

/**
 * One page of a product list and its total. Offsets are pages × limit, and a deep page costs a walk over
 * every row skipped, so a page in the second half of the list is read from the other end of the same index
 * (ascending, skipping total − offset − limit rows) and turned around: the last page is as cheap as the first.
 */
export async function listProductPage<Row>(
  db: DbOrTx,
  table: ProductTable,
  kind: CategoryKind,
  columns: Record<string, PgColumn | SQL.Aliased | SQL>,
  query: ProductListQuery,
  options: ListOptions = {},
): Promise<{ rows: Row[]; total: number }> {
  const where = await productListWhere(db, table, kind, query.cateId, options.categories);
  const offset = query.page * query.limit;
  const count = () =>
    options.totals
      ? options.totals.get(`${kind}:${query.cateId ?? 0}`, () => countRows(db, table, where))
      : countRows(db, table, where);
  const select = (descending: boolean, skip: number, take: number) => {
    const order = productOrder(table, query.sort, descending);
    return db
      .select(columns)
      .from(table)
      .where(skip < DEEP_OFFSET ? where : and(where, fromSkipped(descending, skip, order)))
      .orderBy(...order)
      .limit(take)
      .offset(skip < DEEP_OFFSET ? skip : 0) as unknown as Promise<Row[]>;
  };
  /**
   * Rows from the `skip`-th on. OFFSET would fetch every skipped row from the table (for a middle page of
   * 100,000 PostgreSQL rather sorts the whole list: ~11,700 buffers and a sort spilled to disk), so the
   * page's first key is found by walking the order's index alone (an index-only scan, ~200 buffers for
   * 50,000 rows) and the page is read from there: the same rows as OFFSET, ties included (the key ends with
   * the id). Not a keyset remembered between requests: any page can be asked for directly (000 §7).
   */
  const fromSkipped = (descending: boolean, skip: number, order: SQL[]) => {
    const key = sql.join(productOrderKey(table, query.sort), sql`, `);
    const first = sql`select ${key} from ${table} where ${where} order by ${sql.join(order, sql`, `)} offset ${skip} limit 1`;
    return sql`(${key}) ${descending ? sql`<=` : sql`>=`} (${first})`;
  };

  if (options.withTotal === false) return { rows: await select(true, offset, query.limit), total: 0 };
  if (offset < DEEP_OFFSET) {
    const [rows, total] = await Promise.all([select(true, offset, query.limit), count()]);
    return { rows, total };
  }
  const total = await count();
  if (offset >= total) return { rows: [], total };
  if (offset * 2 < total) return { rows: await select(true, offset, query.limit), total };
  const take = Math.min(query.limit, total - offset);
  const rows = await select(false, total - offset - take, take);
  return { rows: rows.reverse(), total };
}
