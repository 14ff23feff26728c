import { formatChinaDateTime } from '@app/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { claimJob, type ClaimedJob } from '../../platform/jobs/queue.ts';
import { jobs } from '../../platform/jobs/schema.ts';
import { grantVip } from './grant-vip.ts';
import { aiMember, memberRow } from './testing.ts';
import { VIP_ENDING_JOB, vipEndingJobHandler } from './vip-ending.ts';

/** Issue 30 item 3: a member whose VIP term is about to end is told in 消息回复 by a durable job. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const jobsOf = (userId: number) =>
  t.ctx.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, VIP_ENDING_JOB), like(jobs.uniqueKey, `vip-ending:${userId}:%`)))
    .orderBy(jobs.runAt);
const run = (job: ClaimedJob) =>
  vipEndingJobHandler(t.ctx.db).run(job.payload, {
    job,
    signal: new AbortController().signal,
    progress: async () => undefined,
    isLastAttempt: true,
  });
const claimDue = () => claimJob(t.ctx.db, { workerId: 'test', kinds: [VIP_ENDING_JOB], leaseMs: 60_000 });
const messages = async (token: string) =>
  (await t.call('GET', '/api/user/reply?limit=15&offset=0', { token })).data.lists as Record<string, any>[];
const waitRead = async (token: string) =>
  (await t.call('GET', '/api/user', { token })).data.wait_read as number;

describe('VIP about to end', () => {
  it('a new term schedules the notice 3 days before its end; a permanent one none', async () => {
    const member = await aiMember(t);
    const term = await grantVip(t.ctx.db, { userId: member.id, months: 1 });
    const [job] = await jobsOf(member.id);
    expect(job).toMatchObject({ state: 'queued', payload: { userId: member.id } });
    expect(job!.runAt.getTime()).toBe(term.endsAt!.getTime() - 3 * DAY);
    // Nothing is due yet: the member hears nothing now.
    expect(await claimDue()).toBeNull();

    const forever = await aiMember(t);
    await grantVip(t.ctx.db, { userId: forever.id, months: null });
    expect(await jobsOf(forever.id)).toEqual([]);
  });

  it('when due, the member gets the notice and wait_read counts it until the list is opened', async () => {
    const member = await aiMember(t);
    // A month granted 29 days ago ends within 3 days: the job is due now.
    await grantVip(t.ctx.db, { userId: member.id, months: 1, now: new Date(Date.now() - 29 * DAY) });
    const endsAt = (await memberRow(t, member.id)).vipEndtime!;
    const job = await claimDue();
    expect(job?.payload).toEqual({ userId: member.id, endsAt: endsAt.toISOString() });
    await run(job!);
    expect(await waitRead(member.token)).toBe(1);
    const [notice] = await messages(member.token);
    expect(notice).toMatchObject({
      kind: 'notice',
      link: '/ai/vip',
      unread: true,
      content: `您的 AI 会员（VIP）将于 ${formatChinaDateTime(endsAt)} 到期，到期后使用 AI 功能将按次扣除光子，可前往开通页续费`,
      user: { id: null, name: '系统通知' },
      comment: { content: 'VIP 即将到期' },
    });
    expect(await waitRead(member.token)).toBe(0);
  });

  it('a term renewed before the job runs tells nothing about the old end', async () => {
    const member = await aiMember(t);
    await grantVip(t.ctx.db, { userId: member.id, months: 1, now: new Date(Date.now() - 29 * DAY) });
    await grantVip(t.ctx.db, { userId: member.id, months: 1 });
    expect(await jobsOf(member.id)).toHaveLength(2);
    const job = await claimDue();
    expect(job?.payload.userId).toBe(member.id);
    await run(job!);
    expect(await messages(member.token)).toEqual([]);
    expect(await waitRead(member.token)).toBe(0);
  });
});
