import { ProductType } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { mp4Bytes } from '../creator/uploads/testing.ts';
import { multipartBody, staffWithToken } from '../admin/testing.ts';
import { buyer, courseForSale, ordersOf } from '../commerce/testing.ts';
import { catalogueRefs, member, png, upload } from '../creator/testing.ts';
import { sampleInvoicePdf } from '../invoicing/index.ts';
import { companyHeader, invoiceMember, rechargeOrder } from '../invoicing/testing.ts';
import { sendMemberNotice } from './index.ts';
import { insertCourse, memberWithToken } from './testing.ts';

/**
 * Issue 30 item 3: staff's approval or rejection of a submission, a refund and an issued invoice each leave
 * a system notice in the member's 消息回复 (GET /api/user/reply), counted in wait_read until the member
 * opens that list.
 */
let t: TestApp;
let reviewer: string;
let finance: string;
beforeAll(async () => {
  t = await startTestApp();
  reviewer = (await staffWithToken(t, 'reviewer')).token;
  finance = (await staffWithToken(t, 'finance')).token;
});
afterAll(() => t.close());

type Token = { token: string };
const waitRead = async (m: Token) =>
  (await t.call('GET', '/api/user', { token: m.token })).data.wait_read as number;
const openMessages = async (m: Token) => {
  const answer = await t.call('GET', '/api/user/reply?limit=15&offset=0', { token: m.token });
  expect(answer.code).toBe(200);
  return answer.data as { lists: Record<string, any>[]; total: number };
};
const notice = (title: string, body: string, link: string, unread: boolean) => ({
  id: expect.any(Number),
  kind: 'notice',
  link,
  content: body,
  created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  unread,
  user: { id: null, name: '系统通知', avatar: '' },
  comment: {
    id: 0,
    content: title,
    created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /),
    target_type: 'task',
    target_id: 0,
  },
});

let sequence = 0;
async function submitCourse(creator: Token) {
  sequence += 1;
  const refs = await catalogueRefs(t, 'course');
  const file = (purpose: string, name: string, content: Buffer, type?: string) =>
    upload(t, creator.token, { purpose, name, content, ...(type ? { type } : {}) }).then((u) => u.key);
  const cover = await file('image', '封面.png', png(), 'image/png');
  const video = await file('video', '第一课.mp4', mp4Bytes(4096, 3), 'video/mp4');
  const answer = await t.call('POST', '/api/userput/course', {
    token: creator.token,
    body: {
      images: cover,
      name: `通知测试课程${sequence}`,
      tag: [refs.tagId],
      price: '9.90',
      type: '原创',
      author: '张老师',
      cate_id: refs.cateId,
      intro: '<p>课程介绍</p>',
      push: true,
      status: 2,
      detailList: [
        { name: '第一章', type: 'chapter', index: 1 },
        { name: '第一课', type: 'task', index: 2, parent: 1, link: video },
      ],
    },
  });
  expect(answer.code).toBe(200);
  return { id: answer.data.id as number, name: `通知测试课程${sequence}` };
}

