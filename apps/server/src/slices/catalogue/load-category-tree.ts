import type { CategoryNode } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
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

/** The whole tree of one kind, read in a single query and nested in memory. */
export async function loadCategoryTree(db: DbOrTx, kind: CategoryKind): Promise<CategoryNode[]> {
  return buildCategoryTree(await listCategoryRows(db, kind));
}
