import { RENDER_QUALITIES, type RenderState } from '@app/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { RENDER_USE } from './charge/charge.ts';
import { refundAiCharge } from './charge/refund-charge.ts';
import { aiRenderJobs, type RenderJobRow, type RenderOutputFile } from './render-schema.ts';

export type RenderEnding = Extract<RenderState, 'failed' | 'canceled' | 'expired'>;

/**
 * Ends a queued or running render as failed, canceled or expired and refunds what it took (refundAiCharge) —
 * the 光子 back through the ledger, the free use back to its day — all in one transaction. The state change is one
 * conditional UPDATE (only out of queued/running, only for the given run when one is named), so whoever
 * ends a job first (the worker, the member's cancel, expiry, the give-up after a crash) refunds it, and nobody
 * refunds it twice. Answers the ended row, or null when the job had already ended (or belonged to another run).
 */
export async function endRenderWithRefund(
  db: DbOrTx,
  jobId: number,
  ending: RenderEnding,
  error: string,
  only: { runId?: string; userId?: number } = {},
): Promise<RenderJobRow | null> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .update(aiRenderJobs)
      .set({ state: ending, error: error.slice(0, 2000), finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(aiRenderJobs.id, jobId),
          inArray(aiRenderJobs.state, ['queued', 'running']),
          only.runId ? eq(aiRenderJobs.runId, only.runId) : undefined,
          only.userId ? eq(aiRenderJobs.userId, only.userId) : undefined,
        ),
      )
      .returning();
    if (!job) return null;
    const label = RENDER_QUALITIES.find((q) => q.value === job.params.quality)?.label ?? '';
    const refundEntryId = await refundAiCharge(tx, RENDER_USE, {
      userId: job.userId,
      charge: { kind: job.paidWith, amount: job.cost, day: job.freeDay },
      title: `AI智能渲染退回（${label}，${ENDING_TITLE[ending]}）`,
      sourceNo: job.orderNo,
    });
    const [ended] = await tx
      .update(aiRenderJobs)
      .set({ refundEntryId, refundedAt: sql`now()` })
      .where(eq(aiRenderJobs.id, job.id))
      .returning();
    return ended!;
  });
}

const ENDING_TITLE: Record<RenderEnding, string> = {
  failed: '生成失败',
  canceled: '取消制作',
  expired: '排队超时',
};

/**
 * Records a finished render, only while `runId` still owns the running job (a canceled job, or a run that was
 * presumed dead and replaced, commits nothing; its caller deletes the files it stored).
 */
export async function completeRender(
  db: DbOrTx,
  jobId: number,
  runId: string,
  outputs: RenderOutputFile[],
  seed: number,
): Promise<boolean> {
  const rows = await db
    .update(aiRenderJobs)
    .set({ state: 'succeeded', outputs, seed, error: '', finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(aiRenderJobs.id, jobId), eq(aiRenderJobs.runId, runId), eq(aiRenderJobs.state, 'running')))
    .returning({ id: aiRenderJobs.id });
  return rows.length > 0;
}
