import { describe, expect, it } from 'vitest';
import { bannerArtLines, bannerWavePaths } from './banner-waves.ts';

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

describe('banner art lines', () => {
  it('are 22 curves starting past the left edge, every fifth one thicker', () => {
    const lines = bannerArtLines();
    expect(lines).toHaveLength(22);
    expect(lines.every((l) => l.d.startsWith('M-120.0 ') && l.d.includes('L1560.0 '))).toBe(true);
    expect(lines.map((l) => l.strokeWidth).slice(0, 6)).toEqual([1.6, 0.8, 0.8, 0.8, 0.8, 1.6]);
  });
});
