import { describe, expect, it } from 'vitest';
import { withoutHidden } from './load-category-tree.ts';

const row = (id: number, parentId: number, hidden = false) => ({
  id,
  name: `分类${id}`,
  parentId,
  level: parentId ? 2 : 1,
  alias: '',
  hidden,
});

describe('withoutHidden', () => {
  it('drops a hidden category with everything below it and keeps the rest in order', () => {
    const rows = [row(1, 0), row(2, 0, true), row(3, 1), row(4, 2), row(5, 4)];
    expect(withoutHidden(rows).map((r) => r.id)).toEqual([1, 3]);
    expect(withoutHidden(rows)[0]).not.toHaveProperty('hidden');
  });

  it('stops on a parent cycle instead of looping', () => {
    expect(withoutHidden([row(1, 2), row(2, 1)]).map((r) => r.id)).toEqual([1, 2]);
  });
});
