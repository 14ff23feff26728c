import { describe, expect, it } from 'vitest';
import { addChinaMonths, isVipActive, vipTermAfterPurchase } from './vip.ts';

const at = (iso: string) => new Date(iso);

describe('addChinaMonths', () => {
  it('keeps the China wall-clock day and time', () => {
    expect(addChinaMonths(at('2026-03-10T04:00:00Z'), 1).toISOString()).toBe('2026-04-10T04:00:00.000Z');
    expect(addChinaMonths(at('2026-11-25T04:00:00Z'), 12).toISOString()).toBe('2027-11-25T04:00:00.000Z');
  });

  it('ends on the last day of a shorter month', () => {
    // 31 January 10:00 China time, one month later: 28 February 10:00 China time.
    expect(addChinaMonths(at('2026-01-31T02:00:00Z'), 1).toISOString()).toBe('2026-02-28T02:00:00.000Z');
    expect(addChinaMonths(at('2027-11-30T02:00:00Z'), 3).toISOString()).toBe('2028-02-29T02:00:00.000Z');
  });

  it('counts the China date, not the UTC date, near midnight', () => {
    // 2026-01-31 23:30 UTC is 1 February 07:30 in China: one month on is 1 March 07:30 China time.
    expect(addChinaMonths(at('2026-01-31T23:30:00Z'), 1).toISOString()).toBe('2026-02-28T23:30:00.000Z');
  });
});

describe('vipTermAfterPurchase', () => {
  const now = at('2026-06-01T00:00:00Z');
  it('starts a time plan from now when there is none or it has run out', () => {
    expect(vipTermAfterPurchase({ permanent: false, endsAt: null }, 1, now)).toEqual({
      permanent: false,
      endsAt: at('2026-07-01T00:00:00Z'),
    });
    expect(vipTermAfterPurchase({ permanent: false, endsAt: at('2026-05-01T00:00:00Z') }, 3, now)).toEqual({
      permanent: false,
      endsAt: at('2026-09-01T00:00:00Z'),
    });
  });

  it('extends an active time plan from its end', () => {
    expect(vipTermAfterPurchase({ permanent: false, endsAt: at('2026-06-20T00:00:00Z') }, 1, now)).toEqual({
      permanent: false,
      endsAt: at('2026-07-20T00:00:00Z'),
    });
  });

  it('makes it permanent with the permanent plan, and a permanent VIP stays permanent', () => {
    expect(vipTermAfterPurchase({ permanent: false, endsAt: at('2026-06-20T00:00:00Z') }, null, now)).toEqual(
      {
        permanent: true,
        endsAt: null,
      },
    );
    expect(vipTermAfterPurchase({ permanent: true, endsAt: null }, 12, now).permanent).toBe(true);
  });
});

describe('isVipActive', () => {
  const now = at('2026-06-01T00:00:00Z');
  it('is true for permanent or a future end only', () => {
    expect(isVipActive({ permanent: true, endsAt: null }, now)).toBe(true);
    expect(isVipActive({ permanent: false, endsAt: at('2026-06-01T00:00:01Z') }, now)).toBe(true);
    expect(isVipActive({ permanent: false, endsAt: now }, now)).toBe(false);
    expect(isVipActive({ permanent: false, endsAt: null }, now)).toBe(false);
  });
});
