import { describe, expect, it } from 'vitest';
import { startOfChinaDay } from './china-day.ts';

describe('startOfChinaDay', () => {
  it('is 16:00 UTC of the day before for a China afternoon', () => {
    expect(startOfChinaDay(new Date('2025-03-10T06:00:00Z')).toISOString()).toBe('2025-03-09T16:00:00.000Z');
  });
  it('moves to the next day at China midnight, not UTC midnight', () => {
    expect(startOfChinaDay(new Date('2025-03-10T15:59:59.999Z')).toISOString()).toBe(
      '2025-03-09T16:00:00.000Z',
    );
    expect(startOfChinaDay(new Date('2025-03-10T16:00:00Z')).toISOString()).toBe('2025-03-10T16:00:00.000Z');
    expect(startOfChinaDay(new Date('2025-03-10T23:30:00Z')).toISOString()).toBe('2025-03-10T16:00:00.000Z');
  });
});
