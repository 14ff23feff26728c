/**
 * Exact money for checkout: 光子 amounts as integer hundredths (分), never floats. The database keeps
 * NUMERIC(12,2) and hands out strings ('12.50'); they are read with toCents and written with fromCents.
 * Amounts stay far below Number.MAX_SAFE_INTEGER hundredths (NUMERIC(12,2) tops out at 10^12), and the one
 * multiplication that could leave that range (a percentage) runs on BigInt.
 */
export type Cents = number;

const DECIMAL = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** '12.5' / '12.50' / '12' → 1250. Throws on anything else (negative, exponent, more than 2 decimals). */
export function toCents(decimal: string): Cents {
  const match = DECIMAL.exec(decimal.trim());
  if (!match) throw new Error(`not a money amount: ${decimal}`);
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1250 → '12.50'. */
export function fromCents(cents: Cents): string {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new Error(`not a money amount in hundredths: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The number an answer carries (2 decimals); exact because it is formatted from hundredths. */
export function centsToNumber(cents: Cents): number {
  return Number(fromCents(cents));
}

/**
 * `percent` (itself in hundredths: 20 % = 2000) of an amount, rounded half up to the hundredth:
 * 20 % of 0.05 = 0.01.
 */
export function percentOf(cents: Cents, percentHundredths: Cents): Cents {
  const product = BigInt(cents) * BigInt(percentHundredths);
  return Number((product + 5_000n) / 10_000n);
}
