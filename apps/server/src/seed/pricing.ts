import { amountToCents, fromCents } from '@app/contract';
import type { Rng } from './prng.ts';

export interface DemoPrice {
  price: string;
  marketPrice: string;
  hasDiscount: boolean;
  discountPrice: string;
  discountRate: string;
}

const paidPrices = [9.9, 19.9, 29, 39, 49, 68, 88, 99, 128, 199];
const rates = [0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9];

/** A demo amount (19.9) as the NUMERIC string the tables keep ('19.90'). */
const money = (n: number) => fromCents(amountToCents(n));

/**
 * A demo price in 光子: free when `free`, otherwise a list price, a market price that is sometimes
 * higher, and with probability `discountChance` a discount (discount_price = price × rate, 2 decimals).
 * Cents are computed in integers so no float rounding reaches the strings.
 */
export function demoPrice(rng: Rng, free: boolean, discountChance = 0.35): DemoPrice {
  if (free) {
    const market = rng.chance(0.4) ? rng.pick([19, 29, 49]) : 0;
    return {
      price: '0.00',
      marketPrice: money(market),
      hasDiscount: false,
      discountPrice: '0.00',
      discountRate: '1.00',
    };
  }
  const price = rng.pick(paidPrices);
  const market = rng.chance(0.5) ? Math.round(price * rng.pick([1.5, 2])) : price;
  if (!rng.chance(discountChance)) {
    return {
      price: money(price),
      marketPrice: money(market),
      hasDiscount: false,
      discountPrice: '0.00',
      discountRate: '1.00',
    };
  }
  const rate = rng.pick(rates);
  const cents = Math.round(amountToCents(price) * rate);
  return {
    price: money(price),
    marketPrice: money(market),
    hasDiscount: true,
    discountPrice: fromCents(cents),
    discountRate: money(rate),
  };
}
