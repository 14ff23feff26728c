import { describe, expect, it } from 'vitest';
import { cryptoRandomBelow, makeOrderNo, ORDER_NO_PREFIX } from './order-no.ts';

const at = new Date(Date.UTC(2025, 2, 14, 1, 30, 12)); // 09:30:12 on 14 March in China

describe('order numbers', () => {
  // Moved from the server's commerce/order-no.unit.test.ts with its assertions.
  it('for products are China date and time plus 6 random digits', () => {
    const no = makeOrderNo(ORDER_NO_PREFIX.product, at);
    expect(no).toMatch(/^20250314093012\d{6}$/);
    const numbers = Array.from({ length: 200 }, () => makeOrderNo(ORDER_NO_PREFIX.product));
    expect(new Set(numbers).size).toBeGreaterThan(195);
  });

  it('for the lettered kinds are the letter, China date and time and 8 random digits', () => {
    expect(makeOrderNo(ORDER_NO_PREFIX.recharge, at)).toMatch(/^R20250314093012\d{8}$/);
    expect(makeOrderNo(ORDER_NO_PREFIX.vip, at)).toMatch(/^V20250314093012\d{8}$/);
    expect(makeOrderNo(ORDER_NO_PREFIX.chatQuestion, at)).toMatch(/^Q20250314093012\d{8}$/);
    expect(makeOrderNo(ORDER_NO_PREFIX.renderJob, at)).toMatch(/^J20250314093012\d{8}$/);
  });

  it('give every kind its own prefix (they share the ledger source number)', () => {
    const prefixes = Object.values(ORDER_NO_PREFIX);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('take the date from China time, not UTC', () => {
    // 16:00 UTC on 10 April is already midnight of 11 April in China.
    const midnight = new Date('2025-04-10T16:00:00Z');
    expect(makeOrderNo(ORDER_NO_PREFIX.recharge, midnight)).toMatch(/^R20250411000000\d{8}$/);
  });

  it('pad the random part to its full width', () => {
    expect(makeOrderNo(ORDER_NO_PREFIX.vip, at, () => 42)).toBe('V2025031409301200000042');
    expect(makeOrderNo(ORDER_NO_PREFIX.product, at, () => 0)).toBe('20250314093012000000');
  });

  it('are unique over many calls in the same second', () => {
    const numbers = Array.from({ length: 5000 }, () => makeOrderNo(ORDER_NO_PREFIX.recharge, at));
    expect(new Set(numbers).size).toBeGreaterThan(4990);
  });
});

describe('cryptoRandomBelow', () => {
  it('stays in [0, below)', () => {
    for (let i = 0; i < 1000; i += 1) {
      const n = cryptoRandomBelow(7);
      expect(Number.isInteger(n) && n >= 0 && n < 7).toBe(true);
    }
  });
});
