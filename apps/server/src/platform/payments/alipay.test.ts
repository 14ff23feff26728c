// api pass: PostgreSQL only — opens no database, so one pass is enough (PostgreSQL's, which counts it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../provider-error.ts';
import { createAlipay } from './alipay.ts';
import { rsa2Verify, signContent } from './alipay-sign.ts';
import {
  ALIPAY,
  alipayAnswer,
  type FakeAnswer,
  type FakeRequest,
  rsaKeys,
  startFakePayServer,
} from './testing.ts';

const app = rsaKeys();
const alipayKeys = rsaKeys();
const stranger = rsaKeys();
let answer: (request: FakeRequest, params: Record<string, string>) => FakeAnswer = () => ({ status: 500 });
let fake: Awaited<ReturnType<typeof startFakePayServer>>;

beforeAll(async () => {
  fake = await startFakePayServer((request) =>
    answer(request, Object.fromEntries(new URLSearchParams(request.body))),
  );
});
afterAll(() => fake.close());

const provider = (mode: 'qr' | 'page' = 'qr') =>
  createAlipay({
    appId: ALIPAY.appId,
    privateKey: app.privateKey,
    alipayPublicKey: alipayKeys.publicKey,
    sellerId: ALIPAY.sellerId,
    gatewayUrl: `${fake.baseUrl}/gateway.do`,
    notifyUrl: 'https://www.example.com/api/pay/notify/alipay',
    mode,
  });

/** The fake checks the app's RSA2 signature the way the gateway does. */
const signedByApp = (params: Record<string, string>) =>
  params.sign_type === 'RSA2' && rsa2Verify(app.publicKey, signContent(params, ['sign']), params.sign ?? '');

const request = {
  orderNo: 'R100',
  amount: '12.3',
  subject: '光子充值 1.23 个',
  expiresAt: new Date(Date.now() + 30 * 60_000),
  returnUrl: 'https://www.example.com/payment-result?order_no=R100&order_type=2',
};

describe('Alipay against a local fake gateway', () => {
  it('precreates a QR payment with a signed request', async () => {
    answer = (_r, params) =>
      signedByApp(params)
        ? alipayAnswer(alipayKeys.privateKey, params.method!, {
            code: '10000',
            msg: 'Success',
            out_trade_no: 'R100',
            qr_code: 'https://qr.alipay.com/bax0001',
          })
        : { status: 200, body: '{"error_response":{"code":"40002"}}' };
    expect(await provider().createPayment(request)).toEqual({
      kind: 'qr',
      codeUrl: 'https://qr.alipay.com/bax0001',
    });
    const params = Object.fromEntries(new URLSearchParams(fake.requests.at(-1)!.body));
    expect(params).toMatchObject({
      app_id: ALIPAY.appId,
      method: 'alipay.trade.precreate',
      charset: 'utf-8',
      sign_type: 'RSA2',
      version: '1.0',
      notify_url: 'https://www.example.com/api/pay/notify/alipay',
    });
    expect(JSON.parse(params.biz_content!)).toMatchObject({
      out_trade_no: 'R100',
      total_amount: '12.30',
      subject: '光子充值 1.23 个',
      timeout_express: expect.stringMatching(/^(29|30)m$/),
    });
  });

  it('builds a signed page-pay form without calling the gateway', async () => {
    const before = fake.requests.length;
    const start = await provider('page').createPayment(request);
    expect(fake.requests.length).toBe(before);
    if (start.kind !== 'form') throw new Error('expected a form');
    expect(start.html).toContain(`action="${fake.baseUrl}/gateway.do?charset=utf-8"`);
    const fields = Object.fromEntries(
      [...start.html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [
        m[1]!,
        m[2]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
      ]),
    );
    expect(fields).toMatchObject({ method: 'alipay.trade.page.pay', return_url: request.returnUrl });
    expect(JSON.parse(fields.biz_content!)).toMatchObject({
      product_code: 'FAST_INSTANT_TRADE_PAY',
      total_amount: '12.30',
    });
    expect(signedByApp(fields)).toBe(true);
  });

  it('queries an order: paid, waiting, not yet scanned, closed', async () => {
    let node: Record<string, unknown> = {
      code: '10000',
      msg: 'Success',
      out_trade_no: 'R200',
      trade_no: '2025063022001',
      trade_status: 'TRADE_SUCCESS',
      total_amount: '5.00',
    };
    answer = (_r, params) =>
      signedByApp(params)
        ? alipayAnswer(alipayKeys.privateKey, params.method!, node)
        : { status: 200, body: '{}' };
    expect(await provider().queryPayment('R200')).toEqual({
      state: 'paid',
      payment: {
        orderNo: 'R200',
        amount: '5.00',
        tradeNo: '2025063022001',
        merchant: ALIPAY.appId,
        paid: true,
      },
    });
    node = { ...node, trade_status: 'WAIT_BUYER_PAY' };
    expect(await provider().queryPayment('R200')).toEqual({ state: 'unpaid' });
    node = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' };
    expect(await provider().queryPayment('R200')).toEqual({ state: 'unpaid' });
    node = {
      code: '10000',
      msg: 'Success',
      out_trade_no: 'R200',
      trade_status: 'TRADE_CLOSED',
      total_amount: '5.00',
    };
    expect(await provider().queryPayment('R200')).toEqual({ state: 'closed' });
  });

  it('does not believe a success answer whose signature does not verify', async () => {
    const node = {
      code: '10000',
      msg: 'Success',
      out_trade_no: 'R300',
      trade_no: 'T',
      trade_status: 'TRADE_SUCCESS',
      total_amount: '5.00',
    };
    answer = (_r, params) => alipayAnswer(stranger.privateKey, params.method!, node);
    await expect(provider().queryPayment('R300')).rejects.toBeInstanceOf(ProviderError);
    answer = (_r, params) => alipayAnswer(alipayKeys.privateKey, params.method!, node, { badSign: true });
    await expect(provider().queryPayment('R300')).rejects.toThrow(/签名/);
    answer = () => ({ status: 502, body: '<html>bad gateway</html>' });
    await expect(provider().queryPayment('R300')).rejects.toThrow(/无法解析/);
  });

  it('closes an order (an unknown one is fine)', async () => {
    answer = (_r, params) =>
      alipayAnswer(alipayKeys.privateKey, params.method!, {
        code: '40004',
        msg: 'Business Failed',
        sub_code: 'ACQ.TRADE_NOT_EXIST',
      });
    await provider().closePayment('R400');
    expect(Object.fromEntries(new URLSearchParams(fake.requests.at(-1)!.body)).method).toBe(
      'alipay.trade.close',
    );
  });
});
