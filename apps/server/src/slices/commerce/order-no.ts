import { chinaCompactStamp } from '@app/contract';
import { randomInt } from 'node:crypto';

/**
 * A readable, unique order number: China date and time to the second plus 6 random digits,
 * e.g. '20250314093012483920' (20 characters). The unique index on order_no decides; insertPendingOrder draws again on a clash.
 */
export function makeOrderNo(now: Date = new Date()): string {
  return `${chinaCompactStamp(now)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
