import { describe, expect, it } from 'vitest';
import {
  chinaCompactStamp,
  chinaDateKey,
  chinaRfc3339,
  formatChinaDateTime,
  parseChinaTime,
  startOfChinaDay,
} from './china-time.ts';
import { relativeChinaTime, relativeTime } from './relative-time.ts';

const at = new Date('2025-03-14T01:30:12Z'); // 09:30:12 in China

describe('writing China time', () => {
  it('uses UTC+8 whatever the runtime zone', () => {
    expect(formatChinaDateTime(at)).toBe('2025-03-14 09:30:12');
    expect(chinaCompactStamp(at)).toBe('20250314093012');
    expect(chinaRfc3339(at)).toBe('2025-03-14T09:30:12+08:00');
  });
  it('turns the day over at midnight China time, not UTC', () => {
    expect(chinaDateKey(new Date('2025-04-10T15:59:59Z'))).toBe('2025-04-10');
    expect(chinaDateKey(new Date('2025-04-10T16:00:00Z'))).toBe('2025-04-11');
    expect(startOfChinaDay(new Date('2025-04-10T17:00:00Z')).toISOString()).toBe('2025-04-10T16:00:00.000Z');
    expect(startOfChinaDay(new Date('2025-04-10T15:00:00Z')).toISOString()).toBe('2025-04-09T16:00:00.000Z');
    // The last millisecond before China midnight still belongs to the old day (moved from the server's copy).
    expect(startOfChinaDay(new Date('2025-03-10T15:59:59.999Z')).toISOString()).toBe(
      '2025-03-09T16:00:00.000Z',
    );
  });
});

describe('reading China time', () => {
  it('reads API times as UTC+8', () => {
    expect(parseChinaTime('2025-04-11 10:00:00').toISOString()).toBe('2025-04-11T02:00:00.000Z');
    expect(parseChinaTime('2025-04-11T10:00').toISOString()).toBe('2025-04-11T02:00:00.000Z');
    expect(parseChinaTime('2025-04-11T02:00:00Z').toISOString()).toBe('2025-04-11T02:00:00.000Z');
  });
  it('writes relative times by the spec steps', () => {
    const now = new Date('2025-04-11T02:00:00Z');
    expect(relativeChinaTime('2025-04-11 09:55:00', now)).toBe('刚刚');
    expect(relativeChinaTime('2025-04-11 09:30:00', now)).toBe('30分钟前');
    expect(relativeChinaTime('2025-04-11 07:00:00', now)).toBe('3小时前');
    expect(relativeChinaTime('2025-04-01 10:00:00', now)).toBe('10天前');
    expect(relativeChinaTime('不是时间', now)).toBe('不是时间');
  });
  it('dates older than 30 days by the China calendar', () => {
    // 2025-01-31 23:30 in China is still 2025-01-31 15:30 UTC: the China date is the one shown.
    expect(relativeTime(new Date('2025-01-31T16:30:00Z'), new Date('2025-04-11T02:00:00Z'))).toBe('2025/2/1');
  });
});
