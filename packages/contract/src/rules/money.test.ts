import { describe, expect, it } from 'vitest';
import {
  amountToCents,
  centsToAmount,
  decimalToAmount,
  formatAmount,
  formatPhotons,
  fromCents,
  isAmount,
  payablePrice,
  percentOf,
  priceView,
  sameAmount,
  toCents,
} from './money.ts';

describe('money in hundredths', () => {
  it('reads NUMERIC strings exactly', () => {
    expect(toCents('12.50')).toBe(1250);
    expect(toCents('12.5')).toBe(1250);
    expect(toCents('12')).toBe(1200);
    expect(toCents('0.07')).toBe(7);
    expect(toCents('9999999999.99')).toBe(999_999_999_999);
    for (const bad of ['-1.00', '1.005', '1e3', 'abc', '', '1.2.3']) expect(() => toCents(bad)).toThrow();
    expect(isAmount('1.005')).toBe(false);
    expect(isAmount(' 10.5 ')).toBe(true);
  });

  it('writes hundredths back as 2-decimal strings and numbers', () => {
    expect(fromCents(0)).toBe('0.00');
    expect(fromCents(7)).toBe('0.07');
    expect(fromCents(123_456)).toBe('1234.56');
    expect(centsToAmount(3333)).toBe(33.33);
    expect(decimalToAmount('12.50')).toBe(12.5);
    expect(() => fromCents(-1)).toThrow();
    expect(() => fromCents(1.5)).toThrow();
  });

  it('adds without float drift', () => {
    expect(fromCents(toCents('0.10') + toCents('0.20'))).toBe('0.30');
    expect(amountToCents(0.1 + 0.2)).toBe(30);
  });

  it('compares amounts written differently', () => {
    expect(sameAmount('10', '10.00')).toBe(true);
    expect(sameAmount('10', '10.01')).toBe(false);
    expect(sameAmount('x', 'x')).toBe(false);
  });

  it('takes percentages rounded half up on BigInt', () => {
    expect(percentOf(2499, 1500)).toBe(375); // 15 % of 24.99 = 3.7485
    expect(percentOf(5, 2000)).toBe(1); // 20 % of 0.05 = 0.01
    expect(percentOf(2, 2500)).toBe(1); // 25 % of 0.02 = 0.005 → 0.01
    expect(percentOf(999_999_999_999, 9999)).toBe(999_899_999_999);
  });
});

describe('showing photons', () => {
  it('prices drop trailing zeros, accounts keep two decimals', () => {
    expect(formatPhotons(19.9)).toBe('19.9');
    expect(formatPhotons(0.1 + 0.2)).toBe('0.3');
    expect(formatPhotons(68)).toBe('68');
    expect(formatAmount(19.9)).toBe('19.90');
    expect(formatAmount(0.1 + 0.2)).toBe('0.30');
    expect(formatAmount(-5.5)).toBe('-5.50');
  });
});

describe('priceView', () => {
  const base = { price: 50, has_discount: 0 as const, discount_price: 0, discount_rate: 1 };
  it('reads 免费 when nothing is payable', () => {
    expect(priceView({ ...base, price: 0 }).free).toBe(true);
    expect(priceView({ ...base, has_discount: 1, discount_price: 0, discount_rate: 0.5 }).free).toBe(true);
  });
  it('shows the discount price, the struck original and the X折 label', () => {
    expect(priceView({ ...base, has_discount: 1, discount_price: 42.5, discount_rate: 0.85 })).toEqual({
      free: false,
      amount: '42.5',
      original: '50',
      label: '8.5折',
    });
  });
  it('ignores discount fields when no discount runs', () => {
    expect(priceView({ ...base, discount_price: 10, discount_rate: 0.2 }).label).toBeNull();
    expect(payablePrice({ ...base, discount_price: 10 })).toBe(50);
  });
});
