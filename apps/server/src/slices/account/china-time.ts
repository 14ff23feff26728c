const CHINA_OFFSET_MS = 8 * 3_600_000;

/** 'YYYY-MM-DD HH:mm:ss' in China Standard Time (UTC+8, no daylight saving), as the spec's dates read. */
export function formatChinaDateTime(date: Date): string {
  return new Date(date.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
