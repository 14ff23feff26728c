import { describe, expect, it } from 'vitest';
import { searchHref } from './search-rule.ts';

describe('header search rule', () => {
  it('goes to /search with the trimmed keyword', () => {
    expect(searchHref('  犀牛 参数化 ', null)).toBe(
      '/search?keywords=%E7%8A%80%E7%89%9B+%E5%8F%82%E6%95%B0%E5%8C%96',
    );
  });

  it('stays when the keyword is empty or blank', () => {
    expect(searchHref('', null)).toBeNull();
    expect(searchHref('   ', 'x')).toBeNull();
  });

  it('stays when the keyword equals the current query', () => {
    expect(searchHref('vray', 'vray')).toBeNull();
    expect(searchHref('vray', 'keyshot')).toBe('/search?keywords=vray');
  });

  it('can target the AI news search', () => {
    expect(searchHref('AI', null, '/ai/news')).toBe('/ai/news?keywords=AI');
  });
});
