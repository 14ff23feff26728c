import { ProductType } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { hasEntitlement } from '../../kernel/entitlements/index.ts';
import { courses } from '../catalogue/schema.ts';
import { balanceOf, buyer, courseForSale, entriesOf, ordersOf, pluginForSale } from '../commerce/testing.ts';
import { auditWallets } from '../wallet/index.ts';
import { rechargeOrder } from '../invoicing/testing.ts';
import { auditRowsFor, staffWithToken } from './testing.ts';

let t: TestApp;
let finance: string;
beforeAll(async () => {
  t = await startTestApp();
  finance = (await staffWithToken(t, 'finance')).token;
});
afterAll(() => t.close());

const buy = async (token: string, productId: number, productType: number) => {
  const answer = await t.call('POST', '/api/neworder/store', {
    token,
    body: { product_id: productId, product_type: productType },
  });
  expect(answer.code).toBe(200);
  return answer.data as { order_no: string };
};
const orderIdOf = async (userId: number, orderNo: string) =>
  (await ordersOf(t, userId)).find((o) => o.orderNo === orderNo)!.id;
const refund = (id: number, reason = '课程内容与介绍不符', token = finance) =>
  t.call('POST', `/api/admin/orders/${id}/refund`, { token, body: { reason } });
const cleanLedger = async () => expect((await auditWallets(t.ctx.db)).problems).toEqual([]);

describe('refunds', () => {
  it('refunds a paid course to 光子: ledger entry, right withdrawn, learner and sale counted off, one audit row', async () => {
    const member = await buyer(t, '100.00');
    const course = await courseForSale(t, { price: '30.00' });
    const { order_no } = await buy(member.token, course.id, ProductType.course);
    const id = await orderIdOf(member.id, order_no);
    expect(await hasEntitlement(t.ctx.db, member.id, ProductType.course, course.id)).toBe(true);

    const answer = await refund(id);
    expect(answer).toMatchObject({
      code: 200,
      msg: '已退款，光子已退回会员账户',
      data: {
        order: { status: 3, status_text: '已退款', refund_reason: '课程内容与介绍不符' },
        entitled: false,
        balance: 100,
      },
    });
    expect(
      answer.data.entries.map((e: { action: number; amount: number; title: string }) => [
        e.action,
        e.amount,
        e.title,
      ]),
    ).toEqual([
      [2, 30, `购买课程：${course.name}`],
      [1, 30, `订单退款：${course.name}`],
    ]);
    expect(await balanceOf(t, member.id)).toBe('100.00');
    expect(await hasEntitlement(t.ctx.db, member.id, ProductType.course, course.id)).toBe(false);
    const [after] = await t.ctx.db.select().from(courses).where(eq(courses.id, course.id));
    expect([after!.num, after!.salesNum]).toEqual([course.num, course.salesNum]);

    const mine = await t.call('GET', '/api/user/order-list', { token: member.token });
    expect(mine.data.lists[0]).toMatchObject({ order_no, status: 3, status_text: '已退款' });
    expect(mine.data.lists[0].refund_time).toMatch(/^\d{4}-/);
    const logs = await t.call('GET', '/api/user/wallet_logs', { token: member.token });
    expect(logs.data.lists[0]).toMatchObject({ title: `订单退款：${course.name}`, action: 1, amount: 30 });

    const rows = await auditRowsFor(t, 'order', id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'order.refund',
      before: { status: 1 },
      after: { status: 3, order_no },
    });
    await cleanLedger();
  });

  it('refunds exactly once under 20 concurrent refunds', async () => {
    const member = await buyer(t, '50.00');
    const course = await courseForSale(t, { price: '20.00' });
    const { order_no } = await buy(member.token, course.id, ProductType.course);
    const id = await orderIdOf(member.id, order_no);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(id)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 4009 && a.msg === '该订单已退款')).toHaveLength(19);
    expect(await balanceOf(t, member.id)).toBe('50.00');
    expect((await entriesOf(t, member.id)).filter((e) => e.sourceType === 'refund')).toHaveLength(1);
    expect(await auditRowsFor(t, 'order', id)).toHaveLength(1);
    await cleanLedger();
  });

  it('takes the purchase bonus back, and refuses (changing nothing) when the bonus is already spent', async () => {
    const member = await buyer(t, '2.00');
    const plugin = await pluginForSale(t, { price: '2.00', giveIntegral: '10.00' });
    const { order_no } = await buy(member.token, plugin.id, ProductType.plug);
    expect(await balanceOf(t, member.id)).toBe('10.00');
    const spend = await pluginForSale(t, { price: '10.00' });
    await buy(member.token, spend.id, ProductType.plug);
    const id = await orderIdOf(member.id, order_no);
    expect(await refund(id)).toMatchObject({
      code: 4009,
      msg: '会员已用掉该订单赠送的光子，余额不足以收回，无法退款',
    });
    expect(await balanceOf(t, member.id)).toBe('0.00');
    expect(await hasEntitlement(t.ctx.db, member.id, ProductType.plug, plugin.id)).toBe(true);
    expect(await auditRowsFor(t, 'order', id)).toHaveLength(0);

    const other = await buyer(t, '5.00');
    const generous = await pluginForSale(t, { price: '5.00', giveIntegral: '1.00' });
    const bought = await buy(other.token, generous.id, ProductType.plug);
    const refunded = await refund(await orderIdOf(other.id, bought.order_no));
    expect(
      refunded.data.entries.map((e: { action: number; amount: number }) => [e.action, e.amount]),
    ).toEqual([
      [2, 5],
      [1, 1],
      [1, 5],
      [2, 1],
    ]);
    expect(await balanceOf(t, other.id)).toBe('5.00');
    await cleanLedger();
  });

  it('keeps the right while another paid order of the same product holds it', async () => {
    const member = await buyer(t, '20.00');
    const plugin = await pluginForSale(t, { price: '5.00', repeatBuy: 1 });
    const first = await buy(member.token, plugin.id, ProductType.plug);
    const second = await buy(member.token, plugin.id, ProductType.plug);
    expect((await refund(await orderIdOf(member.id, first.order_no))).data.entitled).toBe(false);
    expect(await hasEntitlement(t.ctx.db, member.id, ProductType.plug, plugin.id)).toBe(true);
    const last = await refund(await orderIdOf(member.id, second.order_no));
    expect(last.code).toBe(200);
    expect(await hasEntitlement(t.ctx.db, member.id, ProductType.plug, plugin.id)).toBe(false);
    expect(await balanceOf(t, member.id)).toBe('20.00');
  });

  it('refuses unpaid orders and a reason left empty; reviewers may not refund', async () => {
    const member = await buyer(t, '0');
    const course = await courseForSale(t, { price: '9.00' });
    const pending = await t.call('POST', '/api/create-order', {
      token: member.token,
      body: { id: course.id, type: 1 },
    });
    const id = await orderIdOf(member.id, pending.data.order_no);
    expect(await refund(id)).toMatchObject({ code: 4009, msg: '只有已支付的订单可以退款' });
    expect(await refund(id, ' ')).toMatchObject({ code: 4022, msg: '请填写理由' });
    const reviewer = (await staffWithToken(t, 'reviewer')).token;
    expect((await refund(id, '理由', reviewer)).code).toBe(4003);
  });
});

