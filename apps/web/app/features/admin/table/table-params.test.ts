import { describe, expect, it } from 'vitest';
import { apiPaging, nextSearch, readPage } from './table-params.ts';

describe('admin table params', () => {
  it('reads page and size with safe fallbacks', () => {
    expect(readPage(new URLSearchParams('page=3&size=50'))).toEqual({ page: 3, limit: 50 });
    expect(readPage(new URLSearchParams('page=0&size=7'))).toEqual({ page: 1, limit: 20 });
    expect(readPage(new URLSearchParams('page=abc'))).toEqual({ page: 1, limit: 20 });
    expect(apiPaging({ page: 3, limit: 50 })).toEqual({ offset: 2, limit: 50 });
  });

  it('drops empty values and goes back to page 1 when a filter changes', () => {
    const current = new URLSearchParams('page=4&status=1&keywords=abc');
    expect(nextSearch(current, { keywords: '' }).toString()).toBe('status=1');
    expect(nextSearch(current, { page: 5 }).toString()).toBe('page=5&status=1&keywords=abc');
    expect(nextSearch(current, { status: 2, page: 2 }).toString()).toBe('page=2&status=2&keywords=abc');
  });
});
