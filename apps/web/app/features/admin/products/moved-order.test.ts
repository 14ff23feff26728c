import { describe, expect, it } from 'vitest';
import { movedOrder } from './moved-order.ts';

describe('movedOrder', () => {
  it('swaps a file with its neighbour, and refuses to move past either end', () => {
    expect(movedOrder([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(movedOrder([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(movedOrder([1, 2, 3], 0, -1)).toBeNull();
    expect(movedOrder([1, 2, 3], 2, 1)).toBeNull();
  });
});
