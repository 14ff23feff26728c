import { fromCents } from '@app/contract';
import type { CouponQuote } from './check-coupon.ts';
import type { OrderValues } from './pending-orders.ts';
import { ORDER_NUM, type OrderQuote } from './quote-order.ts';
import type { Consignee } from './resolve-consignee.ts';
import type { SaleItem } from './sale-item.ts';

/** The order columns for an item, its quote, coupon and consignee (a snapshot: later edits change nothing). */
export function orderValues(
  item: SaleItem,
  quote: OrderQuote,
  coupon: CouponQuote | null,
  consignee: Consignee | null,
  now: Date,
): OrderValues {
  return {
    productType: item.productType,
    productId: item.productId,
    productExtendType: item.extendType,
    productName: item.name.slice(0, 150),
    productImg: item.img.slice(0, 500),
    num: ORDER_NUM,
    orderAmount: fromCents(quote.unitCents),
    postage: fromCents(quote.postageCents),
    couponId: coupon?.couponId ?? null,
    couponCode: coupon?.code ?? '',
    couponDiscount: fromCents(quote.discountCents),
    totalAmount: fromCents(quote.payableCents),
    bonus: fromCents(item.bonusCents),
    consignee,
    updatedAt: now,
  };
}
