import { describe, expect, it } from 'vitest';
import { splitHighlight } from './highlight.ts';

describe('splitHighlight', () => {
  it('marks every occurrence of every keyword, case-insensitively, keeping the original case', () => {
    expect(splitHighlight('Grasshopper 入门：grasshopper 运算器入门', ['grasshopper', '入门'])).toEqual([
      { text: 'Grasshopper', hit: true },
      { text: ' ', hit: false },
      { text: '入门', hit: true },
      { text: '：', hit: false },
      { text: 'grasshopper', hit: true },
      { text: ' 运算器', hit: false },
      { text: '入门', hit: true },
    ]);
  });

  it('prefers the longer keyword where two overlap and merges adjacent matches', () => {
    expect(splitHighlight('幕墙设计与幕墙', ['幕墙', '幕墙设计'])).toEqual([
      { text: '幕墙设计', hit: true },
      { text: '与', hit: false },
      { text: '幕墙', hit: true },
    ]);
    expect(splitHighlight('ab', ['a', 'b'])).toEqual([{ text: 'ab', hit: true }]);
  });

  it('treats regular-expression characters and HTML in keywords as plain text', () => {
    expect(splitHighlight('C++ (入门) <b>', ['c++', '(', '<b>'])).toEqual([
      { text: 'C++', hit: true },
      { text: ' ', hit: false },
      { text: '(', hit: true },
      { text: '入门) ', hit: false },
      { text: '<b>', hit: true },
    ]);
  });

  it('answers the whole text unmarked without keywords, and nothing for empty text', () => {
    expect(splitHighlight('插件', [])).toEqual([{ text: '插件', hit: false }]);
    expect(splitHighlight('插件', ['  '])).toEqual([{ text: '插件', hit: false }]);
    expect(splitHighlight('', ['a'])).toEqual([]);
  });
});
