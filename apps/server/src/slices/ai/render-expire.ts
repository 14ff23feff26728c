import { renderMessages } from '@app/contract';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { endRenderWithRefund } from './render-finish.ts';
import { aiRenderJobs } from './render-schema.ts';

/**
 * Jobs still waiting RENDER_QUEUE_TIMEOUT_MINUTES after they were queued (no worker, a long backlog) expire
 * and are refunded, each in its own transaction (a worker taking one meanwhile wins: the ending is
 * conditional). Answers how many expired. Run by the worker role every 30 s.
 */
export async function expireRenders(db: Db, timeoutMinutes: number, now = new Date()): Promise<number> {
  const stale = await db
    .select({ id: aiRenderJobs.id })
    .from(aiRenderJobs)
    .where(
      and(
        eq(aiRenderJobs.state, 'queued'),
        lt(aiRenderJobs.createdAt, new Date(now.getTime() - timeoutMinutes * 60_000)),
      ),
    )
    .orderBy(asc(aiRenderJobs.id))
    .limit(500);
  let expired = 0;
  for (const { id } of stale)
    if (await endRenderWithRefund(db, id, 'expired', renderMessages.expired)) expired += 1;
  return expired;
}
