import { describe, expect, it } from 'vitest';
import { firstGroupOnly } from './load-home.ts';

describe('firstGroupOnly', () => {
  it('drops empty groups and keeps the cards of the first remaining one only', () => {
    const groups = [
      { name: '空', list: [] },
      { name: '参数化设计', list: [1, 2] },
      { name: '建模与渲染', list: [3] },
    ];
    expect(firstGroupOnly(groups)).toEqual([
      { name: '参数化设计', list: [1, 2] },
      { name: '建模与渲染', list: [] },
    ]);
  });

  it('answers nothing for a section without cards', () => {
    expect(firstGroupOnly([{ name: '空', list: [] }])).toEqual([]);
  });
});
