import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { coverSvg, wrapTitle } from './images.ts';
import { demoPrice } from './pricing.ts';
import { createRng } from './prng.ts';
import { makeZip } from './zip.ts';

describe('createRng', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('samples distinct items', () => {
    const picked = createRng(1).sample([1, 2, 3, 4, 5], 3);
    expect(new Set(picked).size).toBe(3);
  });
});

describe('demoPrice', () => {
  it('keeps money as 2-decimal strings and discount_price = price × rate', () => {
    const rng = createRng(7);
    for (let i = 0; i < 200; i++) {
      const p = demoPrice(rng, false, 1);
      expect(p.price).toMatch(/^\d+\.\d{2}$/);
      expect(p.hasDiscount).toBe(true);
      expect(Number(p.discountPrice)).toBeCloseTo(
        Math.round(Number(p.price) * Number(p.discountRate) * 100) / 100,
        2,
      );
      expect(Number(p.discountPrice)).toBeLessThan(Number(p.price));
    }
  });

  it('answers free prices without discount', () => {
    expect(demoPrice(createRng(3), true)).toMatchObject({
      price: '0.00',
      hasDiscount: false,
      discountRate: '1.00',
    });
  });
});

describe('makeZip', () => {
  it('writes stored entries whose headers, sizes and CRCs match the content', () => {
    const zip = makeZip([
      { name: '说明.txt', content: '你好' },
      { name: 'b.csv', content: 'a,b\n' },
    ]);
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
    const nameLength = zip.readUInt16LE(26);
    const size = zip.readUInt32LE(18);
    expect(zip.subarray(30, 30 + nameLength).toString('utf8')).toBe('说明.txt');
    const data = zip.subarray(30 + nameLength, 30 + nameLength + size);
    expect(data.toString('utf8')).toBe('你好');
    expect(zip.readUInt32LE(14)).toBe(crc32(data));
    const end = zip.subarray(zip.length - 22);
    expect(end.readUInt32LE(0)).toBe(0x06054b50);
    expect(end.readUInt16LE(10)).toBe(2);
    expect(zip.readUInt32LE(end.readUInt32LE(16))).toBe(0x02014b50);
  });
});

describe('pictures', () => {
  it('wraps long titles and escapes markup', () => {
    expect(wrapTitle('一二三四五六七八九十', 4)).toEqual(['一二三四', '五六七八', '九十']);
    expect(wrapTitle('一二三四五六七八九十一二三四', 4, 2)).toEqual(['一二三四', '五六七…']);
    const svg = coverSvg('A<B> & "C"', '课程');
    expect(svg).toContain('A&lt;B&gt; &amp; &quot;C&quot;');
    expect(svg).not.toContain('<B>');
  });

  it('draws the same picture for the same title', () => {
    expect(coverSvg('参数化幕墙', '课程')).toBe(coverSvg('参数化幕墙', '课程'));
    expect(coverSvg('参数化幕墙', '课程')).not.toBe(coverSvg('参数化表皮', '课程'));
  });
});
