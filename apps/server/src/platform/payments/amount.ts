/**
 * Exact money arithmetic on decimal strings: values become integer hundredths (分 for 元, hundredths of a
 * 光子) and back. No floating point ever touches an amount.
 */
const DECIMAL = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** '12.3' → 1230; throws on anything that is not a non-negative decimal with at most 2 places. */
export function toCents(value: string): number {
  const match = DECIMAL.exec(String(value).trim());
  if (!match) throw new Error(`not an amount with at most 2 decimals: ${value}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1230 → '12.30' */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`bad cents value: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** true when both strings are valid amounts of the same value ('10' and '10.00'). */
export function sameAmount(a: string, b: string): boolean {
  try {
    return toCents(a) === toCents(b);
  } catch {
    return false;
  }
}

export function isAmount(value: string): boolean {
  return DECIMAL.test(String(value).trim());
}
