import { describe, expect, it } from 'vitest';
import { categoryHref, pageHref, positiveInt, readListQuery, sortHref } from './list-query.ts';

const q = (s: string) => new URLSearchParams(s);

describe('list query', () => {
  it('reads what the header menu passes', () => {
    expect(readListQuery(q('id=6&name=G&parent_id=1&level=2&parent_name=Grasshopper'), 'id')).toEqual({
      cateId: 6,
      level: 2,
      sort: 0,
      page: 1,
      parentName: 'Grasshopper',
    });
    expect(readListQuery(q('cate_id=12&level=2'), 'cate_id').cateId).toBe(12);
  });

  it('falls back to the last id of cateStr, and ignores the other list key', () => {
    expect(readListQuery(q('cateStr=1,6,16'), 'id').cateId).toBe(16);
    expect(readListQuery(q('cate_id=5'), 'id').cateId).toBeNull();
  });

  it('treats malformed values as absent', () => {
    const read = readListQuery(q('id=abc&tab=9&page=-2&cateStr=x,'), 'id');
    expect(read).toMatchObject({ cateId: null, level: null, sort: 0, page: 1 });
    expect(readListQuery(q('level=1'), 'id').level).toBeNull();
    expect(readListQuery(q('id=3&level=7'), 'id').level).toBeNull();
    expect(readListQuery(q('tab=1&page=3'), 'id')).toMatchObject({ sort: 1, page: 3 });
    expect(positiveInt('0')).toBeNull();
    expect(positiveInt('99999999999')).toBeNull();
  });

  it('writes a category choice, keeping the sort and resetting the page', () => {
    const href = categoryHref('/course', q('id=1&tab=1&page=4&name=x'), 'id', {
      id: 16,
      name: '入门基础',
      level: 3,
      parent_id: 6,
      chain: '1,6,16',
    });
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/course');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tab: '1',
      id: '16',
      level: '3',
      parent_id: '6',
      parent_name: '入门基础',
      cateStr: '1,6,16',
    });
  });

  it('clears every category parameter for 全部', () => {
    expect(categoryHref('/plug', q('cate_id=3&level=1&parent_name=a&cateStr=3&tab=1'), 'cate_id', null)).toBe(
      '/plug?tab=1',
    );
  });

  it('writes sort and page changes', () => {
    expect(sortHref('/plug', q('cate_id=3&page=2'), 1)).toBe('/plug?cate_id=3&tab=1');
    expect(sortHref('/plug', q('cate_id=3&tab=1'), 0)).toBe('/plug?cate_id=3');
    expect(pageHref('/news', q('cate_id=3'), 2)).toBe('/news?cate_id=3&page=2');
    expect(pageHref('/news', q('cate_id=3&page=2'), 1)).toBe('/news?cate_id=3');
  });
});
