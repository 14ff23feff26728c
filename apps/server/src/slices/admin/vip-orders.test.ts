import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { users } from '../../kernel/members/index.ts';
import { aiMember, memberRow } from '../ai/testing.ts';
import { DEFAULT_VIP_SETTINGS } from '../ai/index.ts';
import { auditWallets } from '../wallet/index.ts';
import { auditRowsFor, staffWithToken } from './testing.ts';

/** VIP purchases in 订单与退款: listed with the product orders, refunded like them (docs/spec-decisions.md). */
let t: TestApp;
let finance: string;
beforeAll(async () => {
  t = await startTestApp();
  finance = (await staffWithToken(t, 'finance')).token;
});
afterAll(() => t.close());

const DAY = 86_400_000;
const buyVip = async (token: string, price: number) =>
  expect((await t.call('POST', '/api/ai/buy', { token, body: { price } })).code).toBe(200);
const vipRows = async (userId: number) =>
  (await t.call('GET', `/api/admin/orders?user_id=${userId}&product_type=4`, { token: finance })).data;
const refund = (id: number, reason = '误购，会员申请退款', token = finance) =>
  t.call('POST', `/api/admin/vip-orders/${id}/refund`, { token, body: { reason } });

describe('VIP orders in 订单与退款', () => {
  it('lists a VIP purchase with the orders and refunds it: 光子 back through the ledger, the month taken off', async () => {
    const member = await aiMember(t, '100.00');
    await buyVip(member.token, DEFAULT_VIP_SETTINGS.vip_price1);
    const all = (await t.call('GET', `/api/admin/orders?user_id=${member.id}`, { token: finance })).data;
    expect(all.total).toBe(1);
    expect(all.list[0]).toMatchObject({
      kind: 'vip',
      product_type: 4,
      product_type_text: 'VIP',
      product_name: '月度VIP',
      total_amount: 30,
      status: 1,
      status_text: '已支付',
      pay_method_text: '光子支付',
    });
    const id = all.list[0].id as number;
    expect((await vipRows(member.id)).total).toBe(1);
    expect(
      (await t.call('GET', `/api/admin/orders?user_id=${member.id}&product_type=1`, { token: finance })).data
        .total,
    ).toBe(0);

    const answer = await refund(id);
    expect(answer).toMatchObject({
      code: 200,
      msg: '已退款，光子已退回会员账户',
      data: {
        order: { status: 3, status_text: '已退款', refund_reason: '误购，会员申请退款' },
        entitled: false,
        balance: 100,
      },
    });
    expect(
      answer.data.entries.map((e: { action: number; amount: number; title: string; source_type: string }) => [
        e.action,
        e.amount,
        e.title,
        e.source_type,
      ]),
    ).toEqual([
      [2, 30, '开通月度VIP', 'vip'],
      [1, 30, 'VIP 订单退款：月度VIP', 'refund'],
    ]);
    // The month the purchase gave is gone: VIP ends now.
    const row = await memberRow(t, member.id);
    expect(row.vipEndtime!.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await t.call('GET', '/api/ai/vip', { token: member.token })).data.is_vip).toBe(false);
    expect((await vipRows(member.id)).list[0]).toMatchObject({
      status: 3,
      refund_reason: '误购，会员申请退款',
    });
    const audit = await auditRowsFor(t, 'vip-order', id);
    expect(audit.map((r) => r.action)).toEqual(['vip-order.refund']);
    expect((await auditWallets(t.ctx.db)).problems).toEqual([]);
  });

  it('refunds once: a second refund is refused and changes nothing', async () => {
    const member = await aiMember(t, '100.00');
    await buyVip(member.token, DEFAULT_VIP_SETTINGS.vip_price1);
    const id = (await vipRows(member.id)).list[0].id as number;
    const [first, second] = await Promise.all([refund(id), refund(id)]);
    expect([first.code, second.code].sort()).toEqual([200, 4009]);
    expect([first, second].find((a) => a.code === 4009)?.msg).toBe('该订单已退款');
    expect((await memberRow(t, member.id)).integral).toBe('100.00');
  });

  it('takes only the refunded plan off a longer term', async () => {
    const member = await aiMember(t, '1000.00');
    const end = new Date(Date.now() + 10 * DAY);
    await t.ctx.db.update(users).set({ vipEndtime: end }).where(eq(users.id, member.id));
    await buyVip(member.token, DEFAULT_VIP_SETTINGS.vip_price2);
    const id = (await vipRows(member.id)).list[0].id as number;
    expect((await refund(id)).data.entitled).toBe(true);
    expect((await memberRow(t, member.id)).vipEndtime!.getTime()).toBe(end.getTime());
    expect((await memberRow(t, member.id)).integral).toBe('1000.00');
  });

  it('a reviewer may not refund; an unknown VIP order is named', async () => {
    const reviewer = (await staffWithToken(t, 'reviewer')).token;
    expect((await refund(1, '理由', reviewer)).code).toBe(4003);
    expect(await refund(999_999)).toMatchObject({ code: 4004, msg: 'VIP 订单不存在' });
  });
});
