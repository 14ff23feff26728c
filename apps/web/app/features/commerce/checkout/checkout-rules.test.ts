import { formatAmount } from '@app/contract/web';
import { describe, expect, it } from 'vitest';
import {
  checkoutSteps,
  orderCheckoutHref,
  parseCheckoutQuery,
  payableAmount,
  productHref,
  requiresAddress,
  showsAddress,
} from './checkout-rules.ts';

// The checkout's money columns use the contract's account format (always 2 decimals).
const money = formatAmount;

const parse = (query: string) => parseCheckoutQuery(new URLSearchParams(query));

describe('checkout query', () => {
  it('reads product, type, the function-intro extension and a pending order number', () => {
    expect(parse('product_id=5&product_type=1')).toEqual({
      productId: 5,
      productType: 1,
      extendType: '',
      orderNo: '',
    });
    expect(parse('product_id=7&product_type=2&product_extend_type=web_link')).toMatchObject({
      productType: 2,
      extendType: 'web_link',
    });
    expect(parse('product_id=3&product_type=1&order_no=20261122073046462932')?.orderNo).toBe(
      '20261122073046462932',
    );
  });

  it('refuses what names no sellable product', () => {
    expect(parse('')).toBeNull();
    expect(parse('product_id=0&product_type=1')).toBeNull();
    expect(parse('product_id=1.5&product_type=1')).toBeNull();
    expect(parse('product_id=2&product_type=4')).toBeNull();
    expect(parse('product_id=2&product_type=1&product_extend_type=web_link')).toBeNull();
    expect(parse('product_id=2&product_type=2&product_extend_type=other')).toBeNull();
  });

  it('drops an order number that is not one', () => {
    expect(parse('product_id=2&product_type=1&order_no=<script>')?.orderNo).toBe('');
  });

  it('links back to the product page by type (000 §2.15)', () => {
    expect(productHref(1, 9)).toBe('/coursepage/9');
    expect(productHref(2, 9)).toBe('/plug/9');
    expect(productHref(3, 9)).toBe('/periphery/9');
  });

  it('builds the checkout link of an order in the buy buttons’ format', () => {
    expect(orderCheckoutHref({ product_id: 4, product_type: 2, product_extend_type: 'web_link' })).toBe(
      '/payment?product_id=4&product_type=2&product_extend_type=web_link',
    );
    expect(
      orderCheckoutHref({ product_id: 4, product_type: 1, product_extend_type: '', order_no: 'A1' }),
    ).toBe('/payment?product_id=4&product_type=1&order_no=A1');
  });

  it('shows addresses for courses and materials, and needs one only for materials', () => {
    expect([1, 2, 3].map(showsAddress)).toEqual([true, false, true]);
    expect([1, 2, 3].map(requiresAddress)).toEqual([false, false, true]);
  });

  it('names the first step after the product type', () => {
    expect(checkoutSteps(3)).toEqual(['选择素材', '确认订单并支付', '支付成功']);
  });
});

describe('payable amount', () => {
  it('is the total minus the coupon, exact to the hundredth', () => {
    expect(payableAmount(140, 10)).toBe(130);
    expect(payableAmount(0.3, 0.1)).toBe(0.2);
    expect(payableAmount(24.65, 5)).toBe(19.65);
  });

  it('never goes below zero', () => {
    expect(payableAmount(8, 10)).toBe(0);
  });

  it('prints photons with two decimals', () => {
    expect(money(19.9)).toBe('19.90');
    expect(money(0.1 + 0.2)).toBe('0.30');
  });
});
