import { chinaCompactStamp } from './china-time.ts';

/**
 * The letter each kind of number starts with. Recharge orders, VIP orders, chat questions and render jobs
 * all land in the wallet ledger's source number, so no two kinds may share a letter (render jobs once used
 * 'R' like recharge orders). Product orders stay all digits, as they always were.
 */
export const ORDER_NO_PREFIX = {
  product: '',
  recharge: 'R',
  vip: 'V',
  chatQuestion: 'Q',
  renderJob: 'J',
} as const;

export type OrderNoPrefix = (typeof ORDER_NO_PREFIX)[keyof typeof ORDER_NO_PREFIX];

/**
 * Random digits after the stamp. Product orders keep their 6 (20 characters in all, as docs/spec-decisions
 * states and their unit test checks); the lettered kinds have 8 (23 characters, [0-9A-Z] only, which both
 * payment providers' out_trade_no allow). Every column holding these is varchar(32) or wider.
 */
const RANDOM_DIGITS: Record<OrderNoPrefix, number> = { '': 6, R: 8, V: 8, Q: 8, J: 8 };

/** An integer in [0, below): the caller's random source, so tests can fix it. */
export type RandomBelow = (below: number) => number;

const UINT32_RANGE = 2 ** 32;

/**
 * A uniform integer in [0, below) from Web Crypto (in Node and in browsers), like node:crypto's randomInt:
 * draws at or above the last whole multiple of `below` are thrown back, so no remainder is favoured.
 */
export const cryptoRandomBelow: RandomBelow = (below) => {
  const limit = UINT32_RANGE - (UINT32_RANGE % below);
  const draw = new Uint32Array(1);
  do {
    crypto.getRandomValues(draw);
  } while (draw[0] >= limit);
  return draw[0] % below;
};

/**
 * A readable order number: the prefix, China date and time to the second ('YYYYMMDDHHmmss'), then random
 * digits. Each number's column has a unique index that decides: product orders draw again on the rare clash,
 * the other kinds' insert fails.
 */
export function makeOrderNo(
  prefix: OrderNoPrefix,
  now: Date = new Date(),
  random: RandomBelow = cryptoRandomBelow,
): string {
  const digits = RANDOM_DIGITS[prefix];
  return `${prefix}${chinaCompactStamp(now)}${String(random(10 ** digits)).padStart(digits, '0')}`;
}
