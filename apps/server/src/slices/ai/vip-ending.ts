import { formatChinaDateTime } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { users } from '../../kernel/members/index.ts';
import { enqueueJob } from '../../platform/jobs/queue.ts';
import type { JobHandler } from '../../platform/jobs/runner.ts';
import { sendMemberNotice } from '../community/index.ts';

/** The durable job that tells a member their VIP is about to end (docs/spec-decisions.md "people are told"). */
export const VIP_ENDING_JOB = 'ai.vip-ending';
/** How long before the end the member is told: time to renew before the AI area starts charging. */
export const VIP_ENDING_NOTICE_DAYS = 3;
const DAY_MS = 86_400_000;

/**
 * Schedules the notice for a new VIP term, in the transaction that sets it (a purchase or a staff grant), so
 * the job exists exactly when the term does. A permanent or already-ended term needs none; a term shorter
 * than the notice period is told at once. One job per member and end time (unique key), however often the
 * same term is written.
 */
export async function scheduleVipEndingNotice(
  tx: DbOrTx,
  userId: number,
  term: { permanent: boolean; endsAt: Date | null },
  now: Date,
): Promise<void> {
  if (term.permanent || !term.endsAt || term.endsAt <= now) return;
  const at = new Date(Math.max(now.getTime(), term.endsAt.getTime() - VIP_ENDING_NOTICE_DAYS * DAY_MS));
  await enqueueJob(tx, {
    kind: VIP_ENDING_JOB,
    payload: { userId, endsAt: term.endsAt.toISOString() },
    uniqueKey: `vip-ending:${userId}:${term.endsAt.toISOString()}`,
    runAt: at,
  });
}

/**
 * Sends the notice when the job comes due, unless the term changed meanwhile (renewed, made permanent,
 * or cut by staff): the new term has its own job, so the member is never told of an end that will not come.
 */
export function vipEndingJobHandler(db: Db): JobHandler {
  return {
    kind: VIP_ENDING_JOB,
    async run(payload) {
      const userId = Number(payload.userId);
      const endsAt = String(payload.endsAt);
      await db.transaction(async (tx) => {
        const [member] = await tx
          .select({ permanent: users.vipPermanent, endsAt: users.vipEndtime })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!member || member.permanent || member.endsAt?.toISOString() !== endsAt) return;
        await sendMemberNotice(tx, {
          userId,
          title: 'VIP 即将到期',
          body: `您的 AI 会员（VIP）将于 ${formatChinaDateTime(member.endsAt)} 到期，到期后使用 AI 功能将按次扣除光子，可前往开通页续费`,
          link: '/ai/vip',
        });
      });
    },
  };
}
