import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories, type CategoryKind } from './schema.ts';

/** Home sections (000 §2.4): at most 6 tabs, each with the 8 newest items of one top-level category. */
export const HOME_GROUP_MAX = 6;
export const HOME_GROUP_SIZE = 8;

/**
 * One group per top-level category of `kind` (in the operators' sort order) whose subtree has items,
 * named after the category; categories without items are skipped, and reading stops at 6 groups.
 * `loadNewest(cateId)` answers up to 8 newest visible items of that subtree.
 */
export async function listHomeGroups<Row>(
  db: DbOrTx,
  kind: CategoryKind,
  loadNewest: (cateId: number) => Promise<Row[]>,
): Promise<{ name: string; list: Row[] }[]> {
  const roots = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.kind, kind), eq(categories.parentId, 0)))
    .orderBy(asc(categories.sort), asc(categories.id));
  const groups: { name: string; list: Row[] }[] = [];
  for (const root of roots) {
    if (groups.length >= HOME_GROUP_MAX) break;
    const list = await loadNewest(root.id);
    if (list.length > 0) groups.push({ name: root.name, list });
  }
  return groups;
}
