import { orderResult } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { auditWallets } from './audit-wallets.ts';
import { paymentProviders } from './payment-providers.ts';
import { reconcileRecharges } from './reconcile-recharges.ts';
import { paymentNotifies, rechargeOrders } from './schema.ts';
import { balanceOf, entriesOf, memberWithSession } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'http://pay.test' });
});
afterAll(() => t.close());

async function recharge(token: string, num: unknown = 3, payMethod: unknown = 1) {
  const res = await t.call('POST', '/api/integral/recharge', { body: { num, pay_method: payMethod }, token });
  expect(res.code, res.msg).toBe(200);
  return res.data.orderNo as string;
}

const orderRow = async (orderNo: string) =>
  (await t.ctx.db.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, orderNo)))[0]!;

describe('GET /api/user/wallet_logs', () => {
  it('answers balance, totals and 15 entries per page, newest first', async () => {
    const m = await memberWithSession(t, '20.00');
    for (let i = 0; i < 3; i += 1) await t.call('POST', `/api/dev/cashier/${await recharge(m.token, 1)}/pay`);
    const res = await t.call('GET', '/api/user/wallet_logs?offset=0&limit=15', { token: m.token });
    expect(res).toMatchObject({
      status: 200,
      code: 200,
      data: { total: 4, income: 23, expend: 0, balance: 23 },
    });
    expect(res.data.lists).toHaveLength(4);
    expect(res.data.lists[0]).toEqual({
      id: expect.any(Number),
      title: '光子充值',
      action: 1,
      amount: 1,
      extend: { balance: 23 },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    expect(res.data.lists[3]).toMatchObject({ title: '测试开户', amount: 20, extend: { balance: 20 } });
    const page2 = await t.call('GET', '/api/user/wallet_logs?offset=1&limit=3', { token: m.token });
    expect(page2.data.lists.map((e: { extend: { balance: number } }) => e.extend.balance)).toEqual([20]);
  });

  it('defaults to the first page of 15 and needs a session', async () => {
    const m = await memberWithSession(t);
    expect((await t.call('GET', '/api/user/wallet_logs', { token: m.token })).data).toEqual({
      lists: [],
      total: 0,
      income: 0,
      expend: 0,
      balance: 0,
    });
    expect((await t.call('GET', '/api/user/wallet_logs')).code).toBe(4001);
  });
});

describe('POST /api/integral/recharge', () => {
  it('creates a pending order at num × 10 元 and answers a PNG QR code (沙箱 by default)', async () => {
    const m = await memberWithSession(t);
    const res = await t.call('POST', '/api/integral/recharge', {
      body: { num: 12.5, pay_method: 2 },
      token: m.token,
    });
    expect(res).toMatchObject({
      code: 200,
      msg: '支付码生成成功',
      data: { order_amount: 125, pay_method: 2, sandbox: true },
    });
    expect(res.data.payCodeImg).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(res.data.cashier_url).toBe(`http://pay.test/dev/cashier/${res.data.orderNo}`);
    expect(await orderRow(res.data.orderNo)).toMatchObject({
      userId: m.id,
      num: '12.50',
      amount: '125.00',
      payMethod: 2,
      provider: 'sandbox',
      status: 0,
    });
  });

  it.each([
    [{ pay_method: 1 }, '请填写光子充值数量'],
    [{ num: '', pay_method: 1 }, '请填写光子充值数量'],
    [{ num: 0.5, pay_method: 1 }, '光子充值数量不能小于 1'],
    [{ num: '1.005', pay_method: 1 }, '光子充值数量最多保留两位小数'],
    [{ num: -3, pay_method: 1 }, '请输入正确的光子充值数量'],
    [{ num: 'abc', pay_method: 1 }, '请输入正确的光子充值数量'],
    [{ num: 100001, pay_method: 1 }, '单次充值不能超过 100000 光子'],
    [{ num: 5 }, '请选择支付方式'],
    [{ num: 5, pay_method: 3 }, '请选择支付方式'],
  ])('refuses %j with a Chinese message and creates nothing', async (body, msg) => {
    const m = await memberWithSession(t);
    const res = await t.call('POST', '/api/integral/recharge', { body, token: m.token });
    expect(res).toMatchObject({ status: 200, code: 4022, msg });
    expect(await t.ctx.db.select().from(rechargeOrders).where(eq(rechargeOrders.userId, m.id))).toEqual([]);
  });

  it('limits unpaid orders per member', async () => {
    const m = await memberWithSession(t);
    for (let i = 0; i < 10; i += 1) await recharge(m.token, 1);
    expect(
      await t.call('POST', '/api/integral/recharge', { body: { num: 1, pay_method: 1 }, token: m.token }),
    ).toMatchObject({ code: 4029 });
  });
});

describe('POST /api/integral/order', () => {
  it('answers the member’s own order; others’ and unknown ones are not found', async () => {
    const m = await memberWithSession(t);
    const other = await memberWithSession(t);
    const orderNo = await recharge(m.token, '2.5');
    expect(
      await t.call('POST', '/api/integral/order', { body: { order_no: orderNo }, token: m.token }),
    ).toMatchObject({
      code: 200,
      data: {
        status: 0,
        order_no: orderNo,
        order_amount: 25,
        total_amount: 25,
        product_type: 0,
        product_id: 0,
        product_extend_type: '',
        num: 2.5,
        pay_method: 1,
      },
    });
    expect(
      await t.call('POST', '/api/integral/order', { body: { order_no: orderNo }, token: other.token }),
    ).toMatchObject({ code: 4004, msg: '充值订单不存在' });
    expect(
      await t.call('POST', '/api/integral/order', { body: { order_no: 'R0' }, token: m.token }),
    ).toMatchObject({ code: 4004 });
    expect(await t.call('POST', '/api/integral/order', { body: {}, token: m.token })).toMatchObject({
      code: 4022,
      msg: '订单号错误!',
    });
  });
});

describe('POST /api/integral/order as the 000 payment result page reads it', () => {
  it('answers the same shape as /api/get-order: every field of the product order answer is there', async () => {
    // 000 §7: "POST /api/get-order {order_no} → data {status, order_amount, product_type, product_id}.
    // POST /api/integral/order {order_no} → the same shape, for a recharge order."
    const m = await memberWithSession(t);
    const orderNo = await recharge(m.token, 3);
    const answer = await t.call('POST', '/api/integral/order', {
      body: { order_no: orderNo },
      token: m.token,
    });
    for (const field of Object.keys(orderResult.shape)) expect(answer.data).toHaveProperty(field);
    const { status, order_amount, product_type, product_id } = answer.data;
    expect({ status, order_amount, product_type, product_id }).toEqual({
      status: 0,
      order_amount: 30,
      product_type: 0,
      product_id: 0,
    });
  });
});

describe('sandbox payment', () => {
  it('paid 10 times at once through POST /api/dev/cashier/{no}/pay credits once', async () => {
    const m = await memberWithSession(t, '1.00');
    const orderNo = await recharge(m.token, '3.30');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.call('POST', `/api/dev/cashier/${orderNo}/pay`)),
    );
    expect(answers.every((a) => a.code === 200)).toBe(true);
    expect(answers.filter((a) => a.data.credited)).toHaveLength(1);
    expect(await balanceOf(t, m.id)).toBe('4.30');
    expect(
      (await entriesOf(t, m.id)).map((e) => [e.title, e.amount, e.balanceAfter, e.sourceType, e.sourceNo]),
    ).toEqual([
      ['测试开户', '1.00', '1.00', 'grant', `test-${m.id}`],
      ['光子充值', '3.30', '4.30', 'recharge', orderNo],
    ]);
    expect(
      await t.call('POST', '/api/integral/order', { body: { order_no: orderNo }, token: m.token }),
    ).toMatchObject({ data: { status: 1 } });
    expect((await orderRow(orderNo)).tradeNo).toMatch(/^SBX/);
    expect((await auditWallets(t.ctx.db)).problems).toEqual([]);
  });

  it('the same signed notify delivered 10 times at once credits once', async () => {
    const m = await memberWithSession(t);
    const orderNo = await recharge(m.token, 2);
    const sandbox = paymentProviders(t.ctx).sandbox!;
    const paid = await sandbox.markPaid(orderNo, '20.00');
    const notify = sandbox.signedNotify({ orderNo, amount: paid.amount, tradeNo: paid.tradeNo });
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/pay/notify/sandbox',
          headers: notify.headers as Record<string, string>,
          payload: notify.body,
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await balanceOf(t, m.id)).toBe('2.00');
    expect(await entriesOf(t, m.id)).toHaveLength(1);
    const kept = await t.ctx.db.select().from(paymentNotifies).where(eq(paymentNotifies.orderNo, orderNo));
    expect(kept).toHaveLength(10);
    expect(kept.filter((n) => n.result === 'credited')).toHaveLength(1);
    expect(kept.every((n) => n.verified && n.rawBody === notify.body)).toBe(true);
  });

  it('a forged notify is refused and credits nothing', async () => {
    const m = await memberWithSession(t);
    const orderNo = await recharge(m.token, 2);
    const sandbox = paymentProviders(t.ctx).sandbox!;
    const genuine = sandbox.signedNotify({ orderNo, amount: '20.00', tradeNo: 'SBXFAKE' });
    const forged = [
      { ...genuine, headers: { ...genuine.headers, 'x-sandbox-signature': 'a'.repeat(64) } },
      { ...genuine, body: genuine.body.replace('20.00', '20.01') },
      { body: genuine.body, headers: { 'content-type': 'application/json' } },
    ];
    for (const notify of forged) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/pay/notify/sandbox',
        headers: notify.headers as Record<string, string>,
        payload: notify.body,
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ code: 'FAIL' });
    }
    // Correctly signed, but for another amount than the order's: verified, refused at settlement.
    const wrongAmount = sandbox.signedNotify({ orderNo, amount: '2.00', tradeNo: 'SBXFAKE' });
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      headers: wrongAmount.headers as Record<string, string>,
      payload: wrongAmount.body,
    });
    expect(reply.statusCode).toBe(400);
    expect(await balanceOf(t, m.id)).toBe('0.00');
    expect((await orderRow(orderNo)).status).toBe(0);
    const kept = await t.ctx.db.select().from(paymentNotifies).where(eq(paymentNotifies.provider, 'sandbox'));
    expect(kept.filter((n) => n.result.startsWith('refused')).length).toBeGreaterThanOrEqual(4);
    expect(kept.find((n) => n.result.startsWith('refused: amount mismatch'))).toMatchObject({
      verified: true,
      orderNo,
    });
  });

  it('a lost notify is settled by the active query', async () => {
    const m = await memberWithSession(t);
    const orderNo = await recharge(m.token, 4);
    const lost = await t.call('POST', `/api/dev/cashier/${orderNo}/pay`, { body: { lose_notify: true } });
    expect(lost).toMatchObject({ code: 200, data: { status: 0, credited: false } });
    expect(await balanceOf(t, m.id)).toBe('0.00');
    const report = await reconcileRecharges(
      t.ctx.db,
      paymentProviders(t.ctx),
      undefined,
      new Date(Date.now() + 2 * 60_000),
    );
    expect(report.paid).toBeGreaterThanOrEqual(1);
    expect(report.failed).toBe(0);
    expect(await balanceOf(t, m.id)).toBe('4.00');
    expect(await orderRow(orderNo)).toMatchObject({ status: 1, tradeNo: expect.stringMatching(/^SBX/) });
    // A late notify for the same payment changes nothing.
    expect(await t.call('POST', `/api/dev/cashier/${orderNo}/pay`)).toMatchObject({
      code: 200,
      data: { credited: false },
    });
    expect(await entriesOf(t, m.id)).toHaveLength(1);
  });

  it('the payer’s polling also settles a lost notify', async () => {
    const m = await memberWithSession(t);
    const orderNo = await recharge(m.token, 1);
    await t.call('POST', `/api/dev/cashier/${orderNo}/pay`, { body: { lose_notify: true } });
    expect(
      await t.call('POST', '/api/integral/order', { body: { order_no: orderNo }, token: m.token }),
    ).toMatchObject({ data: { status: 1 } });
    expect(await balanceOf(t, m.id)).toBe('1.00');
  });

  it('an unpaid order closes after 30 minutes and can no longer be paid', async () => {
    const m = await memberWithSession(t);
    const orderNo = await recharge(m.token, 1);
    await reconcileRecharges(
      t.ctx.db,
      paymentProviders(t.ctx),
      undefined,
      new Date(Date.now() + 31 * 60_000),
    );
    expect((await orderRow(orderNo)).status).toBe(2);
    expect(await t.call('POST', `/api/dev/cashier/${orderNo}/pay`)).toMatchObject({
      code: 4009,
      msg: '沙箱：订单已关闭，请重新下单',
    });
    expect(await balanceOf(t, m.id)).toBe('0.00');
  });

  it('the cashier page is labelled 沙箱 and its 确认支付 credits through the notify path', async () => {
    const m = await memberWithSession(t);
    const orderNo = await recharge(m.token, 6);
    const page = await t.app.inject({ method: 'GET', url: `/dev/cashier/${orderNo}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('沙箱');
    expect(page.body).toContain('确认支付');
    expect(page.body).toContain('￥60.00');
    const paid = await t.app.inject({
      method: 'POST',
      url: `/dev/cashier/${orderNo}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'intent=pay',
    });
    expect(paid.body).toContain('沙箱支付成功');
    expect(await balanceOf(t, m.id)).toBe('6.00');
    const [notify] = await t.ctx.db
      .select()
      .from(paymentNotifies)
      .where(eq(paymentNotifies.orderNo, orderNo));
    expect(notify).toMatchObject({ provider: 'sandbox', verified: true, result: 'credited' });
    expect((await t.app.inject({ method: 'GET', url: '/dev/cashier/R404' })).statusCode).toBe(404);
  });
});

describe('a production configuration', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await startTestApp({
      NODE_ENV: 'production',
      APP_SECRET: 'p'.repeat(40),
      DATABASE_URL: 'postgres://unused.invalid/none',
      PUBLIC_URL: 'https://www.example.com',
    });
  });
  afterAll(() => prod.close());

  it('has no sandbox: recharge without provider settings is refused and the cashier does not exist', async () => {
    const m = await memberWithSession(prod);
    expect(
      await prod.call('POST', '/api/integral/recharge', { body: { num: 1, pay_method: 1 }, token: m.token }),
    ).toMatchObject({ code: 4009, msg: '暂不支持该支付方式，请选择其他支付方式' });
    expect((await prod.call('POST', '/api/dev/cashier/R1/pay')).status).toBe(404);
    expect((await prod.app.inject({ method: 'GET', url: '/dev/cashier/R1' })).statusCode).not.toBe(200);
    expect(
      (await prod.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', payload: '{}' })).statusCode,
    ).toBe(404);
  });
});
