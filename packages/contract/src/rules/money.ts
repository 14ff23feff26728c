import { discountLabel } from './discount-label.ts';

/**
 * Money rules shared by the server and the web. 光子 amounts (1 光子 = 10 元) are exact to the hundredth.
 * Arithmetic happens on integer hundredths (`Cents`), never on floats: the database keeps NUMERIC(12,2) and
 * hands out strings ('12.50'), answers carry numbers with at most 2 decimals (12.5).
 */
export type Cents = number;

const DECIMAL = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** True when the text is a non-negative decimal with at most 2 places ('10', '10.5', '10.50'). */
export function isAmount(value: string): boolean {
  return DECIMAL.test(String(value).trim());
}

/** '12.5' / '12.50' / '12' → 1250. Throws on anything else (negative, exponent, more than 2 decimals). */
export function toCents(decimal: string): Cents {
  const match = DECIMAL.exec(String(decimal).trim());
  if (!match) throw new Error(`not a money amount: ${decimal}`);
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1250 → '12.50' (what NUMERIC columns and providers' amount fields take). */
export function fromCents(cents: Cents): string {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new Error(`not a money amount in hundredths: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** 1250 → 12.5: the number an answer carries; exact because it is formatted from hundredths. */
export function centsToAmount(cents: Cents): number {
  return Number(fromCents(cents));
}

/** An answer's number (12.5, or a float such as 0.1 + 0.2) → hundredths, rounded to the nearest. */
export function amountToCents(amount: number): Cents {
  return Math.round(amount * 100);
}

/** A NUMERIC string from the database → the number an answer carries ('12.50' → 12.5). */
export function decimalToAmount(decimal: string): number {
  return centsToAmount(toCents(decimal));
}

/** True when both strings are valid amounts of the same value ('10' and '10.00'). */
export function sameAmount(a: string, b: string): boolean {
  return isAmount(a) && isAmount(b) && toCents(a) === toCents(b);
}

/** `percent` (in hundredths: 20 % = 2000) of an amount, rounded half up to the hundredth: 20 % of 0.05 = 0.01. */
export function percentOf(cents: Cents, percentHundredths: Cents): Cents {
  const product = BigInt(cents) * BigInt(percentHundredths);
  return Number((product + 5_000n) / 10_000n);
}

/** The price fields every card and detail answers (000 §3). */
export interface PriceFields {
  price: number;
  has_discount: 0 | 1;
  discount_price: number;
  discount_rate: number;
}

/** What a buyer pays now: the discount price while a discount runs, else the price. */
export function payablePrice(item: PriceFields): number {
  return item.has_discount === 1 ? item.discount_price : item.price;
}

/** Photons as the site shows prices: at most 2 decimals, no trailing zeros (19.9, 68, 0.05). */
export function formatPhotons(amount: number): string {
  return String(centsToAmount(amountToCents(amount)));
}

/** Photons as accounts and orders show them: always 2 decimals (19.90, 68.00). */
export function formatAmount(amount: number): string {
  const cents = amountToCents(amount);
  return cents < 0 ? `-${fromCents(-cents)}` : fromCents(cents);
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
