import { relativeTime } from '@app/contract';

const CHINA_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The API sends times as 'YYYY-MM-DD HH:mm:ss' in China time (UTC+8) without a zone. `new Date()` would
 * read that as the *runtime's* local time, so server rendering (often UTC) and a browser abroad would
 * disagree; this reads it as UTC+8 everywhere. Anything else falls back to the Date parser.
 */
export function parseChinaTime(text: string): Date {
  const match = CHINA_DATE_TIME.exec(text.trim());
  if (!match) return new Date(text);
  const [, y, mo, d, h, mi, s] = match;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}+08:00`);
}

/** Spec 000 §9 relative time ('刚刚', 'N分钟前', …) of an API time string. */
export function relativeChinaTime(text: string, now: Date | number = Date.now()): string {
  const when = parseChinaTime(text);
  return Number.isNaN(when.getTime()) ? text : relativeTime(when, now);
}

/** Today's calendar date in China ('YYYY-MM-DD'): the day the server's daily limits count by. */
export function chinaDateKey(now: Date | number = Date.now()): string {
  return new Date(new Date(now).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}
