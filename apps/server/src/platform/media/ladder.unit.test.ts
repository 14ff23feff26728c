import { describe, expect, it } from 'vitest';
import { planLadder } from './ladder.ts';

describe('planLadder', () => {
  it('keeps every rung at or below the source height', () => {
    expect(planLadder({ width: 1920, height: 1080 }).map((r) => r.name)).toEqual(['1080p', '720p', '480p']);
    expect(planLadder({ width: 1280, height: 720 }).map((r) => [r.name, r.width])).toEqual([
      ['720p', 1280],
      ['480p', 854],
    ]);
    expect(planLadder({ width: 2560, height: 1440 })[0]!.height).toBe(1080);
  });

  it('answers one rung at the source size when the source is smaller than 480p', () => {
    expect(planLadder({ width: 320, height: 241 })).toEqual([
      { name: '240p', width: 320, height: 240, videoKbps: 600 },
    ]);
  });

  it('keeps portrait videos upright with even widths', () => {
    const [top] = planLadder({ width: 1080, height: 1920 });
    expect(top).toMatchObject({ height: 1080, width: 608 });
  });
});
