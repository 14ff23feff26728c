import { describe, expect, it } from 'vitest';
import { subtreeIdsIn } from './category-filter.ts';

const row = (id: number, parentId: number) => ({ id, parentId });

describe('subtreeIdsIn', () => {
  it('answers the category and all its descendants, in any row order', () => {
    const rows = [row(4, 3), row(1, 0), row(3, 1), row(2, 1), row(9, 0), row(10, 9)];
    expect(subtreeIdsIn(rows, 1).sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
    expect(subtreeIdsIn(rows, 3).sort((a, b) => a - b)).toEqual([3, 4]);
    expect(subtreeIdsIn(rows, 10)).toEqual([10]);
  });

  it('answers [] for a category that is not in the list (missing, or of another kind)', () => {
    expect(subtreeIdsIn([row(1, 0)], 7)).toEqual([]);
  });

  it('goes at most 4 levels deep, as the recursive query does', () => {
    const chain = [row(1, 0), row(2, 1), row(3, 2), row(4, 3), row(5, 4)];
    expect(subtreeIdsIn(chain, 1).sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
    expect(subtreeIdsIn(chain, 2).sort((a, b) => a - b)).toEqual([2, 3, 4, 5]);
  });

  it('ends on a parent cycle, listing each category once', () => {
    expect(subtreeIdsIn([row(1, 2), row(2, 1)], 1).sort((a, b) => a - b)).toEqual([1, 2]);
  });
});
