import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS, uploadMessages } from '@app/contract/web';
import { categoryOptions, parseList, placeByIndex, removeByIndex, sizeLimitLabel } from './creator-rules.ts';

describe('categoryOptions', () => {
  it('groups by top level, shows paths and disables tenant branches', () => {
    const groups = categoryOptions([
      { id: 1, parent_id: 0, name: '建筑', selectable: true },
      { id: 2, parent_id: 1, name: '参数化', selectable: true },
      { id: 3, parent_id: 2, name: '幕墙', selectable: true },
      { id: 4, parent_id: 0, name: '机构', selectable: false },
      { id: 5, parent_id: 4, name: '内部', selectable: false },
      { id: 6, parent_id: 0, name: '其他', selectable: true },
    ]);
    expect(groups).toEqual([
      {
        label: '建筑',
        options: [
          { value: 2, label: '建筑 / 参数化', name: '参数化', depth: 1, disabled: false },
          { value: 3, label: '建筑 / 参数化 / 幕墙', name: '幕墙', depth: 2, disabled: false },
        ],
      },
      {
        label: '机构',
        options: [{ value: 5, label: '机构 / 内部', name: '内部', depth: 1, disabled: true }],
      },
      { label: '其他', options: [{ value: 6, label: '其他', name: '其他', depth: 0, disabled: false }] },
    ]);
  });

  it('lists each parent followed by its own children, whatever order the levels come in', () => {
    // The server lists level by level: the old list showed A/B, A/C, then A/B/D, A/C/E (interleaved).
    const groups = categoryOptions([
      { id: 1, parent_id: 0, name: 'A', selectable: true },
      { id: 2, parent_id: 1, name: 'B', selectable: true },
      { id: 3, parent_id: 1, name: 'C', selectable: true },
      { id: 4, parent_id: 2, name: 'D', selectable: true },
      { id: 5, parent_id: 3, name: 'E', selectable: true },
    ]);
    expect(groups[0]!.options.map((o) => o.label)).toEqual(['A / B', 'A / B / D', 'A / C', 'A / C / E']);
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

describe('sizeLimitLabel', () => {
  it('names each limit as its refusal does', () => {
    expect(sizeLimitLabel(UPLOAD_LIMITS.video.maxBytes)).toBe('200M');
    expect(uploadMessages.videoSize).toContain(sizeLimitLabel(UPLOAD_LIMITS.video.maxBytes));
    expect(uploadMessages.fileSize).toContain(sizeLimitLabel(UPLOAD_LIMITS.annex.maxBytes));
    expect(uploadMessages.imageSize).toContain(sizeLimitLabel(UPLOAD_LIMITS.image.maxBytes));
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
