import { decimalToAmount, toCents, type Cents, type PriceFields } from '@app/contract';

/**
 * Price columns as the catalogue's tables keep them (NUMERIC strings) read with the contract's money rules
 * (packages/contract/src/rules/money.ts): arithmetic in integer hundredths, numbers only in answers.
 */
export interface PriceRow {
  price: string;
  hasDiscount: boolean;
  discountPrice: string;
}

/** What a buyer pays now, in hundredths: the discount price while a discount runs, the list price otherwise. */
export function payableCents(row: PriceRow): Cents {
  return toCents(row.hasDiscount ? row.discountPrice : row.price);
}

/** A free item (price 0, or discounted to 0) may be used by any signed-in member without buying it. */
export function isFree(row: PriceRow): boolean {
  return payableCents(row) === 0;
}

/** The price fields every card and detail answers. */
export function priceFields(row: PriceRow & { discountRate: string }): PriceFields {
  return {
    price: decimalToAmount(row.price),
    has_discount: row.hasDiscount ? 1 : 0,
    discount_price: decimalToAmount(row.discountPrice),
    discount_rate: Number(row.discountRate),
  };
}
