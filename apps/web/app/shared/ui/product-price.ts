import { discountLabel } from '@app/contract';

/** The price fields every card and detail carries (000 §3). */
export interface PriceFields {
  price: number;
  has_discount: 0 | 1;
  discount_price: number;
  discount_rate: number;
}

/** What the member pays: the discount price while a discount runs, else the price. */
export function payablePrice(item: PriceFields): number {
  return item.has_discount === 1 ? item.discount_price : item.price;
}

/** Photons as the site writes them: at most 2 decimals, no trailing zeros (19.9, 68, 0.05). */
export function formatPhotons(amount: number): string {
  return String(Number(amount.toFixed(2)));
}

export interface PriceView {
  free: boolean;
  /** The amount to show big (the discount price while discounted). */
  amount: string;
  /** The struck-through original price, when discounted. */
  original: string | null;
  /** 'X折' while discounted (000 §9), else null. */
  label: string | null;
}

/** 000 §2.10 / §4: '免费' when nothing is payable; a discount shows its price, the struck price and 'X折'. */
export function priceView(item: PriceFields): PriceView {
  const payable = payablePrice(item);
  const discounted = item.has_discount === 1 && item.discount_price < item.price;
  return {
    free: payable <= 0,
    amount: formatPhotons(payable),
    original: discounted ? formatPhotons(item.price) : null,
    label: discounted ? discountLabel(item.discount_rate) : null,
  };
}
