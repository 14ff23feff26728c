import { describe, expect, it } from 'vitest';
import { progressParser } from './run-ffmpeg.ts';

describe('progressParser', () => {
  it('answers the encoded share at the end of each progress block, across chunk borders', () => {
    const seen: number[] = [];
    const feed = progressParser(10_000, (f) => seen.push(f));
    feed('frame=10\nout_time_us=2500');
    feed('000\nprogress=continue\nout_time_us=N/A\nprogress=continue\n');
    feed('out_time_us=7500000\nprogress=continue\nprogress=end\n');
    expect(seen).toEqual([0.25, 0.25, 0.75, 1]);
  });
});
