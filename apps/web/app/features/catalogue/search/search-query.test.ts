import { describe, expect, it } from 'vitest';
import { readSearchQuery, resultHref, searchHref } from './search-query.ts';

describe('search query', () => {
  it('reads keywords, tag, type and page, defaulting to 课程', () => {
    expect(readSearchQuery(new URLSearchParams('keywords=%20幕墙%20&type=news&page=2'))).toEqual({
      keywords: '幕墙',
      tag: null,
      type: 'news',
      page: 2,
    });
    expect(readSearchQuery(new URLSearchParams('tag=4&type=bogus&page=x'))).toEqual({
      keywords: '',
      tag: 4,
      type: 'course',
      page: 1,
    });
  });

  it('switches tab back to page 1 and keeps keywords and tag', () => {
    const query = { keywords: 'Rhino 曲面', tag: 3, type: 'course' as const, page: 4 };
    expect(searchHref(query, { type: 'users' })).toBe(
      '/search?keywords=Rhino+%E6%9B%B2%E9%9D%A2&tag=3&type=users',
    );
    expect(searchHref(query, { page: 2 })).toBe(
      '/search?keywords=Rhino+%E6%9B%B2%E9%9D%A2&tag=3&type=course&page=2',
    );
  });

  it('links each result type to its page', () => {
    expect(resultHref('course', 1)).toBe('/coursepage/1');
    expect(resultHref('plug', 2)).toBe('/plug/2');
    expect(resultHref('goods', 3)).toBe('/periphery/3');
    expect(resultHref('users', 4)).toBe('/userfans/4');
    expect(resultHref('news', 5)).toBe('/news/5');
  });
});
