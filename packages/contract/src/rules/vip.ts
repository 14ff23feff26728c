import { CHINA_OFFSET_MS } from './china-time.ts';

/** A member's VIP as stored: permanent, or until an instant (null = never bought). */
export interface VipTerm {
  permanent: boolean;
  endsAt: Date | null;
}

/** VIP counts when permanent, or while its end lies after now. */
export function isVipActive(term: VipTerm, now: Date): boolean {
  return term.permanent || (term.endsAt !== null && term.endsAt.getTime() > now.getTime());
}

/**
 * Adds calendar months on China's calendar: 1 month from 31 January ends on the last day of February,
 * at the same wall-clock time. The runtime's own time zone never takes part.
 */
export function addChinaMonths(at: Date, months: number): Date {
  const wall = new Date(at.getTime() + CHINA_OFFSET_MS);
  const day = wall.getUTCDate();
  wall.setUTCDate(1);
  wall.setUTCMonth(wall.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + 1, 0)).getUTCDate();
  wall.setUTCDate(Math.min(day, lastDay));
  return new Date(wall.getTime() - CHINA_OFFSET_MS);
}

/**
 * The VIP term after buying a plan: permanent plans make it permanent; a time plan runs from the current
 * end while that is still ahead (buying while active extends), otherwise from now.
 */
export function vipTermAfterPurchase(current: VipTerm, months: number | null, now: Date): VipTerm {
  if (months === null || current.permanent) return { permanent: true, endsAt: null };
  const from = current.endsAt && current.endsAt.getTime() > now.getTime() ? current.endsAt : now;
  return { permanent: false, endsAt: addChinaMonths(from, months) };
}