describe('system notices in 消息回复', () => {
  it('an approval and a rejection tell the creator; opening the list reads them', async () => {
    const creator = await member(t, { creator: true });
    const kept = await submitCourse(creator);
    const turnedDown = await submitCourse(creator);
    expect(await waitRead(creator)).toBe(0);

    const approved = await t.call('POST', `/api/admin/reviews/course/${kept.id}`, {
      token: reviewer,
      body: { decision: 'approve' },
    });
    expect(approved.code).toBe(200);
    expect(await waitRead(creator)).toBe(1);
    const rejected = await t.call('POST', `/api/admin/reviews/course/${turnedDown.id}`, {
      token: reviewer,
      body: { decision: 'reject', reason: '封面不清晰' },
    });
    expect(rejected.code).toBe(200);
    expect(await waitRead(creator)).toBe(2);

    const page = await openMessages(creator);
    expect(page.total).toBe(2);
    expect(page.lists).toEqual([
      notice(
        '投稿审核结果',
        `您的投稿《${turnedDown.name}》未通过审核：封面不清晰`,
        `/user/contribute?kind=course&id=${turnedDown.id}`,
        true,
      ),
      notice(
        '投稿审核结果',
        `您的投稿《${kept.name}》已通过审核`,
        `/coursepage/${approved.data.published_id}`,
        true,
      ),
    ]);
    expect(await waitRead(creator)).toBe(0);
    expect((await openMessages(creator)).lists.map((m) => m.unread)).toEqual([false, false]);
  });

  it('a refund tells the buyer the order number and the 光子 returned', async () => {
    const member = await buyer(t, '100.00');
    const course = await courseForSale(t, { price: '30.00' });
    const bought = await t.call('POST', '/api/neworder/store', {
      token: member.token,
      body: { product_id: course.id, product_type: ProductType.course },
    });
    expect(bought.code).toBe(200);
    const order = (await ordersOf(t, member.id)).find((o) => o.orderNo === bought.data.order_no)!;
    expect(await waitRead(member)).toBe(0);

    const refunded = await t.call('POST', `/api/admin/orders/${order.id}/refund`, {
      token: finance,
      body: { reason: '课程内容与介绍不符' },
    });
    expect(refunded.code).toBe(200);
    expect(await waitRead(member)).toBe(1);
    expect((await openMessages(member)).lists).toEqual([
      notice('订单退款', `订单 ${order.orderNo} 已退款 30 光子`, `/user/order/${order.id}`, true),
    ]);
    expect(await waitRead(member)).toBe(0);
  });

  it('an issued invoice tells the member; a refused second issue tells nothing more', async () => {
    const member = await invoiceMember(t);
    const header = (await t.call('POST', '/api/invoice/info', { token: member.token, body: companyHeader() }))
      .data;
    const order = await rechargeOrder(t, member.id, '100.00');
    const record = (
      await t.call('POST', '/api/invoice/apply', {
        token: member.token,
        body: { recharge_order_id: order.id, invoice_info_id: header.id, invoice_amount: 100 },
      })
    ).data;
    const issue = async () => {
      const body = multipartBody(
        { number: '24310000000000000123' },
        { pdf: { name: 'invoice.pdf', type: 'application/pdf', content: sampleInvoicePdf(['Invoice']) } },
      );
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/invoices/${record.id}/issue`,
        payload: body.payload,
        headers: { 'content-type': body.contentType, authorization: `Bearer ${finance}` },
      });
      return res.json() as { code: number; msg: string };
    };
    expect(await waitRead(member)).toBe(0);
    expect(await issue()).toMatchObject({ code: 200, msg: '发票已开具' });
    expect(await waitRead(member)).toBe(1);
    // Issued once: the second attempt is refused and tells the member nothing more.
    expect((await issue()).code).not.toBe(200);
    expect(await waitRead(member)).toBe(1);

    expect((await openMessages(member)).lists).toEqual([
      notice(
        '发票已开具',
        '您申请的发票已开具：发票号码 24310000000000000123，金额 100.00 元',
        '/user/recharge',
        true,
      ),
    ]);
    expect(await waitRead(member)).toBe(0);
  });

  it('shares the list with replies, newest first across both, paged as one list', async () => {
    const me = await memberWithToken(t, '评论者');
    const other = await memberWithToken(t, '回复者');
    const course = await insertCourse(t);
    const mine = await t.call('POST', '/api/comments', {
      token: me.token,
      body: { content: '我的评论', target_id: course.id, target_type: 'course' },
    });
    const replyWith = async (content: string) =>
      expect(
        (
          await t.call('POST', '/api/comments/reply', {
            token: other.token,
            body: { content, comment_id: mine.data.id },
          })
        ).code,
      ).toBe(200);
    const tell = (body: string) =>
      sendMemberNotice(t.ctx.db, { userId: me.id, title: '测试通知', body, link: null });
    await replyWith('回复一');
    await tell('通知一');
    await replyWith('回复二');
    await tell('通知二');
    expect(await waitRead(me)).toBe(4);

    const page = (offset: number) =>
      t.call('GET', `/api/user/reply?limit=3&offset=${offset}`, { token: me.token });
    const second = await page(1);
    expect(second.data.total).toBe(4);
    expect(second.data.lists.map((m: { content: string }) => m.content)).toEqual(['回复一']);
    expect(await waitRead(me)).toBe(4);
    const first = await page(0);
    expect(first.data.lists.map((m: { kind: string; content: string }) => [m.kind, m.content])).toEqual([
      ['notice', '通知二'],
      ['reply', '回复二'],
      ['notice', '通知一'],
    ]);
    expect(await waitRead(me)).toBe(0);
  });
});
