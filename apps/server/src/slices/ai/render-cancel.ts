import { Code, isRenderPending, renderMessages } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { refuse } from '../../kernel/errors/index.ts';
import { endRenderWithRefund } from './render-finish.ts';
import { aiRenderJobs, type RenderJobRow } from './render-schema.ts';

/** A member's own render job, or 4004 (another member's job does not exist for them). */
export async function readOwnRender(db: DbOrTx, userId: number, jobId: number): Promise<RenderJobRow> {
  const [job] = await db
    .select()
    .from(aiRenderJobs)
    .where(and(eq(aiRenderJobs.id, jobId), eq(aiRenderJobs.userId, userId)));
  if (!job) throw refuse(renderMessages.taskNotFound, Code.notFound);
  return job;
}

/**
 * 取消制作: a waiting or running job ends as canceled and its charge comes back once (a running render notices
 * within a second and stops the backend). A job that already ended is refused and nothing changes.
 */
export async function cancelRender(db: DbOrTx, userId: number, jobId: number): Promise<RenderJobRow> {
  const job = await readOwnRender(db, userId, jobId);
  if (!isRenderPending(job.state)) throw refuse(renderMessages.notCancelable);
  const canceled = await endRenderWithRefund(db, jobId, 'canceled', '已取消制作', { userId });
  if (!canceled) throw refuse(renderMessages.notCancelable);
  return canceled;
}
