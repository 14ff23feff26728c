import { DANMAKU_LIST_LIMIT, type DanmakuItem } from '@app/contract';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../kernel/members/index.ts';
import { presentDanmaku } from './present-danmaku.ts';
import { danmaku } from './schema.ts';

/**
 * A lesson's comments in video-time order. A busy lesson keeps its newest DANMAKU_LIST_LIMIT: the player
 * loads them all at once, and the newest say most about the lesson as it is now.
 */
export async function listDanmaku(db: DbOrTx, taskId: number): Promise<DanmakuItem[]> {
  const rows = await db
    .select({ row: danmaku, author: users.name })
    .from(danmaku)
    .innerJoin(users, eq(users.id, danmaku.userId))
    .where(eq(danmaku.taskId, taskId))
    .orderBy(desc(danmaku.id))
    .limit(DANMAKU_LIST_LIMIT);
  return rows
    .map(({ row, author }) => presentDanmaku(row, author))
    .sort((a, b) => a.stime - b.stime || a.dbid - b.dbid);
}
