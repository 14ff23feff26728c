/** The part of a category node (contract `CategoryNode`) that the list tabs need. */
export interface TabCategory {
  id: number;
  name: string;
  level: number;
  parent_id: number;
  children_category?: TabCategory[];
}

/** Categories nest at most 4 levels (000 §9); deeper data is ignored rather than trusted. */
const MAX_LEVELS = 4;

/** The chain of nodes from a top-level category down to `id`, or [] when the tree has no such node. */
export function findCategoryPath<T extends TabCategory>(tree: readonly T[], id: number | null): T[] {
  if (id === null) return [];
  const walk = (nodes: readonly TabCategory[], depth: number): TabCategory[] | null => {
    if (depth > MAX_LEVELS) return null;
    for (const node of nodes) {
      if (node.id === id) return [node];
      const below = walk(node.children_category ?? [], depth + 1);
      if (below) return [node, ...below];
    }
    return null;
  };
  return (walk(tree, 1) ?? []) as T[];
}

/** One row of category tabs: its options, the chosen one (0 = 全部) and the node whose children it lists. */
export interface CategoryRow<T extends TabCategory> {
  level: number;
  options: T[];
  activeId: number;
  parent: T | null;
}

/**
 * The rows of tabs to show for a chosen path (000 §2.6, §2.9, §2.10): the top level always, then the
 * children of each chosen node that has any, down to level 4. Each row's active tab is the chosen node of
 * that level, or 0 (全部) when the path stops above it.
 */
export function categoryRows<T extends TabCategory>(
  tree: readonly T[],
  path: readonly T[],
): CategoryRow<T>[] {
  const rows: CategoryRow<T>[] = [{ level: 1, options: [...tree], activeId: path[0]?.id ?? 0, parent: null }];
  for (let index = 0; index < path.length && index + 1 < MAX_LEVELS; index += 1) {
    const node = path[index];
    const children = (node.children_category ?? []) as T[];
    if (children.length === 0) break;
    rows.push({ level: index + 2, options: children, activeId: path[index + 1]?.id ?? 0, parent: node });
  }
  return rows;
}

/** cateStr of the spec: the chosen ids from level 1 down, comma-joined. */
export function categoryChain(path: readonly TabCategory[]): string {
  return path.map((node) => node.id).join(',');
}
