import { and, count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { categoryCondition, type CategoryRowsCache } from './category-filter.ts';
import type { CategoryKind } from './schema.ts';
import { publiclyVisible } from '../../kernel/visibility/index.ts';

/** One page of a product list: `page` is the zero-based page number the API calls offset. */
export interface ProductListQuery {
  sort: number;
  limit: number;
  page: number;
  /** A category of the list's kind; its descendants are included. Absent or 0 = every category. */
  cateId?: number;
}

/** Publicly visible rows, optionally within a category subtree. */
export async function productListWhere(
  db: DbOrTx,
  table: { status: PgColumn; isCheck: PgColumn; cateId: PgColumn },
  kind: CategoryKind,
  cateId: number | undefined,
  categories?: CategoryRowsCache,
): Promise<SQL> {
  return and(publiclyVisible(table), await categoryCondition(db, table.cateId, kind, cateId, categories))!;
}

export async function countRows(db: DbOrTx, table: PgTable, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}
