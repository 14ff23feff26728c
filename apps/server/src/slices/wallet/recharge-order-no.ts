import { chinaCompactStamp } from '@app/contract';
import { randomInt } from 'node:crypto';

/**
 * Recharge order numbers: 'R', the China-time second, 8 random digits (23 characters, [0-9A-Z] only, as
 * both providers' out_trade_no allow). The unique index catches the rare collision.
 */
export function newRechargeOrderNo(now = new Date()): string {
  return `R${chinaCompactStamp(now)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
