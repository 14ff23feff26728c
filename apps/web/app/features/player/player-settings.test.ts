import { describe, expect, it } from 'vitest';
import { PLAYBACK_RATES, rateLabel, rateOptions } from './player-settings.ts';

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
