import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import {
  ALIPAY,
  alipayAnswer,
  alipayNotify,
  type FakeAnswer,
  type FakeRequest,
  rsaKeys,
  startFakePayServer,
  WECHAT,
  wechatAnswer,
  wechatNotify,
  wechatTransaction,
} from '../../platform/payments/testing.ts';
import { auditWallets } from './audit-wallets.ts';
import { paymentProviders } from './payment-providers.ts';
import { reconcileRecharges } from './reconcile-recharges.ts';
import { paymentNotifies, rechargeOrders } from './schema.ts';
import { balanceOf, entriesOf, memberWithSession } from './testing.ts';

/** WeChat Pay and Alipay configured (keys generated here), their hosts replaced by one local fake. */
const merchant = rsaKeys();
const platform = rsaKeys();
const alipayApp = rsaKeys();
const alipayKeys = rsaKeys();
/** What the fake "provider" knows about each order: paid orders answer SUCCESS to queries. */
const paidAtProvider = new Map<string, number>();
let fake: Awaited<ReturnType<typeof startFakePayServer>>;
let t: TestApp;
/** When set, the fake WeChat Pay refuses to create payments (a provider outage). */
let wechatDown = false;

function fakeProvider(request: FakeRequest): FakeAnswer {
  if (request.url.pathname === '/v3/pay/transactions/native' && wechatDown)
    return { status: 503, body: '{"code":"SYSTEM_ERROR","message":"系统繁忙"}' };
  if (request.url.pathname === '/v3/pay/transactions/native')
    return wechatAnswer(platform.privateKey, 200, {
      code_url: `weixin://wxpay/bizpayurl?pr=${JSON.parse(request.body).out_trade_no}`,
    });
  const query = /^\/v3\/pay\/transactions\/out-trade-no\/(\w+)$/.exec(request.url.pathname);
  if (query) {
    const fen = paidAtProvider.get(query[1]!);
    return fen === undefined
      ? wechatAnswer(platform.privateKey, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' })
      : wechatAnswer(platform.privateKey, 200, wechatTransaction(query[1]!, fen));
  }
  if (request.url.pathname.endsWith('/close')) return { status: 204 };
  const params = Object.fromEntries(new URLSearchParams(request.body));
  if (params.method === 'alipay.trade.precreate')
    return alipayAnswer(alipayKeys.privateKey, params.method, {
      code: '10000',
      msg: 'Success',
      qr_code: 'https://qr.alipay.com/bax1',
    });
  if (params.method === 'alipay.trade.close')
    return alipayAnswer(alipayKeys.privateKey, params.method, { code: '10000', msg: 'Success' });
  return { status: 404, body: '{}' };
}

const env = (extra: Record<string, string> = {}) => ({
  PUBLIC_URL: 'https://www.example.com',
  WECHATPAY_MCH_ID: WECHAT.mchId,
  WECHATPAY_APP_ID: WECHAT.appId,
  WECHATPAY_MCH_SERIAL_NO: WECHAT.serialNo,
  WECHATPAY_PRIVATE_KEY: merchant.privatePem,
  WECHATPAY_API_V3_KEY: WECHAT.apiV3Key,
  // Bare base64 / \n-escaped forms, as keys often arrive through environment variables.
  WECHATPAY_PLATFORM_PUBLIC_KEY: platform.publicPem.replace(/\n/g, '\\n'),
  WECHATPAY_PLATFORM_SERIAL: WECHAT.platformSerial,
  WECHATPAY_BASE_URL: fake.baseUrl,
  ALIPAY_APP_ID: ALIPAY.appId,
  ALIPAY_PRIVATE_KEY: alipayApp.privatePem.replace(/-----[^-]+-----|\n/g, ''),
  ALIPAY_PUBLIC_KEY: alipayKeys.publicPem.replace(/-----[^-]+-----|\n/g, ''),
  ALIPAY_SELLER_ID: ALIPAY.sellerId,
  ALIPAY_GATEWAY_URL: `${fake.baseUrl}/gateway.do`,
  ...extra,
});

beforeAll(async () => {
  fake = await startFakePayServer(fakeProvider);
  t = await startTestApp(env());
}, 180_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function recharge(app: TestApp, token: string, num: number, payMethod: number) {
  const res = await app.call('POST', '/api/integral/recharge', {
    body: { num, pay_method: payMethod },
    token,
  });
  expect(res.code, res.msg).toBe(200);
  return res;
}
const notifyWechat = (n: { body: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/api/pay/notify/wechat', headers: n.headers, payload: n.body });
const notifyAlipay = (body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pay/notify/alipay',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    payload: body,
  });

describe('WeChat Pay (pay_method 1)', () => {
  it('answers a QR of the code_url; the signed notify credits once however often it arrives', async () => {
    const m = await memberWithSession(t);
    const res = await recharge(t, m.token, 1.5, 1);
    expect(res.data).toMatchObject({ sandbox: false, cashier_url: null, order_amount: 15 });
    const orderNo = res.data.orderNo as string;
    expect(
      (await t.ctx.db.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, orderNo)))[0],
    ).toMatchObject({ provider: 'wechat', amount: '15.00' });
    const notify = wechatNotify(platform.privateKey, wechatTransaction(orderNo, 1500));
    const replies = await Promise.all(Array.from({ length: 10 }, () => notifyWechat(notify)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(replies[0]!.json()).toEqual({ code: 'SUCCESS', message: '成功' });
    expect(await balanceOf(t, m.id)).toBe('1.50');
    expect(await entriesOf(t, m.id)).toHaveLength(1);
    expect(
      await t.call('POST', '/api/integral/order', { body: { order_no: orderNo }, token: m.token }),
    ).toMatchObject({ data: { status: 1, order_amount: 15 } });
  });

  it('refuses forged, tampered, other-merchant and wrong-amount notifies and credits nothing', async () => {
    const m = await memberWithSession(t);
    const orderNo = (await recharge(t, m.token, 2, 1)).data.orderNo as string;
    const genuine = wechatNotify(platform.privateKey, wechatTransaction(orderNo, 2000));
    const refused = [
      wechatNotify(rsaKeys().privateKey, wechatTransaction(orderNo, 2000)),
      { ...genuine, body: genuine.body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESS ') },
      { ...genuine, headers: { ...genuine.headers, 'wechatpay-signature': 'AAAA' } },
      wechatNotify(platform.privateKey, wechatTransaction(orderNo, 2000, { mchid: '1900000999' })),
      wechatNotify(platform.privateKey, wechatTransaction(orderNo, 1)),
    ];
    for (const n of refused) {
      const reply = await notifyWechat(n);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ code: 'FAIL', message: '失败' });
    }
    expect(await balanceOf(t, m.id)).toBe('0.00');
    const kept = await t.ctx.db.select().from(paymentNotifies).where(eq(paymentNotifies.provider, 'wechat'));
    expect(kept.filter((k) => k.result.startsWith('refused')).length).toBeGreaterThanOrEqual(5);
    expect(kept.find((k) => k.result.startsWith('refused: amount mismatch'))).toMatchObject({
      verified: true,
      orderNo,
    });
  });

  it('a payment whose notify never arrives is settled by the active query', async () => {
    const m = await memberWithSession(t);
    const orderNo = (await recharge(t, m.token, 3, 1)).data.orderNo as string;
    const providers = paymentProviders(t.ctx);
    // Not paid yet: the query leaves it pending.
    await reconcileRecharges(t.ctx.db, providers, undefined, new Date(Date.now() + 2 * 60_000));
    expect(await balanceOf(t, m.id)).toBe('0.00');
    paidAtProvider.set(orderNo, 3000);
    const report = await reconcileRecharges(
      t.ctx.db,
      providers,
      undefined,
      new Date(Date.now() + 4 * 60_000),
    );
    expect(report).toMatchObject({ failed: 0 });
    expect(await balanceOf(t, m.id)).toBe('3.00');
    expect(
      (await t.ctx.db.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, orderNo)))[0],
    ).toMatchObject({ status: 1, tradeNo: expect.stringMatching(/^4200000/) });
    // The late notify is acknowledged and changes nothing.
    expect(
      (await notifyWechat(wechatNotify(platform.privateKey, wechatTransaction(orderNo, 3000)))).statusCode,
    ).toBe(200);
    expect(await entriesOf(t, m.id)).toHaveLength(1);
  });
});

