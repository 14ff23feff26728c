import { CATEGORY_MAX_LEVEL, type CategoryNode } from '@app/contract';

export interface CategoryRow {
  id: number;
  name: string;
  parentId: number;
  level: number;
  alias: string;
}

/**
 * Turns one kind's flat category list into the nested tree the API answers. Children keep the order of
 * `rows` and are attached only after every node exists, so parents may come after their children.
 * A row whose parent is missing becomes a root (an operator deleted the parent). Whatever the stored
 * levels say, nothing deeper than 4 levels is shown, and rows caught in a parent cycle are left out.
 */
export function buildCategoryTree(rows: CategoryRow[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      name: row.name,
      level: row.level,
      parent_id: row.parentId,
      alias: row.alias,
      children_category: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId && row.parentId !== row.id ? nodes.get(row.parentId) : undefined;
    if (parent) parent.children_category.push(node);
    else roots.push(node);
  }
  // Walking down from the roots both caps the depth and drops cycles (they are unreachable from a root).
  const prune = (list: CategoryNode[], depth: number): CategoryNode[] =>
    list.map((node) => ({
      ...node,
      children_category: depth >= CATEGORY_MAX_LEVEL ? [] : prune(node.children_category, depth + 1),
    }));
  return prune(roots, 1);
}
