import { describe, expect, it } from 'vitest';
import { isValidIdNumber } from './id-number.ts';

const today = new Date('2025-06-01T00:00:00Z');

describe('isValidIdNumber', () => {
  it('accepts numbers whose check character matches', () => {
    // Published GB 11643 example numbers.
    expect(isValidIdNumber('11010519491231002X', today)).toBe(true);
    expect(isValidIdNumber('11010519491231002x', today)).toBe(true);
    expect(isValidIdNumber('440524188001010014', today)).toBe(false); // year 1880 is before 1900
    expect(isValidIdNumber('110101199003074477', today)).toBe(true);
  });

  it('refuses a wrong check character', () => {
    expect(isValidIdNumber('110105194912310021', today)).toBe(false);
    expect(isValidIdNumber('110101199003074478', today)).toBe(false);
  });

  it('refuses wrong shapes and impossible or future birth dates', () => {
    expect(isValidIdNumber('', today)).toBe(false);
    expect(isValidIdNumber('11010519491231002', today)).toBe(false);
    expect(isValidIdNumber('11010519491231002XX', today)).toBe(false);
    expect(isValidIdNumber('01010519491231002X', today)).toBe(false);
    expect(isValidIdNumber(withCheck('11010519490230001'), today)).toBe(false); // 30 February
    expect(isValidIdNumber(withCheck('11010520300101001'), today)).toBe(false); // born in 2030
    expect(isValidIdNumber(withCheck('11010520000229001'), today)).toBe(true); // 2000 is a leap year
  });
});

/** Completes 17 digits with their check character, to build cases for the date rules. */
function withCheck(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(first17[index]), 0);
  return first17 + '10X98765432'[sum % 11];
}
