import { describe, expect, it } from 'vitest';
import { coursePriceView } from './course-price.ts';

const base = {
  price: 29,
  has_discount: 0 as const,
  discount_price: 0,
  discount_rate: 1,
  market_price: 29,
  purchase: 0 as const,
};

describe('course card price', () => {
  it('reads 已加入 for a joined course, whatever the price', () => {
    expect(
      coursePriceView({ ...base, purchase: 1, has_discount: 1, discount_price: 20, discount_rate: 0.7 }),
    ).toEqual({ joined: true });
  });

  it('shows a discount with its label and adds a differing market price', () => {
    const view = coursePriceView({
      ...base,
      has_discount: 1,
      discount_price: 24.65,
      discount_rate: 0.85,
      market_price: 58,
    });
    expect(view).toEqual({
      joined: false,
      price: { free: false, amount: '24.65', original: '29', label: '8.5折' },
      market: '58',
    });
  });

  it('leaves out a market price equal to the price or zero', () => {
    expect(coursePriceView(base)).toMatchObject({ market: null });
    expect(coursePriceView({ ...base, market_price: 0 })).toMatchObject({ market: null });
  });

  it('reads 免费 for a free course and still shows the market price it differs from', () => {
    expect(coursePriceView({ ...base, price: 0, market_price: 49 })).toMatchObject({
      price: { free: true },
      market: '49',
    });
  });
});
