/**
 * Spec 000 §9: discount_rate × 10 to one decimal, a trailing '.0' dropped, then '折'.
 * 0.85 → '8.5折', 0.8 → '8折'. Rates outside (0, 1) have no label.
 */
export function discountLabel(rate: number | string | null | undefined): string | null {
  const value = Number(rate);
  if (!Number.isFinite(value) || value <= 0 || value >= 1) return null;
  const tenths = (Math.round(value * 100) / 10).toFixed(1);
  return `${tenths.endsWith('.0') ? tenths.slice(0, -2) : tenths}折`;
}
