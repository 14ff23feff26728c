import { ProductType } from '@app/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { setMemberEmail } from '../../kernel/members/index.ts';
import { jobs } from '../../platform/jobs/schema.ts';
import { listOutbox } from '../../platform/messaging/outbox.ts';
import { buyer, courseForSale, ordersOf } from '../commerce/testing.ts';
import { NOTICE_DELIVERY_JOB, noticeDeliveryJobHandler } from '../community/index.ts';
import { memberNotices } from '../community/schema.ts';
import { staffWithToken } from './testing.ts';

/**
 * Issue 30 item 3: what staff did reaches the member by e-mail or SMS where they chose it (基本信息's
 * 消息通知), through the durable job queue after the staff's transaction, via the dev outbox here.
 */
let t: TestApp;
let finance: string;
beforeAll(async () => {
  t = await startTestApp();
  finance = (await staffWithToken(t, 'finance')).token;
});
afterAll(() => t.close());

let sequence = 0;
/** A member with a verified e-mail who bought a 30 光子 course; answers the order. */
async function memberWithOrder() {
  sequence += 1;
  const member = await buyer(t, '100.00');
  const email = `notice${process.pid}-${sequence}@example.com`;
  await setMemberEmail(t.ctx.db, member.id, email, new Date());
  const course = await courseForSale(t, { price: '30.00' });
  const bought = await t.call('POST', '/api/neworder/store', {
    token: member.token,
    body: { product_id: course.id, product_type: ProductType.course },
  });
  expect(bought.code).toBe(200);
  const order = (await ordersOf(t, member.id)).find((o) => o.orderNo === bought.data.order_no)!;
  return { member, email, order };
}
const choose = (token: string, body: { sms: boolean; email: boolean }) =>
  t.call('POST', '/api/user/notice-channels', { token, body });

/** Runs the delivery jobs of the member's notices as the worker would. */
async function deliver(userId: number) {
  const notices = await t.ctx.db
    .select({ id: memberNotices.id })
    .from(memberNotices)
    .where(eq(memberNotices.userId, userId));
  const queued = (await t.ctx.db.select().from(jobs).where(eq(jobs.kind, NOTICE_DELIVERY_JOB))).filter((j) =>
    notices.some((n) => n.id === Number(j.payload.noticeId)),
  );
  const handler = noticeDeliveryJobHandler(t.ctx);
  for (const job of queued)
    await handler.run(job.payload, {
      job: { ...job, attempts: 1 } as never,
      signal: new AbortController().signal,
      progress: async () => undefined,
      isLastAttempt: true,
    });
  if (queued.length)
    await t.ctx.db.delete(jobs).where(
      inArray(
        jobs.id,
        queued.map((j) => j.id),
      ),
    );
  return queued.length;
}

describe('notices by e-mail where the member chose it', () => {
  it('a refund to a member who chose 邮件 leaves a mail with the order’s text in the outbox', async () => {
    const { member, email, order } = await memberWithOrder();
    expect(await choose(member.token, { sms: false, email: true })).toMatchObject({
      code: 200,
      msg: '通知方式已保存',
      data: { sms: false, email: true, email_address: email, can_email: true },
    });
    const refund = await t.call('POST', `/api/admin/orders/${order.id}/refund`, {
      token: finance,
      body: { reason: '会员申请退款' },
    });
    expect(refund.code).toBe(200);
    // Nothing is sent inside the staff's transaction: the mail waits for the job.
    expect(await listOutbox(t.ctx.db, email)).toEqual([]);
    expect(await deliver(member.id)).toBe(1);
    const [mail, ...more] = await listOutbox(t.ctx.db, email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ channel: 'email', subject: '【光子设计】订单退款' });
    expect(mail!.body).toContain(`订单 ${order.orderNo} 已退款 30 光子`);
    expect(mail!.link).toMatch(new RegExp(`/user/order/${order.id}$`));
  });

  it('a member who did not choose 邮件 gets none (and is still told in 消息回复)', async () => {
    const { member, email, order } = await memberWithOrder();
    const refund = await t.call('POST', `/api/admin/orders/${order.id}/refund`, {
      token: finance,
      body: { reason: '会员申请退款' },
    });
    expect(refund.code).toBe(200);
    expect(await deliver(member.id)).toBe(0);
    expect(await listOutbox(t.ctx.db, email)).toEqual([]);
    const messages = await t.call('GET', '/api/user/reply?limit=15&offset=0', { token: member.token });
    expect(JSON.stringify(messages.data.lists)).toContain(`订单 ${order.orderNo} 已退款`);
  });

  it('e-mail needs a verified address and SMS a bound phone; off by default', async () => {
    const member = await buyer(t, '0');
    expect((await t.call('GET', '/api/user/notice-channels', { token: member.token })).data).toMatchObject({
      sms: false,
      email: false,
      email_address: '',
      can_email: false,
    });
    expect(await choose(member.token, { sms: false, email: true })).toMatchObject({
      code: 4009,
      msg: '请先绑定并验证邮箱，再开启邮件通知',
    });
    expect((await t.call('GET', '/api/user/notice-channels', { token: member.token })).data.email).toBe(
      false,
    );
  });
});
