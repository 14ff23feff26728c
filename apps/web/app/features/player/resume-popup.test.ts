import { describe, expect, it } from 'vitest';
import { clockTime, resumeLine } from './resume-popup.ts';

describe('the resume popup line (002 §9)', () => {
  it('shows the position as the player clock does', () => {
    expect(clockTime(0)).toBe('00:00');
    expect(clockTime(3.9)).toBe('00:03');
    expect(clockTime(75)).toBe('01:15');
    expect(clockTime(3599)).toBe('59:59');
    expect(clockTime(3725)).toBe('1:02:05');
    expect(clockTime(Number.NaN)).toBe('00:00');
    expect(clockTime(-5)).toBe('00:00');
  });

  it('words it in Chinese, or in the spec’s English for en', () => {
    expect(resumeLine(75, 'zh-cn')).toBe('上次看到 01:15');
    expect(resumeLine(75, 'en')).toBe('last watched at 01:15');
  });
});
