import { createHash, randomInt } from 'node:crypto';
import {
  Code,
  fromCents,
  type GenerateBody,
  isVipActive,
  makeOrderNo,
  ORDER_NO_PREFIX,
  RENDER_QUALITIES,
  RenderLimits,
  renderMessages,
} from '@app/contract';
import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { refuse } from '../../kernel/errors/index.ts';
import { enqueueJob } from '../../platform/jobs/queue.ts';
import { lockMemberTerm, RENDER_USE } from './charge/charge.ts';
import { takeAiCharge } from './charge/take-charge.ts';
import { chargesForRenders, type RenderDeps } from './render-deps.ts';
import { referenceKey } from './render-reference.ts';
import { aiRenderJobs, type RenderJobRow, type RenderParams } from './render-schema.ts';
import { findRenderStyle } from './render-styles.ts';
import { readVipSettings } from './vip-settings.ts';

export const RENDER_JOB = 'ai.render';
/** A crashed worker's render is tried once more, then refunded (the queue's give-up). */
export const RENDER_MAX_ATTEMPTS = 2;
/** A re-sent identical generate answers the earlier job for this long after it was made. */
const SAME_REQUEST_WINDOW_MS = 60 * 60_000;

function paramsOf(body: GenerateBody): RenderParams {
  return {
    promt: body.promt,
    fpromt: body.fpromt,
    quality: body.quality as RenderParams['quality'],
    size: body.size as RenderParams['size'],
    image1: body.image1,
    image2: body.image2,
    weight1: body.image1 ? body.weight1 : 0,
    weight2: body.image2 ? body.weight2 : 0,
    type1: body.type1,
    type2: body.type2 as RenderParams['type2'],
    cfg: body.cfg,
    sampler: body.sampler,
    steps: body.steps,
    vae: body.vae,
  };
}

export interface QueuedRender {
  job: RenderJobRow;
  /** true when an identical request's job was answered instead of queuing (and charging) a new one. */
  reused: boolean;
}

/**
 * POST /api/ai/generate (002 §4, §6, §9), in one transaction under the member's row lock (one member's
 * generates run one after another, so the free quota, the pending limit and the same-request check hold
 * under any concurrency):
 * - an identical request (same style and parameters, no new seed) whose job is waiting, running, or finished
 *   within the hour and not yet answered with its image, answers that job: a client that polls by re-sending
 *   the generate is never charged twice;
 * - otherwise the job is charged as it is queued (takeAiCharge; the job's cost is the charge's amount): nothing
 *   for a VIP (and the job goes ahead of non-VIP jobs), a daily free use while any remain (worth the 普通
 *   price: 1.5倍 / 2倍 take the difference in 光子 too), else 0.01/0.02/0.03 光子 by quality through the ledger (4423 '光子不足，请充值' when short). A free
 *   preview backend charges nothing at all.
 */
export async function queueRender(
  deps: RenderDeps,
  userId: number,
  body: GenerateBody,
  now = new Date(),
): Promise<QueuedRender> {
  const { db } = deps;
  const style = await findRenderStyle(db, body.style_id, body.style);
  if (!style) throw refuse(renderMessages.styleNotFound, Code.invalid);
  // The job keeps the references' storage keys (checked for this use), not the names the client sent.
  const image1 = body.image1 ? await referenceKey(deps.storage, userId, body.image1) : '';
  const image2 = body.image2 ? await referenceKey(deps.storage, userId, body.image2) : '';
  const params = paramsOf({ ...body, image1, image2 });
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([style.id, style.name, params, body.seed ?? null]))
    .digest('hex');
  const settings = await readVipSettings(db);
  return db.transaction(async (tx) => {
    const member = await lockMemberTerm(tx, userId);
    const [same] = await tx
      .select()
      .from(aiRenderJobs)
      .where(
        and(
          eq(aiRenderJobs.userId, userId),
          eq(aiRenderJobs.fingerprint, fingerprint),
          gt(aiRenderJobs.createdAt, new Date(now.getTime() - SAME_REQUEST_WINDOW_MS)),
          or(
            inArray(aiRenderJobs.state, ['queued', 'running']),
            and(eq(aiRenderJobs.state, 'succeeded'), isNull(aiRenderJobs.deliveredAt)),
          ),
        ),
      )
      .orderBy(desc(aiRenderJobs.id))
      .limit(1);
    if (same) return { job: same, reused: true };
    const [{ pending }] = (await tx
      .select({ pending: sql<number>`count(*)::int` })
      .from(aiRenderJobs)
      .where(and(eq(aiRenderJobs.userId, userId), inArray(aiRenderJobs.state, ['queued', 'running'])))) as [
      { pending: number },
    ];
    if (pending >= RenderLimits.pendingPerMember) throw refuse(renderMessages.tooManyPending, Code.tooMany);

    const isVip = isVipActive(member, now);
    const orderNo = makeOrderNo(ORDER_NO_PREFIX.renderJob, now);
    const quality = RENDER_QUALITIES.find((q) => q.value === params.quality)!;
    // A free preview backend takes nothing at all (paid_with 'preview').
    const charge = chargesForRenders(deps)
      ? await takeAiCharge(
          tx,
          RENDER_USE,
          {
            userId,
            member,
            freeQuota: settings.free_img,
            price: fromCents(quality.costCents),
            title: `AI智能渲染（${quality.label}）`,
            sourceNo: orderNo,
            insufficient: renderMessages.insufficient,
            freeCovers: fromCents(RENDER_QUALITIES[0].costCents),
          },
          now,
        )
      : null;
    const [job] = await tx
      .insert(aiRenderJobs)
      .values({
        orderNo,
        userId,
        priority: isVip ? 1 : 0,
        styleId: style.id,
        style: style.name,
        params,
        fingerprint,
        seed: body.seed ?? randomInt(0, 2 ** 32 - 1),
        backend: deps.provider.kind,
        cost: charge?.amount ?? '0',
        paidWith: charge?.kind ?? 'preview',
        freeDay: charge?.day ?? null,
        chargeEntryId: charge?.entryId ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const queueJobId = await enqueueJob(tx, {
      kind: RENDER_JOB,
      payload: { renderJobId: job!.id },
      uniqueKey: `${RENDER_JOB}:${job!.id}`,
      maxAttempts: RENDER_MAX_ATTEMPTS,
      priority: job!.priority,
    });
    const [queued] = await tx
      .update(aiRenderJobs)
      .set({ queueJobId })
      .where(eq(aiRenderJobs.id, job!.id))
      .returning();
    return { job: queued!, reused: false };
  });
}
