import { amountToCents, centsToAmount, ProductType } from '@app/contract/web';
import { checkoutHref } from '../../../shared/checkout-href.ts';
import { paths } from '../../../shared/paths.ts';

export type ProductTypeCode = 1 | 2 | 3;
export type ExtendType = '' | 'web_link';

/** What /payment is asked to sell (000 §2.15 query: product_id, product_type, product_extend_type, order_no). */
export interface CheckoutTarget {
  productId: number;
  productType: ProductTypeCode;
  extendType: ExtendType;
  /** A pending order made by /api/create-order (the course page's flow); '' when absent. */
  orderNo: string;
}

/** Reads the checkout query; null when it does not name a product the platform sells. */
export function parseCheckoutQuery(search: URLSearchParams): CheckoutTarget | null {
  const id = Number(search.get('product_id'));
  const type = Number(search.get('product_type'));
  if (!Number.isInteger(id) || id <= 0) return null;
  if (type !== 1 && type !== 2 && type !== 3) return null;
  const extend = search.get('product_extend_type') ?? '';
  if (extend !== '' && extend !== 'web_link') return null;
  // Only a plugin has a function-intro link to buy.
  if (extend === 'web_link' && type !== ProductType.plug) return null;
  const orderNo = (search.get('order_no') ?? '').trim();
  return {
    productId: id,
    productType: type,
    extendType: extend,
    orderNo: /^[0-9A-Za-z]{1,32}$/.test(orderNo) ? orderNo : '',
  };
}

/** The checkout link of an existing order (pending orders continue with their order_no). */
export function orderCheckoutHref(order: {
  product_id: number;
  product_type: number;
  product_extend_type: string;
  order_no?: string;
}): string {
  return checkoutHref(order.product_id, order.product_type, {
    extendType: order.product_extend_type === 'web_link' ? 'web_link' : undefined,
    orderNo: order.order_no,
  });
}

/** 返回商品 (000 §2.15): 1 → coursepage/{id}; 2 → plug/{id}; 3 → peripheryDetails (/periphery/{id}). */
export function productHref(productType: number, productId: number): string {
  if (productType === ProductType.course) return paths.course(productId);
  if (productType === ProductType.plug) return paths.plug(productId);
  return paths.goods(productId);
}

/** The delivery-address section shows for courses and materials (000 §2.15); only materials need one (§5). */
export function showsAddress(productType: number): boolean {
  return productType === ProductType.course || productType === ProductType.goods;
}
export function requiresAddress(productType: number): boolean {
  return productType === ProductType.goods;
}

const TYPE_NOUN: Record<ProductTypeCode, string> = { 1: '课程', 2: '插件', 3: '素材' };

/** Step bar (000 §2.15): 'select course / plugin / material' → 'confirm and pay' → 'payment success'. */
export function checkoutSteps(productType: ProductTypeCode): [string, string, string] {
  return [`选择${TYPE_NOUN[productType]}`, '确认订单并支付', '支付成功'];
}

/**
 * Payable = total_amount − coupon discount (000 §4), never below zero. The server re-prices at store
 * time; this is the figure shown before paying.
 */
export function payableAmount(totalAmount: number, discount: number): number {
  return centsToAmount(Math.max(0, amountToCents(totalAmount) - amountToCents(discount)));
}
