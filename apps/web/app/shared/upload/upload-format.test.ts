import { describe, expect, it } from 'vitest';
import { formatRemaining, formatSpeed } from './upload-format.ts';

describe('upload numbers', () => {
  it('formats speed and remaining time', () => {
    expect(formatSpeed(2.5 * 1024 * 1024)).toBe('2.5 MB/s');
    expect(formatSpeed(2048)).toBe('2 KB/s');
    expect(formatRemaining(null)).toBe('计算中');
    expect(formatRemaining(65)).toBe('1分05秒');
    expect(formatRemaining(3720)).toBe('1小时2分');
  });
});