describe('order search and export', () => {
  it('filters by member, status and type, sorts on the server, and exports the same rows as CSV', async () => {
    const member = await buyer(t, '100.00');
    const cheap = await courseForSale(t, { price: '3.00' });
    const dear = await courseForSale(t, { price: '8.00' });
    await buy(member.token, dear.id, ProductType.course);
    await buy(member.token, cheap.id, ProductType.course);
    const list = await t.call(
      'GET',
      `/api/admin/orders?user_id=${member.id}&status=1&product_type=1&sort=total_amount&order=asc`,
      {
        token: finance,
      },
    );
    expect(list.data.total).toBe(2);
    expect(list.data.list.map((o: { total_amount: number }) => o.total_amount)).toEqual([3, 8]);
    expect(list.data.list[0].member).toMatchObject({ id: member.id });

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/export?user_id=${member.id}&sort=total_amount&order=asc`,
      headers: { authorization: `Bearer ${finance}` },
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(csv.headers['content-disposition'])).toMatch(
      /^attachment; filename="orders-\d{8}-\d{6}\.csv"/,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^"订单号","会员ID"/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"${list.data.list[0].order_no}"`);
    const exports = await auditRowsFor(t, 'export', 'orders');
    expect(exports[0]).toMatchObject({ action: 'export.orders', after: { rows: 2 } });
    // The admin cookie signs the export link; a member's token never does.
    const cookie = await t.app.inject({
      method: 'GET',
      url: `/api/admin/ledger/export?user_id=${member.id}`,
      headers: { cookie: `admin_session=${finance}` },
    });
    expect(cookie.statusCode).toBe(200);
    expect(cookie.body).toContain('购买课程');
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/export',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(denied.json()).toMatchObject({ code: 4001 });
  });
});

