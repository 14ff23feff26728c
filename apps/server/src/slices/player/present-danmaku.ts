import { formatChinaDateTime, type DanmakuItem } from '@app/contract';
import type { danmaku } from './schema.ts';

export type DanmakuRow = typeof danmaku.$inferSelect;

/** One stored comment as the player reads it (002 §3 entity: dbid, mode, text, stime, size, color, date). */
export function presentDanmaku(row: DanmakuRow, author: string): DanmakuItem {
  return {
    dbid: row.id,
    mode: row.mode,
    text: row.text,
    stime: row.stimeMs,
    size: row.size,
    color: row.color,
    author,
    date: formatChinaDateTime(row.createdAt),
  };
}
