import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bannerArtSvg, bannerWavePaths } from './banner-waves.ts';

describe('banner artwork', () => {
  it('draws one path per line, spanning the full width inside the banner height', () => {
    const paths = bannerWavePaths(5, 1000, 400);
    expect(paths).toHaveLength(5);
    for (const d of paths) {
      expect(d.startsWith('M0.0 ')).toBe(true);
      expect(d).toContain('L1000.0 ');
      const ys = [...d.matchAll(/[ML][\d.]+ ([\d.-]+)/g)].map((m) => Number(m[1]));
      expect(Math.min(...ys)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...ys)).toBeLessThanOrEqual(400);
    }
  });

  it('can extend past both edges for the drift animation', () => {
    const [d] = bannerWavePaths(1, 1000, 400, 60);
    expect(d.startsWith('M-60.0 ')).toBe(true);
    expect(d).toContain('L1060.0 ');
  });

  it('is deterministic (server and client render the same SVG)', () => {
    expect(bannerWavePaths(3, 800, 300)).toEqual(bannerWavePaths(3, 800, 300));
  });
});

describe('banner-art.svg', () => {
  it('is what bannerArtSvg() draws (run `npx tsx apps/web/scripts/write-banner-art.ts` after changing it)', () => {
    const onDisk = readFileSync(new URL('./banner-art.svg', import.meta.url), 'utf8');
    expect(onDisk).toBe(bannerArtSvg());
    expect(onDisk).toContain('<path d="M-120.0');
  });
});
