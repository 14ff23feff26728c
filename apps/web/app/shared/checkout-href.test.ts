import { describe, expect, it } from 'vitest';
import { checkoutHref } from './checkout-href.ts';

describe('checkoutHref', () => {
  it('names the product and type, like the plugin page', () => {
    expect(checkoutHref(5, 3)).toBe('/payment?product_id=5&product_type=3');
  });
  it('carries the pending order of the course flow and the web-link extension', () => {
    expect(checkoutHref(7, 1, { orderNo: 'C2026ABC' })).toBe(
      '/payment?product_id=7&product_type=1&order_no=C2026ABC',
    );
    expect(checkoutHref(2, 2, { extendType: 'web_link' })).toBe(
      '/payment?product_id=2&product_type=2&product_extend_type=web_link',
    );
  });
});
