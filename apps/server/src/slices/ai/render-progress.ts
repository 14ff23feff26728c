import {
  isRenderPending,
  PRODUCT_MARK,
  RENDER_STATE_LABELS,
  type RenderHistoryItem,
  type RenderProgress,
  renderDownloadName,
  formatChinaDateTime,
  decimalToAmount,
} from '@app/contract';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { aiRenderJobs, type RenderJobRow } from './render-schema.ts';

/** How long the links in an answer work. */
const LINK_SECONDS = 24 * 3600;

/**
 * 002 §3 'tasks': the jobs ahead of this one — queued jobs the workers will take first (a VIP's, priority 1,
 * before every non-VIP's; within a priority the older first, the queue's claim order). 0 once it runs.
 */
export async function countTasksAhead(db: DbOrTx, job: Pick<RenderJobRow, 'id' | 'state' | 'priority'>) {
  if (job.state !== 'queued') return 0;
  const [row] = (await db
    .select({ ahead: sql<number>`count(*)::int` })
    .from(aiRenderJobs)
    .where(
      and(
        eq(aiRenderJobs.state, 'queued'),
        or(
          gt(aiRenderJobs.priority, job.priority),
          and(eq(aiRenderJobs.priority, job.priority), lt(aiRenderJobs.id, job.id)),
        ),
      ),
    )) as [{ ahead: number }];
  return row.ahead;
}

async function readBytes(storage: ObjectStorage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The result's view link and its '保存原图' download link (002 §2 file name rule), or '' before it exists. */
async function resultLinks(storage: ObjectStorage, job: RenderJobRow) {
  const output = job.state === 'succeeded' ? job.outputs[0] : undefined;
  if (!output) return { url: '', download: '' };
  const extension = output.contentType === 'image/jpeg' ? 'jpg' : 'png';
  const [url, download] = await Promise.all([
    storage.signedUrl(output.key, { expiresInSeconds: LINK_SECONDS }),
    storage.signedUrl(output.key, {
      expiresInSeconds: LINK_SECONDS,
      downloadName: renderDownloadName(PRODUCT_MARK, job.finishedAt ?? job.createdAt, extension),
    }),
  ]);
  return { url, download };
}

/**
 * The generate / poll answer (002 §3): img is the finished picture as a data URL ('' until then), tasks the
 * jobs ahead. Answering the image marks the job delivered, so that the same request made again afterwards is
 * a new render rather than this one's poll.
 */
export async function presentProgress(
  db: DbOrTx,
  storage: ObjectStorage,
  job: RenderJobRow,
): Promise<RenderProgress> {
  const [tasks, links] = await Promise.all([countTasksAhead(db, job), resultLinks(storage, job)]);
  let img = '';
  const output = job.state === 'succeeded' ? job.outputs[0] : undefined;
  if (output) {
    const bytes = await readBytes(storage, output.key);
    if (bytes) img = `data:${output.contentType};base64,${bytes.toString('base64')}`;
    if (!job.deliveredAt)
      await db
        .update(aiRenderJobs)
        .set({ deliveredAt: sql`now()` })
        .where(and(eq(aiRenderJobs.id, job.id), isNull(aiRenderJobs.deliveredAt)));
  }
  return {
    img,
    tasks,
    id: job.id,
    state: job.state,
    vip: job.priority > 0,
    error: job.error,
    ...links,
  };
}

/** One row of the member's history: everything asked, what it cost, what came of it. */
export async function presentHistoryItem(
  db: DbOrTx,
  storage: ObjectStorage,
  job: RenderJobRow,
): Promise<RenderHistoryItem> {
  const [tasks, links] = await Promise.all([
    isRenderPending(job.state) ? countTasksAhead(db, job) : 0,
    resultLinks(storage, job),
  ]);
  return {
    id: job.id,
    state: job.state,
    state_label: RENDER_STATE_LABELS[job.state],
    style: job.style,
    style_id: job.styleId,
    ...job.params,
    seed: job.seed,
    cost: decimalToAmount(job.cost),
    paid_with: job.paidWith,
    refunded: job.refundedAt !== null,
    preview: job.backend === 'preview',
    error: job.error,
    tasks,
    ...links,
    time: formatChinaDateTime(job.createdAt),
    finished_at: job.finishedAt ? formatChinaDateTime(job.finishedAt) : null,
  };
}
