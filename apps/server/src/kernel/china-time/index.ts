/**
 * China time (UTC+8) for the server: the contract's rules, so the server and the web read and write
 * dates the same way. Nothing of its own lives here; this only gives server code one place to import from.
 */
export {
  chinaCalendarDate,
  chinaCompactStamp,
  chinaDateKey,
  chinaRfc3339,
  formatChinaDateTime,
  parseChinaTime,
  startOfChinaDay,
} from '@app/contract';
