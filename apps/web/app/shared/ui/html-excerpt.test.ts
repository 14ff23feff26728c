import { describe, expect, it } from 'vitest';
import { htmlExcerpt } from './html-excerpt.ts';

describe('htmlExcerpt', () => {
  it('drops tags and scripts and decodes entities', () => {
    expect(htmlExcerpt('<h3>简介</h3><p>A &amp; B&nbsp;&#20809;</p><script>x()</script>')).toBe(
      '简介 A & B 光',
    );
  });
  it('cuts by characters, not UTF-16 units', () => {
    expect(htmlExcerpt('<p>一二三四五</p>', 3)).toBe('一二三…');
    expect(htmlExcerpt('😀😀😀', 2)).toBe('😀😀…');
  });
});
