import { describe, expect, it } from 'vitest';
import { formatPhotons, payablePrice, priceView } from './product-price.ts';

const base = { price: 50, has_discount: 0 as const, discount_price: 0, discount_rate: 1 };

describe('priceView', () => {
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
    expect(priceView({ ...base, discount_price: 10, discount_rate: 0.2 })).toEqual({
      free: false,
      amount: '50',
      original: null,
      label: null,
    });
    expect(payablePrice({ ...base, discount_price: 10 })).toBe(50);
  });
  it('formats photons with at most 2 decimals', () => {
    expect(formatPhotons(19.9)).toBe('19.9');
    expect(formatPhotons(0.1 + 0.2)).toBe('0.3');
    expect(formatPhotons(68)).toBe('68');
  });
});
