import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.ts';

describe('plainText', () => {
  it('drops tags and scripts, decodes entities and collapses whitespace', () => {
    expect(
      plainText(
        '<h3>简介</h3><p>参数化&nbsp;设计 &amp; 渲染</p>\n<script>alert(1)</script><ul><li>一</li></ul>',
      ),
    ).toBe('简介 参数化 设计 & 渲染 一');
    expect(plainText('&#20013;&#x6587; &unknown; &lt;b&gt;')).toBe('中文 &unknown; <b>');
  });

  it('cuts to the limit by characters, never inside a character', () => {
    const long = '幕'.repeat(149) + '😀' + '墙'.repeat(10);
    const cut = plainText(`<p>${long}</p>`);
    expect([...cut]).toHaveLength(150);
    expect(cut.endsWith('😀')).toBe(true);
    expect(plainText('短文本', 150)).toBe('短文本');
  });
});
