import {
  ORDER_PENDING_MINUTES,
  PRODUCT_ORDER_STATUS_TEXT,
  ProductOrderStatus,
  ProductType,
  type OrderItem,
  type OrderPreinfo,
  type OrderResult,
  centsToAmount,
  toCents,
  formatChinaDateTime,
} from '@app/contract';
import { effectiveStatus, type OrderRow } from './pending-orders.ts';
import type { OrderQuote } from './quote-order.ts';
import { productLabel, type SaleItem } from './sale-item.ts';

const PAY_METHOD_TEXT: Record<number, string> = { 0: '光子支付', 1: '微信支付', 2: '支付宝' };
const amount = (decimal: string) => centsToAmount(toCents(decimal));
const closingTime = (createdAt: Date) => new Date(createdAt.getTime() + ORDER_PENDING_MINUTES * 60_000);

/** Physical (实物) orders: materials that carry postage, i.e. something is shipped. Everything else is virtual. */
export function isPhysicalOrder(row: Pick<OrderRow, 'productType' | 'postage'>): boolean {
  return row.productType === ProductType.goods && toCents(row.postage) > 0;
}

export function presentPreinfo(item: SaleItem, quote: OrderQuote): OrderPreinfo {
  return {
    product_id: item.productId,
    product_type: item.productType,
    product_extend_type: item.extendType,
    product_name: item.name,
    product_img: item.img,
    order_amount: centsToAmount(quote.unitCents),
    num: 1,
    postage: centsToAmount(quote.postageCents),
    total_amount: centsToAmount(quote.itemCents + quote.postageCents),
  };
}

export function presentOrderResult(row: OrderRow, now: Date = new Date()): OrderResult {
  return {
    order_no: row.orderNo,
    status: effectiveStatus(row, now),
    order_amount: centsToAmount(toCents(row.orderAmount) * row.num),
    total_amount: amount(row.totalAmount),
    product_type: row.productType,
    product_id: row.productId,
    product_extend_type: row.productExtendType,
  };
}

export function presentOrderItem(row: OrderRow, now: Date = new Date()): OrderItem {
  const status = effectiveStatus(row, now);
  // An order past its 30 minutes that the sweep has not reached yet closed when its time ran out.
  const closedAt = row.closedAt ?? (status === ProductOrderStatus.closed ? closingTime(row.createdAt) : null);
  return {
    id: row.id,
    order_no: row.orderNo,
    product_id: row.productId,
    product_type: row.productType,
    product_type_text: productLabel(row.productType, row.productExtendType),
    product_extend_type: row.productExtendType,
    product_name: row.productName,
    product_img: row.productImg,
    num: row.num,
    order_amount: amount(row.orderAmount),
    postage: amount(row.postage),
    coupon_code: row.couponCode,
    coupon_discount: amount(row.couponDiscount),
    total_amount: amount(row.totalAmount),
    bonus: amount(row.bonus),
    status,
    status_text: PRODUCT_ORDER_STATUS_TEXT[status as 0 | 1 | 2 | 3] ?? '',
    is_physical: isPhysicalOrder(row),
    pay_method: row.payMethod,
    pay_method_text: row.payTime ? (PAY_METHOD_TEXT[row.payMethod] ?? '') : '',
    created_at: formatChinaDateTime(row.createdAt),
    pay_time: row.payTime ? formatChinaDateTime(row.payTime) : null,
    closed_at: closedAt ? formatChinaDateTime(closedAt) : null,
    refund_time: row.refundedAt ? formatChinaDateTime(row.refundedAt) : null,
    consignee: row.consignee ?? null,
    logistic: row.logistic ?? null,
  };
}
