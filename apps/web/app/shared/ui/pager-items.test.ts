import { describe, expect, it } from 'vitest';
import { pagerItems, type PagerItem } from './pager-items.ts';

const show = (items: PagerItem[]) =>
  items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ');

describe('pagerItems', () => {
  it('lists every page when they fit', () => {
    expect(show(pagerItems(1, 1))).toBe('1');
    expect(show(pagerItems(2, 7))).toBe('1 2 3 4 5 6 7');
  });

  it('keeps first, last and the neighbours of the current page, with gaps between', () => {
    expect(show(pagerItems(6, 20))).toBe('1 … 5 6 7 … 20');
    expect(show(pagerItems(1, 20))).toBe('1 2 3 4 5 … 20');
    expect(show(pagerItems(4, 20))).toBe('1 2 3 4 5 … 20');
    expect(show(pagerItems(17, 20))).toBe('1 … 16 17 18 19 20');
    expect(show(pagerItems(20, 20))).toBe('1 … 16 17 18 19 20');
  });

  it('makes a gap jump three pages from the current one, never past the ends', () => {
    const items = pagerItems(6, 20);
    expect(items[1]).toEqual({ kind: 'gap', side: 'prev', page: 3 });
    expect(items[5]).toEqual({ kind: 'gap', side: 'next', page: 9 });
  });

  it('clamps a current page outside the range and answers nothing for no pages', () => {
    expect(show(pagerItems(99, 20))).toBe('1 … 16 17 18 19 20');
    expect(pagerItems(1, 0)).toEqual([]);
  });
});
