import { categories, type CategoryKind } from '../slices/catalogue/schema.ts';
import type { CategorySpec } from './content/category-trees.ts';
import type { SeedContext } from './seed-context.ts';

/** Ids of one kind's demo categories: by (unique) name, and the leaves that items are filed under. */
export interface CategoryIndex {
  byName: Map<string, number>;
  leaves: number[];
}

interface Pending {
  spec: CategorySpec;
  parentId: number;
  level: number;
  sort: number;
}

/** Inserts one tree level by level (one INSERT per level) and answers the ids by name. */
export async function insertCategoryTree(
  { db }: SeedContext,
  kind: CategoryKind,
  roots: CategorySpec[],
): Promise<CategoryIndex> {
  const index: CategoryIndex = { byName: new Map(), leaves: [] };
  let level: Pending[] = roots.map((spec, i) => ({ spec, parentId: 0, level: 1, sort: i + 1 }));
  while (level.length > 0) {
    const rows = await db
      .insert(categories)
      .values(
        level.map((p) => ({
          kind,
          name: p.spec.name,
          parentId: p.parentId,
          level: p.level,
          alias: p.spec.alias ?? '',
          sort: p.sort,
        })),
      )
      .returning({ id: categories.id });
    const next: Pending[] = [];
    level.forEach((p, i) => {
      const id = rows[i]!.id;
      if (index.byName.has(p.spec.name)) throw new Error(`重复的演示分类名：${kind}/${p.spec.name}`);
      index.byName.set(p.spec.name, id);
      if (!p.spec.children?.length) index.leaves.push(id);
      p.spec.children?.forEach((child, j) =>
        next.push({ spec: child, parentId: id, level: p.level + 1, sort: j + 1 }),
      );
    });
    level = next;
  }
  return index;
}

export function categoryId(index: CategoryIndex, name: string): number {
  const id = index.byName.get(name);
  if (id === undefined) throw new Error(`演示数据引用了不存在的分类：${name}`);
  return id;
}
