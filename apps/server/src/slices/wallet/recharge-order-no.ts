import { randomInt } from 'node:crypto';

/**
 * Recharge order numbers: 'R', the China-time second, 8 random digits (23 characters, [0-9A-Z] only, as
 * both providers' out_trade_no allow). The unique index catches the rare collision.
 */
export function newRechargeOrderNo(now = new Date()): string {
  const stamp = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace(/\D/g, '');
  return `R${stamp}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