describe('Alipay (pay_method 2)', () => {
  it('precreate QR, then a valid notify credits once and answers success', async () => {
    const m = await memberWithSession(t);
    const res = await recharge(t, m.token, 2.25, 2);
    expect(res).toMatchObject({ msg: '支付码生成成功', data: { sandbox: false, order_amount: 22.5 } });
    const orderNo = res.data.orderNo as string;
    const body = alipayNotify(alipayKeys.privateKey, { out_trade_no: orderNo, total_amount: '22.50' });
    const replies = await Promise.all(Array.from({ length: 5 }, () => notifyAlipay(body)));
    expect(replies.map((r) => r.body)).toEqual(Array(5).fill('success'));
    expect(await balanceOf(t, m.id)).toBe('2.25');
    expect(await entriesOf(t, m.id)).toHaveLength(1);
  });

  it('refuses forged, other-seller and wrong-amount notifies', async () => {
    const m = await memberWithSession(t);
    const orderNo = (await recharge(t, m.token, 1, 2)).data.orderNo as string;
    for (const body of [
      alipayNotify(rsaKeys().privateKey, { out_trade_no: orderNo, total_amount: '10.00' }),
      alipayNotify(alipayKeys.privateKey, { out_trade_no: orderNo, total_amount: '10.00' }).replace(
        'total_amount=10.00',
        'total_amount=1.00',
      ),
      alipayNotify(alipayKeys.privateKey, {
        out_trade_no: orderNo,
        total_amount: '10.00',
        seller_id: '2088999',
      }),
      alipayNotify(alipayKeys.privateKey, { out_trade_no: orderNo, total_amount: '0.01' }),
    ]) {
      expect((await notifyAlipay(body)).body).toBe('fail');
    }
    expect(await balanceOf(t, m.id)).toBe('0.00');
  });

  it('leaves the ledger consistent', async () => {
    expect((await auditWallets(t.ctx.db)).problems).toEqual([]);
  });
});

