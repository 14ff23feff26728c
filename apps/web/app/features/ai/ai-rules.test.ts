import { describe, expect, it } from 'vitest';
import { aiNewsHref, confirmText, pageFromQuery } from './ai-rules.ts';

describe('AI page rules', () => {
  it('words the VIP confirm as the spec does', () => {
    expect(confirmText(30, '月度')).toBe('确定支付30光子开通月度VIP吗');
    expect(confirmText(998.5, '永久')).toBe('确定支付998.5光子开通永久VIP吗');
  });

  it('keeps only what differs from the defaults in the news address', () => {
    expect(aiNewsHref({ cate: 0, page: 1, keywords: '' })).toBe('/ai/news');
    expect(aiNewsHref({ cate: 2, page: 3, keywords: '渲染技巧' })).toBe(
      `/ai/news?cate=2&page=3&keywords=${encodeURIComponent('渲染技巧')}`,
    );
  });

  it('reads a page number, falling back to 1', () => {
    expect(pageFromQuery('4')).toBe(4);
    for (const bad of [null, '', '0', '-2', '1.5', 'x']) expect(pageFromQuery(bad)).toBe(1);
  });
});
