import { describe, expect, it } from 'vitest';
import { categoryChain, categoryRows, findCategoryPath, type TabCategory } from './category-path.ts';

const node = (id: number, level: number, parent_id: number, children: TabCategory[] = []): TabCategory => ({
  id,
  name: `c${id}`,
  level,
  parent_id,
  children_category: children,
});

const tree = [
  node(1, 1, 0, [node(6, 2, 1, [node(16, 3, 6, [node(30, 4, 16)]), node(17, 3, 6)]), node(7, 2, 1)]),
  node(2, 1, 0),
];

describe('category tabs', () => {
  it('finds the chain from the top level down to any node', () => {
    expect(findCategoryPath(tree, 30).map((n) => n.id)).toEqual([1, 6, 16, 30]);
    expect(findCategoryPath(tree, 7).map((n) => n.id)).toEqual([1, 7]);
    expect(findCategoryPath(tree, 99)).toEqual([]);
    expect(findCategoryPath(tree, null)).toEqual([]);
  });

  it('shows only the top row when nothing is chosen', () => {
    const rows = categoryRows(tree, []);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ level: 1, activeId: 0, parent: null });
  });

  it('adds a row for the children of each chosen node, 全部 active below the chosen one', () => {
    const rows = categoryRows(tree, findCategoryPath(tree, 6));
    expect(rows.map((r) => [r.level, r.activeId, r.parent?.id ?? null])).toEqual([
      [1, 1, null],
      [2, 6, 1],
      [3, 0, 6],
    ]);
  });

  it('stops at a leaf and never passes level 4', () => {
    expect(categoryRows(tree, findCategoryPath(tree, 2))).toHaveLength(1);
    const deep = categoryRows(tree, findCategoryPath(tree, 30));
    expect(deep.map((r) => r.activeId)).toEqual([1, 6, 16, 30]);
  });

  it('joins the chosen ids as cateStr', () => {
    expect(categoryChain(findCategoryPath(tree, 30))).toBe('1,6,16,30');
    expect(categoryChain([])).toBe('');
  });
});