describe('a provider that fails', () => {
  it('closes the new order and answers a Chinese message', async () => {
    const m = await memberWithSession(t);
    wechatDown = true;
    try {
      expect(
        await t.call('POST', '/api/integral/recharge', { body: { num: 1, pay_method: 1 }, token: m.token }),
      ).toMatchObject({ code: 4009, msg: '支付服务暂时不可用，请稍后再试' });
    } finally {
      wechatDown = false;
    }
    expect(
      (await t.ctx.db.select().from(rechargeOrders).where(eq(rechargeOrders.userId, m.id)))[0],
    ).toMatchObject({ status: 2 });
  });
});

describe('Alipay page pay (ALIPAY_PAY_MODE=page)', () => {
  let tPage: TestApp;
  beforeAll(async () => {
    tPage = await startTestApp(env({ ALIPAY_PAY_MODE: 'page' }));
  }, 180_000);
  afterAll(() => tPage.close());

  it('page mode answers the HTML form instead of a QR code', async () => {
    const m = await memberWithSession(tPage);
    const res = await recharge(tPage, m.token, 1, 2);
    expect(res.msg).toBe('支付表单生成成功');
    expect(res.data).toMatch(/^<form id="alipaysubmit"/);
    expect(res.data).toContain('alipay.trade.page.pay');
    expect(
      (await tPage.ctx.db.select().from(rechargeOrders).where(eq(rechargeOrders.userId, m.id)))[0],
    ).toMatchObject({ payForm: 'form', provider: 'alipay' });
    // WeChat in the same process still answers a QR code.
    expect((await recharge(tPage, m.token, 1, 1)).msg).toBe('支付码生成成功');
  });
});
