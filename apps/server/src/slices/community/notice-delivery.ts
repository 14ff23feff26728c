import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { enqueueJob } from '../../platform/jobs/queue.ts';
import type { JobHandler } from '../../platform/jobs/runner.ts';
import { readNoticeTargets } from '../account/index.ts';
import { memberNotices } from './schema.ts';

/** The durable job that sends a notice by SMS or e-mail where the member chose it (one job per channel). */
export const NOTICE_DELIVERY_JOB = 'community.notice-delivery';
type Channel = 'sms' | 'email';

/**
 * In the action's transaction, beside the notice: a job per channel the member switched on (account's
 * 消息通知), so the staff's transaction never waits on a provider and a provider outage never undoes what
 * staff did; the job commits with the notice or not at all. One job per notice and channel (unique key), so
 * a failed SMS retried never sends the e-mail twice.
 */
export async function scheduleNoticeDelivery(tx: DbOrTx, userId: number, noticeId: number): Promise<void> {
  const targets = await readNoticeTargets(tx, userId);
  const channels: Channel[] = [];
  if (targets.email) channels.push('email');
  if (targets.phone) channels.push('sms');
  for (const channel of channels)
    await enqueueJob(tx, {
      kind: NOTICE_DELIVERY_JOB,
      payload: { noticeId, channel },
      uniqueKey: `notice-delivery:${noticeId}:${channel}`,
    });
}

/**
 * Sends one notice on one channel when the job runs: the member's choice and address are read again (a
 * switch turned off or an address removed meanwhile sends nothing); the mail carries the notice's page as
 * a full link. A provider failure throws, and the queue retries with backoff.
 */
export function noticeDeliveryJobHandler(ctx: Pick<AppContext, 'db' | 'services' | 'config'>): JobHandler {
  return {
    kind: NOTICE_DELIVERY_JOB,
    async run(payload) {
      const channel = payload.channel as Channel;
      const [notice] = await ctx.db
        .select()
        .from(memberNotices)
        .where(eq(memberNotices.id, Number(payload.noticeId)));
      if (!notice) return;
      const targets = await readNoticeTargets(ctx.db, notice.userId);
      const link = notice.link ? new URL(notice.link, ctx.config.PUBLIC_URL).toString() : undefined;
      if (channel === 'email' && targets.email)
        await ctx.services.mail.send({
          to: targets.email,
          subject: `【光子设计】${notice.title}`,
          text: [notice.body, link ? `查看详情：${link}` : '', '（您可在个人中心的基本信息中关闭邮件通知）']
            .filter(Boolean)
            .join('\n\n'),
          link,
        });
      if (channel === 'sms' && targets.phone)
        await ctx.services.sms.sendNotice(targets.phone, notice.title, notice.body);
    },
  };
}
