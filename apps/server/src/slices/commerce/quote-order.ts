import { type Cents } from '@app/contract';
import type { CouponQuote } from './check-coupon.ts';
import type { SaleItem } from './sale-item.ts';

/** One item per order (000 §9). */
export const ORDER_NUM = 1;

export interface OrderQuote {
  unitCents: Cents;
  itemCents: Cents;
  postageCents: Cents;
  discountCents: Cents;
  /** item + postage − discount; never below the postage (a coupon never pays the postage). */
  payableCents: Cents;
}

/** Unit price × quantity: what a coupon applies to and what its min_amount is compared with. */
export function itemCentsOf(item: Pick<SaleItem, 'unitCents'>): Cents {
  return item.unitCents * ORDER_NUM;
}

/** The amounts of an order, all from the server: price now, postage, and an already checked coupon. */
export function quoteOrder(item: SaleItem, coupon: CouponQuote | null): OrderQuote {
  const itemCents = itemCentsOf(item);
  const discountCents = Math.min(coupon?.discountCents ?? 0, itemCents);
  return {
    unitCents: item.unitCents,
    itemCents,
    postageCents: item.postageCents,
    discountCents,
    payableCents: itemCents + item.postageCents - discountCents,
  };
}
