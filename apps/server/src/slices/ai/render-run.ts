import { randomBytes } from 'node:crypto';
import { RENDER_CONTROL_TYPES, RENDER_QUALITIES, RENDER_SIZES, renderMessages } from '@app/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { vaeName } from '../../platform/ai/create-render-provider.ts';
import {
  RenderBackendError,
  BACKEND_TIMEOUT,
  type RenderRequest,
} from '../../platform/ai/render-provider.ts';
import type { JobContext, JobHandler } from '../../platform/jobs/runner.ts';
import type { RenderDeps } from './render-deps.ts';
import { completeRender, endRenderWithRefund } from './render-finish.ts';
import { RENDER_JOB } from './render-generate.ts';
import { loadReference, referenceStorageKey } from './render-reference.ts';
import { aiRenderJobs, type RenderJobRow, type RenderOutputFile } from './render-schema.ts';
import { findRenderStyle } from './render-styles.ts';

/** How often a running render checks that its job was not canceled meanwhile. */
const WATCH_MS = 1_000;

const mine = (jobId: number, runId: string) =>
  and(eq(aiRenderJobs.id, jobId), eq(aiRenderJobs.runId, runId), eq(aiRenderJobs.state, 'running'));

/** What the backend is asked for: sizes by the spec's numbers, the style's palette, the references' bytes. */
async function renderRequestOf(deps: RenderDeps, job: RenderJobRow): Promise<RenderRequest> {
  const p = job.params;
  const size = RENDER_SIZES.find((s) => s.value === p.size) ?? RENDER_SIZES[0];
  const quality = RENDER_QUALITIES.find((q) => q.value === p.quality) ?? RENDER_QUALITIES[0];
  const style = await findRenderStyle(deps.db, job.styleId ?? undefined, job.style);
  const control = RENDER_CONTROL_TYPES.find((c) => c.value === p.type2) ?? RENDER_CONTROL_TYPES[0];
  return {
    prompt: p.promt,
    negativePrompt: p.fpromt,
    width: size.width,
    height: size.height,
    scale: quality.scale,
    cfg: p.cfg,
    steps: p.steps,
    sampler: p.sampler,
    vae: vaeName(deps.config, p.vae),
    seed: job.seed,
    style: { name: job.style, palette: (style?.palette ?? '').split(',').filter(Boolean) },
    styleReference: p.image1
      ? await loadReference(deps.storage, referenceStorageKey(p.image1), p.weight1)
      : null,
    shapeReference: p.image2
      ? {
          ...(await loadReference(deps.storage, referenceStorageKey(p.image2), p.weight2)),
          control: control.key,
        }
      : null,
  };
}

/**
 * Renders one job. Safe to start again and again: it takes the job only while it is queued or running (a
 * canceled or expired job is left alone), under a fresh run id, and commits its picture only while that run
 * still owns the running job. A backend error ends the job as failed and refunds it at once (no retry: a
 * backend that is down must not hold the queue); so does a render that outlives RENDER_TIMEOUT_SECONDS. A
 * worker that stops hands the job back to the queue; one that dies leaves it to the queue's lease (the next
 * claim renders it again, the queue's give-up after that refunds it).
 */
export async function runRender(
  deps: RenderDeps,
  jobId: number,
  job?: JobContext,
): Promise<RenderJobRow['state'] | 'skipped'> {
  const { db } = deps;
  const runId = `r${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
  const [claimed] = await db
    .update(aiRenderJobs)
    .set({
      state: 'running',
      runId,
      runs: sql`${aiRenderJobs.runs} + 1`,
      startedAt: sql`coalesce(${aiRenderJobs.startedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(aiRenderJobs.id, jobId), inArray(aiRenderJobs.state, ['queued', 'running'])))
    .returning();
  if (!claimed) return 'skipped';

  const controller = new AbortController();
  const stop = () => controller.abort(job?.signal.reason);
  job?.signal.addEventListener('abort', stop, { once: true });
  const timeout = setTimeout(
    () =>
      controller.abort(
        new RenderBackendError(BACKEND_TIMEOUT, `超过 ${deps.config.RENDER_TIMEOUT_SECONDS} 秒`),
      ),
    deps.config.RENDER_TIMEOUT_SECONDS * 1000,
  );
  let ended = false;
  const watch = setInterval(() => {
    db.select({ id: aiRenderJobs.id })
      .from(aiRenderJobs)
      .where(mine(jobId, runId))
      .then((rows) => {
        if (rows.length === 0 && !controller.signal.aborted) {
          ended = true;
          controller.abort(new Error('任务已取消或已结束'));
        }
      })
      .catch(() => {});
  }, WATCH_MS);
  const stored: string[] = [];
  try {
    const request = await renderRequestOf(deps, claimed);
    const result = await deps.provider.render(request, { signal: controller.signal });
    const outputs: RenderOutputFile[] = [];
    for (const [n, image] of result.images.entries()) {
      const key = `private/ai-render/out/${claimed.userId}/${jobId}-${runId}-${n}.${image.contentType === 'image/jpeg' ? 'jpg' : 'png'}`;
      stored.push(key);
      await deps.storage.put(key, image.bytes, { contentType: image.contentType });
      outputs.push({ key, contentType: image.contentType, width: image.width, height: image.height });
    }
    controller.signal.throwIfAborted();
    if (await completeRender(db, jobId, runId, outputs, result.seed)) return 'succeeded';
    await Promise.all(stored.map((key) => deps.storage.delete(key).catch(() => {})));
    return 'skipped';
  } catch (error) {
    await Promise.all(stored.map((key) => deps.storage.delete(key).catch(() => {})));
    if (job?.signal.aborted) {
      // The worker is stopping (or lost the job): hand the render back as queued; the queue runs it again.
      await db
        .update(aiRenderJobs)
        .set({ state: 'queued', updatedAt: sql`now()` })
        .where(mine(jobId, runId));
      throw error;
    }
    if (ended) return 'skipped';
    // A timeout aborts the backend's request: the abort's reason says what happened, not the AbortError.
    const reason = controller.signal.aborted ? controller.signal.reason : null;
    const failure = reason instanceof RenderBackendError ? reason : error;
    const backend = failure instanceof RenderBackendError;
    deps.log?.warn(
      { renderJob: jobId, err: backend ? `${failure.message} ${failure.detail}` : String(failure) },
      'render failed',
    );
    const message = backend ? `${failure.message}，本次消耗已退回，请稍后再试` : renderMessages.failed;
    await endRenderWithRefund(db, jobId, 'failed', message, { runId });
    return 'failed';
  } finally {
    clearTimeout(timeout);
    clearInterval(watch);
    job?.signal.removeEventListener('abort', stop);
  }
}

/** The queue handler of 'ai.render' jobs ({renderJobId}). */
export function renderJobHandler(deps: RenderDeps): JobHandler {
  return {
    kind: RENDER_JOB,
    async run(payload, job) {
      await runRender(deps, Number(payload.renderJobId), job);
    },
    async giveUp(payload) {
      // The worker died on this render as often as the queue allows: refund it.
      await endRenderWithRefund(deps.db, Number(payload.renderJobId), 'failed', renderMessages.crashed);
    },
  };
}
