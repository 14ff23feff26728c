import { describe, expect, it } from 'vitest';
import { AUTO_LEVEL, PLAYBACK_RATES, qualityOptions, rateLabel, rateOptions } from './player-settings.ts';

describe('speed list (002 §9)', () => {
  it('offers 2.0 / 1.5 / 1.25 / 1.0 / 0.5 with 1.0 as default', () => {
    expect(PLAYBACK_RATES).toEqual([2, 1.5, 1.25, 1, 0.5]);
    const options = rateOptions();
    expect(options.map((option) => option.html)).toEqual(['2.0x', '1.5x', '1.25x', '1.0x', '0.5x']);
    expect(options.filter((option) => option.default).map((option) => option.value)).toEqual([1]);
  });
  it('never rounds 1.25', () => {
    expect(rateLabel(1.25)).toBe('1.25x');
  });
});

describe('quality list from the HLS ladder', () => {
  it("puts '自动' first, then heights from the highest, pointing at the level index", () => {
    const options = qualityOptions([
      { height: 480, bitrate: 900_000 },
      { height: 1080, bitrate: 5_000_000 },
      { height: 720, bitrate: 2_500_000 },
    ]);
    expect(options).toEqual([
      { html: '自动', value: AUTO_LEVEL, default: true },
      { html: '1080P', value: 1, default: false },
      { html: '720P', value: 2, default: false },
      { html: '480P', value: 0, default: false },
    ]);
  });
  it('keeps the best bitrate of a height and skips audio-only levels', () => {
    const options = qualityOptions([
      { height: 720, bitrate: 1_000_000 },
      { height: 720, bitrate: 2_000_000 },
      { height: 0, bitrate: 128_000 },
    ]);
    expect(options.map((option) => [option.html, option.value])).toEqual([
      ['自动', AUTO_LEVEL],
      ['720P', 1],
    ]);
  });
  it('marks a chosen level instead of auto', () => {
    const options = qualityOptions(
      [
        { height: 720, bitrate: 1 },
        { height: 480, bitrate: 1 },
      ],
      1,
    );
    expect(options.find((option) => option.default)?.html).toBe('480P');
  });
});
