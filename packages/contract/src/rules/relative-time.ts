import { chinaCalendarDate, parseChinaTime } from './china-time.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Spec 000 §9: under 10 min '刚刚', under 1 h 'N分钟前', under 24 h 'N小时前', under 30 days 'N天前',
 * otherwise Y/M/D of the China calendar date (no zero padding). Future times count as '刚刚'.
 */
export function relativeTime(when: Date | string | number, now: Date | number = Date.now()): string {
  const time = new Date(when);
  const diff = new Date(now).getTime() - time.getTime();
  if (diff < 10 * MINUTE) return '刚刚';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}分钟前`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  if (diff < 30 * DAY) return `${Math.floor(diff / DAY)}天前`;
  const { year, month, day } = chinaCalendarDate(time);
  return `${year}/${month}/${day}`;
}

/** Relative time of an API time string (China time, no zone); an unreadable string is shown as it is. */
export function relativeChinaTime(text: string, now: Date | number = Date.now()): string {
  const when = parseChinaTime(text);
  return Number.isNaN(when.getTime()) ? text : relativeTime(when, now);
}
