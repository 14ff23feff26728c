const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/**
 * A mainland resident ID number (GB 11643): 17 digits and a check character (0–9 or X) computed from
 * them, with a real birth date in positions 7–14 that is not in the future. `today` is for tests.
 */
export function isValidIdNumber(input: string, today: Date = new Date()): boolean {
  const id = input.trim().toUpperCase();
  if (!/^[1-9]\d{16}[\dX]$/.test(id)) return false;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(id[index]), 0);
  if (CHECK_CHARS[sum % 11] !== id[17]) return false;
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  const realDate =
    birth.getUTCFullYear() === year && birth.getUTCMonth() === month - 1 && birth.getUTCDate() === day;
  return realDate && year >= 1900 && birth.getTime() <= today.getTime();
}
