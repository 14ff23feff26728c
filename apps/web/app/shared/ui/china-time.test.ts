import { describe, expect, it } from 'vitest';
import { chinaDateKey, parseChinaTime, relativeChinaTime } from './china-time.ts';

describe('parseChinaTime', () => {
  it('reads API times as UTC+8 whatever the runtime zone', () => {
    expect(parseChinaTime('2025-04-11 10:00:00').toISOString()).toBe('2025-04-11T02:00:00.000Z');
    expect(parseChinaTime('2025-04-11T10:00').toISOString()).toBe('2025-04-11T02:00:00.000Z');
  });
  it('leaves other formats to the Date parser', () => {
    expect(parseChinaTime('2025-04-11T02:00:00Z').toISOString()).toBe('2025-04-11T02:00:00.000Z');
  });
});

describe('relativeChinaTime', () => {
  const now = new Date('2025-04-11T02:00:00Z'); // 10:00 in China
  it('follows the spec steps', () => {
    expect(relativeChinaTime('2025-04-11 09:55:00', now)).toBe('刚刚');
    expect(relativeChinaTime('2025-04-11 09:30:00', now)).toBe('30分钟前');
    expect(relativeChinaTime('2025-04-11 07:00:00', now)).toBe('3小时前');
    expect(relativeChinaTime('2025-04-01 10:00:00', now)).toBe('10天前');
  });
  it('shows unreadable text unchanged', () => {
    expect(relativeChinaTime('不是时间', now)).toBe('不是时间');
  });
});

describe('chinaDateKey', () => {
  it('turns over at midnight China time, not UTC', () => {
    expect(chinaDateKey(new Date('2025-04-10T15:59:59Z'))).toBe('2025-04-10');
    expect(chinaDateKey(new Date('2025-04-10T16:00:00Z'))).toBe('2025-04-11');
  });
});
