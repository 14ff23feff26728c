import { describe, expect, it } from 'vitest';
import { DEFAULT_STIME_MS, drawnMode, newDanmaku, toDrawn } from './danmaku-rules.ts';

describe('newDanmaku', () => {
  it('sends nothing for an empty or blank input', () => {
    expect(newDanmaku('', 10)).toBeNull();
    expect(newDanmaku('  \u200b ', 10)).toBeNull();
  });
  it('stamps the current time in ms, or 1000 ms before anything played', () => {
    expect(newDanmaku(' 好 ', 12.3456, () => 0)).toEqual({
      text: '好',
      mode: 1,
      stime: 12346,
      size: 16,
      color: 0xffffff,
    });
    expect(newDanmaku('好', 0)!.stime).toBe(DEFAULT_STIME_MS);
    expect(newDanmaku('好', Number.NaN)!.stime).toBe(DEFAULT_STIME_MS);
  });
  it('picks size and colour from the spec lists, including the last entries', () => {
    const last = newDanmaku('好', 1, () => 0.9999)!;
    expect(last.size).toBe(45);
    expect(last.color).toBe(0x3f9fff);
  });
});

describe('drawing stored comments', () => {
  it('maps top and bottom, everything else scrolls', () => {
    expect([1, 4, 5, 6, 7, 8, 17].map(drawnMode)).toEqual([0, 2, 1, 0, 0, 0, 0]);
  });
  it('converts time, colour and size', () => {
    expect(toDrawn({ text: 'a', mode: 5, stime: 2500, size: 36, color: 0xfe0302 }, true)).toEqual({
      text: 'a',
      mode: 1,
      color: '#fe0302',
      time: 2.5,
      border: true,
      style: { fontSize: '36px' },
    });
  });
});