describe('adjustments', () => {
  const adjust = (body: Record<string, unknown>) =>
    t.call('POST', '/api/admin/ledger/adjust', { token: finance, body });
  let n = 0;
  const requestId = () => `req-${Date.now()}-${(n += 1)}`;

  it('credits and debits through the ledger with the reason the member sees; never below 0', async () => {
    const member = await buyer(t, '10.00');
    const credit = await adjust({
      user_id: member.id,
      direction: 'credit',
      amount: '5.50',
      reason: '活动补发',
      request_id: requestId(),
    });
    expect(credit).toMatchObject({
      code: 200,
      data: {
        repeated: false,
        entry: { action: 1, amount: 5.5, balance: 15.5, title: '光子调整：活动补发', source_type: 'adjust' },
      },
    });
    const logs = await t.call('GET', '/api/user/wallet_logs', { token: member.token });
    expect(logs.data.lists[0]).toMatchObject({ title: '光子调整：活动补发', action: 1, amount: 5.5 });

    const tooMuch = await adjust({
      user_id: member.id,
      direction: 'debit',
      amount: '16',
      reason: '误发收回',
      request_id: requestId(),
    });
    expect(tooMuch).toMatchObject({ code: 4009, msg: '会员光子余额不足，扣减后余额不能小于 0' });
    const debit = await adjust({
      user_id: member.id,
      direction: 'debit',
      amount: '15.50',
      reason: '误发收回',
      request_id: requestId(),
    });
    expect(debit.data.entry).toMatchObject({ action: 2, balance: 0 });
    expect(await balanceOf(t, member.id)).toBe('0.00');
    const rows = await auditRowsFor(t, 'member', member.id);
    expect(rows.map((r) => [r.action, r.before, (r.after as { balance: string }).balance])).toEqual([
      ['ledger.debit', { balance: '15.50' }, '0.00'],
      ['ledger.credit', { balance: '10.00' }, '15.50'],
    ]);
    await cleanLedger();
  });

  it('needs a reason and a sane amount', async () => {
    const member = await buyer(t, '1.00');
    for (const [body, msg] of [
      [{ reason: '' }, '请填写理由'],
      [{ amount: '0' }, '光子数量需大于 0'],
      [{ amount: '1.005' }, '光子数量需为正数，最多两位小数'],
      [{ amount: '-1' }, '光子数量需为正数，最多两位小数'],
      [{ amount: '100001' }, '单次调整不能超过 100000 光子'],
    ] as const)
      expect(
        await adjust({
          user_id: member.id,
          direction: 'credit',
          amount: '1',
          reason: '理由',
          request_id: requestId(),
          ...(body as Record<string, string>),
        }),
      ).toMatchObject({ code: 4022, msg });
    expect(await balanceOf(t, member.id)).toBe('1.00');
  });

  it('the same request twice (double click) adds one entry; concurrent debits never go below 0 and the audit stays clean', async () => {
    const member = await buyer(t, '100.00');
    const id = requestId();
    const twice = await Promise.all(
      [1, 2].map(() =>
        adjust({ user_id: member.id, direction: 'credit', amount: '10', reason: '补偿', request_id: id }),
      ),
    );
    expect(twice.map((a) => a.data.repeated).sort()).toEqual([false, true]);
    expect(await balanceOf(t, member.id)).toBe('110.00');

    const debits = await Promise.all(
      Array.from({ length: 20 }, () =>
        adjust({
          user_id: member.id,
          direction: 'debit',
          amount: '10',
          reason: '批量扣减',
          request_id: requestId(),
        }),
      ),
    );
    expect(debits.filter((a) => a.code === 200)).toHaveLength(11);
    expect(debits.filter((a) => a.code === 4009)).toHaveLength(9);
    expect(await balanceOf(t, member.id)).toBe('0.00');
    expect(
      (await auditRowsFor(t, 'member', member.id)).filter((r) => r.action === 'ledger.debit'),
    ).toHaveLength(11);
    expect(
      (await auditRowsFor(t, 'member', member.id)).filter((r) => r.action === 'ledger.credit'),
    ).toHaveLength(1);
    await cleanLedger();
  });

  it('lists the ledger filtered by member and source', async () => {
    const member = await buyer(t, '3.00');
    await adjust({
      user_id: member.id,
      direction: 'credit',
      amount: '2',
      reason: '测试',
      request_id: requestId(),
    });
    const page = await t.call('GET', `/api/admin/ledger?user_id=${member.id}&source_type=adjust`, {
      token: finance,
    });
    expect(page.data).toMatchObject({
      total: 1,
      list: [{ member: { id: member.id }, amount: 2, source_type: 'adjust' }],
    });
  });
});

describe('recharges', () => {
  it('lists recharge orders with provider state and re-queries one (audited)', async () => {
    const member = await buyer(t, '0');
    const pending = await rechargeOrder(t, member.id, '50.00', { status: 0 });
    const list = await t.call('GET', `/api/admin/recharges?keywords=${pending.orderNo}`, { token: finance });
    expect(list.data.list).toEqual([
      expect.objectContaining({
        order_no: pending.orderNo,
        provider: 'sandbox',
        status: 0,
        status_text: '待支付',
        amount: 50,
        num: 5,
      }),
    ]);
    const queried = await t.call('POST', `/api/admin/recharges/${pending.id}/query`, { token: finance });
    expect(queried).toMatchObject({ code: 200, data: { provider_state: 'unpaid', recharge: { status: 0 } } });
    expect(queried.data.recharge.last_queried_at).toMatch(/^\d{4}-/);
    expect((await auditRowsFor(t, 'recharge', pending.id)).map((r) => r.action)).toEqual(['recharge.query']);
  });
});
