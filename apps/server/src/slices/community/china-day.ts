const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The instant the current calendar day began in China (UTC+8, no daylight saving): daily limits reset here. */
export function startOfChinaDay(now: Date = new Date()): Date {
  return new Date(Math.floor((now.getTime() + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS);
}
