import type { CategoryNode } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { TtlCache } from '../../platform/cache/ttl-cache.ts';
import { categories, type CategoryKind } from './schema.ts';
import { buildCategoryTree, type CategoryRow } from './build-category-tree.ts';

/** One kind's categories, flat, in display order (level, sort, id). */
export function listCategoryRows(db: DbOrTx, kind: CategoryKind): Promise<CategoryRow[]> {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      parentId: categories.parentId,
      level: categories.level,
      alias: categories.alias,
    })
    .from(categories)
    .where(eq(categories.kind, kind))
    .orderBy(asc(categories.level), asc(categories.sort), asc(categories.id));
}

/** Each kind's category rows, reused for a few seconds: operators change categories rarely. */
export type CategoryRowsCache = TtlCache<CategoryRow[]>;

/** One kind's category rows, from `cache` when given. */
export function readCategoryRows(
  db: DbOrTx,
  kind: CategoryKind,
  cache?: CategoryRowsCache,
): Promise<CategoryRow[]> {
  return cache ? cache.get(kind, () => listCategoryRows(db, kind)) : listCategoryRows(db, kind);
}

/** The whole tree of one kind, read in a single query (or from `cache`) and nested in memory. */
export async function loadCategoryTree(
  db: DbOrTx,
  kind: CategoryKind,
  cache?: CategoryRowsCache,
): Promise<CategoryNode[]> {
  return buildCategoryTree(await readCategoryRows(db, kind, cache));
}
