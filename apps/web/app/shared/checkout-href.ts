import { paths } from './paths.ts';
/**
 * The checkout link that /payment reads (000 §2.15): product_id, product_type, and optionally
 * product_extend_type (a plugin's function-intro link) and order_no (an order made first through
 * POST /api/create-order, the course page's flow in 000 §4). Same format as the plugin page's link.
 */
export function checkoutHref(
  productId: number,
  productType: number,
  options: { extendType?: 'web_link'; orderNo?: string } = {},
): string {
  const query = new URLSearchParams({ product_id: String(productId), product_type: String(productType) });
  if (options.extendType) query.set('product_extend_type', options.extendType);
  if (options.orderNo) query.set('order_no', options.orderNo);
  return paths.payment(query);
}
