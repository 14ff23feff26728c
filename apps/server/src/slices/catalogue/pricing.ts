/** A NUMERIC(12,2) string as the answers send money: a number with 2 decimals. */
export function money(value: string | number): number {
  return Math.round(Number(value) * 100) / 100;
}

export interface PriceRow {
  price: string;
  hasDiscount: boolean;
  discountPrice: string;
}

/** What a buyer pays now: the discount price while a discount runs, the list price otherwise. */
export function chargedPrice(row: PriceRow): number {
  return money(row.hasDiscount ? row.discountPrice : row.price);
}

/** A free item (price 0, or discounted to 0) may be used by any signed-in member without buying it. */
export function isFree(row: PriceRow): boolean {
  return chargedPrice(row) <= 0;
}

/** The price fields every card and detail answers. */
export function priceFields(row: PriceRow & { discountRate: string }) {
  return {
    price: money(row.price),
    has_discount: (row.hasDiscount ? 1 : 0) as 0 | 1,
    discount_price: money(row.discountPrice),
    discount_rate: Number(row.discountRate),
  };
}
