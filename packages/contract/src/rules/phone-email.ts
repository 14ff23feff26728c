/** Spec 000 §5: '1' followed by 10 digits. */
export const PHONE_PATTERN = /^1\d{10}$/;
/** Spec 000 §5 / 001 §5 (addresses): 11 digits, starting 1, second digit 3, 5, 7, 8 or 9. */
export const STRICT_PHONE_PATTERN = /^1[35789]\d{9}$/;
/**
 * E-mail for registration (000 §5): letters, digits or CJK before '@', then a domain with a dot part.
 * The security form (001 §5) is stricter (ASCII); we accept the union so that an address one form accepts
 * can be used everywhere, and the server normalises to lower case.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9\u4e00-\u9fa5_.+-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

export function isStrictPhone(value: string): boolean {
  return STRICT_PHONE_PATTERN.test(value);
}

export function isEmail(value: string): boolean {
  return value.length <= 100 && EMAIL_PATTERN.test(value);
}

/** Registration accepts a phone or an e-mail in one field; tells which. */
export function classifyAccount(value: string): 'phone' | 'email' | null {
  if (isPhone(value)) return 'phone';
  if (isEmail(value)) return 'email';
  return null;
}

/** Masks a phone for display to others (watermarks, public lists): 138****0001. */
export function maskPhone(phone: string): string {
  return isPhone(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
