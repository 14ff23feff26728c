import { describe, expect, it } from 'vitest';
import { buildCategoryTree, type CategoryRow } from './build-category-tree.ts';

const row = (id: number, parentId: number, level: number, alias = ''): CategoryRow => ({
  id,
  name: `c${id}`,
  parentId,
  level,
  alias,
});

describe('buildCategoryTree', () => {
  it('nests rows by parent id, whatever order they come in, keeping sibling order', () => {
    const tree = buildCategoryTree([
      row(4, 3, 3),
      row(1, 0, 1),
      row(3, 1, 2),
      row(2, 1, 2),
      row(5, 4, 4, 'tenant'),
    ]);
    expect(tree).toHaveLength(1);
    expect(tree[0]!.children_category.map((n) => n.id)).toEqual([3, 2]);
    expect(tree[0]!.children_category[0]!.children_category[0]!.children_category[0]).toEqual({
      id: 5,
      name: 'c5',
      level: 4,
      parent_id: 4,
      alias: 'tenant',
      children_category: [],
    });
  });

  it('shows orphans as roots', () => {
    const tree = buildCategoryTree([row(1, 0, 1), row(2, 99, 2)]);
    expect(tree.map((n) => n.id)).toEqual([1, 2]);
  });

  it('never shows more than 4 levels, whatever the stored levels say', () => {
    const tree = buildCategoryTree([row(1, 0, 1), row(2, 1, 2), row(3, 2, 2), row(4, 3, 2), row(5, 4, 2)]);
    const fourth = tree[0]!.children_category[0]!.children_category[0]!.children_category[0]!;
    expect(fourth.id).toBe(4);
    expect(fourth.children_category).toEqual([]);
  });

  it('leaves out rows caught in a parent cycle', () => {
    expect(buildCategoryTree([row(1, 0, 1), row(2, 3, 2), row(3, 2, 2)]).map((n) => n.id)).toEqual([1]);
  });

  it('never loops on a row that names itself as parent', () => {
    expect(buildCategoryTree([row(7, 7, 1)]).map((n) => n.id)).toEqual([7]);
  });
});
