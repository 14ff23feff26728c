import { describe, expect, it } from 'vitest';
import { centsToNumber, fromCents, percentOf, toCents } from './cents.ts';
import { makeOrderNo } from './order-no.ts';

describe('money in hundredths', () => {
  it('reads NUMERIC strings exactly', () => {
    expect(toCents('12.50')).toBe(1250);
    expect(toCents('12.5')).toBe(1250);
    expect(toCents('12')).toBe(1200);
    expect(toCents('0.07')).toBe(7);
    expect(toCents('9999999999.99')).toBe(999_999_999_999);
    for (const bad of ['-1.00', '1.005', '1e3', 'abc', '', '1.2.3']) expect(() => toCents(bad)).toThrow();
  });

  it('writes hundredths back as 2-decimal strings and numbers', () => {
    expect(fromCents(0)).toBe('0.00');
    expect(fromCents(7)).toBe('0.07');
    expect(fromCents(123_456)).toBe('1234.56');
    expect(centsToNumber(3333)).toBe(33.33);
    expect(() => fromCents(-1)).toThrow();
    expect(() => fromCents(1.5)).toThrow();
  });

  it('adds without float drift', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004; in hundredths it is 30.
    expect(fromCents(toCents('0.10') + toCents('0.20'))).toBe('0.30');
  });

  it('takes percentages rounded half up on BigInt', () => {
    expect(percentOf(2499, 1500)).toBe(375); // 15 % of 24.99 = 3.7485
    expect(percentOf(5, 2000)).toBe(1); // 20 % of 0.05 = 0.01
    expect(percentOf(2, 2500)).toBe(1); // 25 % of 0.02 = 0.005 → 0.01
    expect(percentOf(999_999_999_999, 9999)).toBe(999_899_999_999); // no overflow near the top of NUMERIC(12,2)
  });
});

describe('order numbers', () => {
  it('are China date and time plus 6 random digits', () => {
    const no = makeOrderNo(new Date(Date.UTC(2025, 2, 14, 1, 30, 12)));
    expect(no).toMatch(/^20250314093012\d{6}$/);
    expect(new Set(Array.from({ length: 200 }, () => makeOrderNo())).size).toBeGreaterThan(195);
  });
});
