import { CATEGORY_MAX_LEVEL } from '@app/contract';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { CategoryRow } from './build-category-tree.ts';
import { type CategoryRowsCache, readCategoryRows } from './load-category-tree.ts';

export type { CategoryRowsCache };
import type { CategoryKind } from './schema.ts';

/**
 * A category and all its descendants, in one recursive query: choosing a level-1 category lists items
 * filed under any of its levels 2–4. Depth is capped at 4 levels and `union` drops repeats, so a cycle in
 * bad admin data cannot loop. A missing category, or one of another kind, answers [].
 */
export async function descendantCategoryIds(
  db: DbOrTx,
  kind: CategoryKind,
  cateId: number,
): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    with recursive tree(id, depth) as (
      select id, 1 from categories where id = ${cateId} and kind = ${kind}
      union
      select c.id, tree.depth + 1 from categories c join tree on c.parent_id = tree.id
      where tree.depth < ${CATEGORY_MAX_LEVEL} and c.kind = ${kind}
    )
    select distinct id from tree`);
  // node-postgres answers {rows}, PGlite's driver an array-like result with rows too: read both.
  const rows = (Array.isArray(result) ? result : (result as { rows: { id: number }[] }).rows) as {
    id: number;
  }[];
  return rows.map((r) => Number(r.id));
}

/**
 * The same subtree as descendantCategoryIds, found in one kind's category list in memory: the category
 * itself and its descendants down to 4 levels, each once (a parent cycle cannot loop); [] if it is missing.
 */
export function subtreeIdsIn(rows: Pick<CategoryRow, 'id' | 'parentId'>[], cateId: number): number[] {
  if (!rows.some((r) => r.id === cateId)) return [];
  const found = new Set([cateId]);
  let level = [cateId];
  for (let depth = 1; depth < CATEGORY_MAX_LEVEL && level.length > 0; depth++) {
    const parents = new Set(level);
    level = rows.filter((r) => parents.has(r.parentId) && !found.has(r.id)).map((r) => r.id);
    for (const id of level) found.add(id);
  }
  return [...found];
}

/**
 * The condition "filed under this category or below it", as a list of ids the planner can estimate
 * (each list query then uses the partial `<table>_cate_idx` for its count). Absent or 0 = no condition.
 * With `categories` the subtree comes from the cached category list instead of a query per request.
 */
export async function categoryCondition(
  db: DbOrTx,
  column: PgColumn,
  kind: CategoryKind,
  cateId: number | undefined,
  categories?: CategoryRowsCache,
): Promise<SQL | undefined> {
  if (!cateId) return undefined;
  const ids = categories
    ? subtreeIdsIn(await readCategoryRows(db, kind, categories), cateId)
    : await descendantCategoryIds(db, kind, cateId);
  return ids.length > 0 ? inArray(column, ids) : sql`false`;
}
