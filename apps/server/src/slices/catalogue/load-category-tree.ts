import type { CategoryNode } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { TtlCache } from '../../platform/cache/ttl-cache.ts';
import { categories, type CategoryKind } from './schema.ts';
import { buildCategoryTree, type CategoryRow } from './build-category-tree.ts';

/**
 * One kind's categories as the public and creators see them, flat, in display order (level, sort, id): a
 * category staff hid is left out with everything below it (else its children would surface as roots).
 */
export async function listCategoryRows(db: DbOrTx, kind: CategoryKind): Promise<CategoryRow[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      parentId: categories.parentId,
      level: categories.level,
      alias: categories.alias,
      hidden: categories.hidden,
    })
    .from(categories)
    .where(eq(categories.kind, kind))
    .orderBy(asc(categories.level), asc(categories.sort), asc(categories.id));
  return withoutHidden(rows);
}

/** Rows with no hidden category on their way up (a parent cycle stops after a few steps). */
export function withoutHidden(rows: (CategoryRow & { hidden: boolean })[]): CategoryRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const hiddenOnPath = (row: (typeof rows)[number]): boolean => {
    for (let at: typeof row | undefined = row, depth = 0; at && depth < 8; depth++) {
      if (at.hidden) return true;
      at = at.parentId ? byId.get(at.parentId) : undefined;
    }
    return false;
  };
  return rows.filter((r) => !hiddenOnPath(r)).map(({ hidden: _hidden, ...row }) => row);
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
