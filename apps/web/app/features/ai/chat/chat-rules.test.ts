import { describe, expect, it } from 'vitest';
import {
  canSend,
  confirmText,
  hasNextBatch,
  htmlTextLength,
  nextHotPage,
  PRICE_HINT,
  showPriceHint,
  typedHtml,
} from './chat-rules.ts';

describe('chat rules (002 §2, §4, §5)', () => {
  it('confirm text: a free use while any is left, else the price in 光子', () => {
    expect(confirmText(3)).toBe('将消耗免费一次进行回答');
    expect(confirmText(1)).toBe('将消耗免费一次进行回答');
    expect(confirmText(0)).toBe('是否使用0.02光子回答一次');
    expect(PRICE_HINT).toBe('0.02光子/次');
  });

  it('price hint only for a non-VIP with no free use left and an empty box', () => {
    expect(showPriceHint({ isVip: false, freeChat: 0, draft: '' })).toBe(true);
    expect(showPriceHint({ isVip: false, freeChat: 0, draft: '  ' })).toBe(true);
    expect(showPriceHint({ isVip: false, freeChat: 0, draft: '插件' })).toBe(false);
    expect(showPriceHint({ isVip: false, freeChat: 1, draft: '' })).toBe(false);
    expect(showPriceHint({ isVip: true, freeChat: 0, draft: '' })).toBe(false);
  });

  it('hot questions: 换一批 beyond one batch, wrapping to the first when the next would pass the end', () => {
    expect(hasNextBatch(9, 9)).toBe(false);
    expect(hasNextBatch(10, 9)).toBe(true);
    expect(nextHotPage(0, 9, 14)).toBe(1);
    expect(nextHotPage(1, 9, 14)).toBe(0);
    expect(nextHotPage(0, 9, 18)).toBe(1);
    expect(nextHotPage(1, 9, 18)).toBe(0);
  });

  it('sends only a question with more than whitespace, and not while busy', () => {
    expect(canSend('  \n', false)).toBe(false);
    expect(canSend('插件', false)).toBe(true);
    expect(canSend('插件', true)).toBe(false);
  });
});

describe('typedHtml (typing out an HTML answer)', () => {
  const html = '<p><strong>站内</strong>资料 &amp; 链接</p><ul><li><a href="/plug/1">插件</a></li></ul>';

  it('counts text characters, an entity as one', () => {
    expect(htmlTextLength(html)).toBe(11);
  });

  it('shows the first characters with their open elements closed', () => {
    expect(typedHtml(html, 0)).toBe('');
    expect(typedHtml(html, 1)).toBe('<p><strong>站</strong></p>');
    expect(typedHtml(html, 5)).toBe('<p><strong>站内</strong>资料 </p>');
    expect(typedHtml(html, 6)).toBe('<p><strong>站内</strong>资料 &amp;</p>');
    expect(typedHtml(html, 10)).toBe(
      '<p><strong>站内</strong>资料 &amp; 链接</p><ul><li><a href="/plug/1">插</a></li></ul>',
    );
    expect(typedHtml(html, 99)).toBe(html);
  });

  it('keeps void elements and never splits a character outside the BMP', () => {
    expect(typedHtml('<p>a<br>b😀c</p>', 3)).toBe('<p>a<br>b😀</p>');
  });
});
