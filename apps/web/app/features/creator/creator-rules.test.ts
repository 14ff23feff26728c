import { describe, expect, it } from 'vitest';
import { categoryOptions, parseList, placeByIndex, removeByIndex } from './creator-rules.ts';

describe('categoryOptions', () => {
  it('groups by top level, shows paths and disables tenant branches', () => {
    const groups = categoryOptions([
      { id: 1, parent_id: 0, name: '建筑', selectable: true },
      { id: 2, parent_id: 1, name: '参数化', selectable: true },
      { id: 3, parent_id: 2, name: '幕墙', selectable: true },
      { id: 4, parent_id: 0, name: '机构', selectable: false },
      { id: 5, parent_id: 4, name: '内部', selectable: false },
    ]);
    expect(groups).toEqual([
      {
        label: '建筑',
        options: [
          { value: 2, label: '建筑 / 参数化', disabled: false },
          { value: 3, label: '建筑 / 参数化 / 幕墙', disabled: false },
        ],
      },
      { label: '机构', options: [{ value: 5, label: '机构 / 内部', disabled: true }] },
    ]);
  });
});

describe('index rule', () => {
  it('appends with length + 1, replaces an existing index, renumbers on removal', () => {
    let list = placeByIndex<{ index: number; name: string; parent?: number }>([], { name: '章' });
    list = placeByIndex(list, { name: '课', parent: 1 });
    expect(list.map((i) => i.index)).toEqual([1, 2]);
    list = placeByIndex(list, { name: '课改', parent: 1, index: 2 });
    expect(list[1]).toEqual({ name: '课改', parent: 1, index: 2 });
    list = placeByIndex(list, { name: '章二' });
    list = placeByIndex(list, { name: '课二', parent: 3 });
    expect(removeByIndex(list, 2)).toEqual([
      { name: '章', index: 1 },
      { name: '章二', index: 2 },
      { name: '课二', parent: 2, index: 3 },
    ]);
  });
});

describe('parseList (001 §3 read-back texts)', () => {
  it('turns object names and {name, url} pairs into pairs, and anything else into nothing', () => {
    expect(parseList('["a.png","b.png"]')).toEqual([
      { name: 'a.png', url: 'a.png' },
      { name: 'b.png', url: 'b.png' },
    ]);
    expect(parseList('[{"name":"介绍.png","url":"k/1.png"}]')).toEqual([
      { name: '介绍.png', url: 'k/1.png' },
    ]);
    expect(parseList('')).toEqual([]);
    expect(parseList('{"a":1}')).toEqual([]);
  });
});
