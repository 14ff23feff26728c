/**
 * China Standard Time (UTC+8, no daylight saving) is the only clock the spec knows: the API sends times as
 * 'YYYY-MM-DD HH:mm:ss' in China time without a zone, and daily limits reset at China midnight. These rules
 * never use the runtime's own time zone, so a server in UTC and a browser abroad agree with each other.
 */
export const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const CHINA_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The instant as an ISO string whose digits read China wall-clock time ('2026-11-24T08:00:00.000Z'). */
function chinaIso(at: Date | number): string {
  return new Date(new Date(at).getTime() + CHINA_OFFSET_MS).toISOString();
}

/** 'YYYY-MM-DD HH:mm:ss' in China time, as the spec's answers write dates. */
export function formatChinaDateTime(at: Date | number): string {
  return chinaIso(at).slice(0, 19).replace('T', ' ');
}

/** 'YYYYMMDDHHmmss' in China time: the leading digits of order numbers. */
export function chinaCompactStamp(at: Date | number): string {
  return chinaIso(at).slice(0, 19).replace(/\D/g, '');
}

/** RFC 3339 with the China offset ('2025-06-30T10:34:56+08:00'), as payment providers want deadlines. */
export function chinaRfc3339(at: Date | number): string {
  return `${chinaIso(at).slice(0, 19)}+08:00`;
}

/** Today's calendar date in China ('YYYY-MM-DD'): the day daily limits and daily views count by. */
export function chinaDateKey(now: Date | number = Date.now()): string {
  return chinaIso(now).slice(0, 10);
}

/** The instant the current calendar day began in China. */
export function startOfChinaDay(now: Date | number = Date.now()): Date {
  const ms = new Date(now).getTime();
  return new Date(Math.floor((ms + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS);
}

/** Year, month (1–12) and day of the China calendar date of an instant. */
export function chinaCalendarDate(at: Date | number): { year: number; month: number; day: number } {
  const iso = chinaIso(at);
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) };
}

/**
 * Reads an API time ('YYYY-MM-DD HH:mm:ss', China time, no zone) as the instant it names. `new Date()` would
 * read it in the runtime's zone. Anything else falls back to the Date parser.
 */
export function parseChinaTime(text: string): Date {
  const match = CHINA_DATE_TIME.exec(text.trim());
  if (!match) return new Date(text);
  const [, y, mo, d, h, mi, s] = match;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}+08:00`);
}
