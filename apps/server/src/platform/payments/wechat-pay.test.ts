// api pass: PostgreSQL only — opens no database, so one pass is enough (PostgreSQL's, which counts it).
import { verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../provider-error.ts';
import { parseAuthorization, requestSignatureMessage } from './wechat-pay-crypto.ts';
import { createWechatPay } from './wechat-pay.ts';
import {
  type FakeAnswer,
  type FakeRequest,
  rsaKeys,
  startFakePayServer,
  WECHAT,
  wechatAnswer,
  wechatTransaction,
} from './testing.ts';

const merchant = rsaKeys();
const platform = rsaKeys();
const stranger = rsaKeys();
let answer: (request: FakeRequest) => FakeAnswer = () => ({ status: 500 });
let fake: Awaited<ReturnType<typeof startFakePayServer>>;

beforeAll(async () => {
  fake = await startFakePayServer((request) => answer(request));
});
afterAll(() => fake.close());

const provider = () =>
  createWechatPay({
    mchId: WECHAT.mchId,
    appId: WECHAT.appId,
    serialNo: WECHAT.serialNo,
    privateKey: merchant.privateKey,
    apiV3Key: WECHAT.apiV3Key,
    platformPublicKey: platform.publicKey,
    platformSerial: WECHAT.platformSerial,
    baseUrl: fake.baseUrl,
    notifyUrl: 'https://www.example.com/api/pay/notify/wechat',
  });

/** The fake checks the merchant's signature the way WeChat Pay does. */
function signedByMerchant(request: FakeRequest): boolean {
  const fields = parseAuthorization(String(request.headers.authorization ?? ''));
  if (!fields || fields.mchid !== WECHAT.mchId || fields.serial_no !== WECHAT.serialNo) return false;
  const message = requestSignatureMessage(
    request.method,
    `${request.url.pathname}${request.url.search}`,
    fields.timestamp!,
    fields.nonce_str!,
    request.body,
  );
  return verify('sha256', Buffer.from(message), merchant.publicKey, Buffer.from(fields.signature!, 'base64'));
}

describe('WeChat Pay Native against a local fake', () => {
  it('creates a payment with a signed request and answers the code_url', async () => {
    answer = (request) =>
      signedByMerchant(request)
        ? wechatAnswer(platform.privateKey, 200, { code_url: 'weixin://wxpay/bizpayurl?pr=abc' })
        : { status: 401, body: '{"code":"SIGN_ERROR","message":"签名错误"}' };
    const start = await provider().createPayment({
      orderNo: 'R100',
      amount: '12.30',
      subject: '光子充值 1.23 个',
      expiresAt: new Date('2025-06-30T02:30:00Z'),
      returnUrl: '',
    });
    expect(start).toEqual({ kind: 'qr', codeUrl: 'weixin://wxpay/bizpayurl?pr=abc' });
    const sent = fake.requests.at(-1)!;
    expect(sent.url.pathname).toBe('/v3/pay/transactions/native');
    expect(JSON.parse(sent.body)).toEqual({
      appid: WECHAT.appId,
      mchid: WECHAT.mchId,
      description: '光子充值 1.23 个',
      out_trade_no: 'R100',
      time_expire: '2025-06-30T10:30:00+08:00',
      notify_url: 'https://www.example.com/api/pay/notify/wechat',
      amount: { total: 1230, currency: 'CNY' },
    });
  });

  it('refuses an answer whose signature does not verify', async () => {
    answer = () => wechatAnswer(stranger.privateKey, 200, { code_url: 'weixin://wxpay/bizpayurl?pr=evil' });
    await expect(
      provider().createPayment({
        orderNo: 'R101',
        amount: '1.00',
        subject: 's',
        expiresAt: new Date(),
        returnUrl: '',
      }),
    ).rejects.toBeInstanceOf(ProviderError);
    answer = () => ({ status: 400, body: '{"code":"PARAM_ERROR","message":"参数错误"}' });
    await expect(
      provider().createPayment({
        orderNo: 'R101',
        amount: '1.00',
        subject: 's',
        expiresAt: new Date(),
        returnUrl: '',
      }),
    ).rejects.toThrow(/参数错误/);
  });

  it('queries an order: paid, unpaid, not yet created, closed', async () => {
    const tx = wechatTransaction('R200', 500);
    answer = (request) =>
      signedByMerchant(request) && request.url.searchParams.get('mchid') === WECHAT.mchId
        ? wechatAnswer(platform.privateKey, 200, tx)
        : { status: 401 };
    expect(await provider().queryPayment('R200')).toEqual({
      state: 'paid',
      payment: {
        orderNo: 'R200',
        amount: '5.00',
        tradeNo: tx.transaction_id,
        merchant: WECHAT.mchId,
        paid: true,
      },
    });
    expect(fake.requests.at(-1)!.url.pathname).toBe('/v3/pay/transactions/out-trade-no/R200');
    answer = () => wechatAnswer(platform.privateKey, 200, { ...tx, trade_state: 'NOTPAY' });
    expect(await provider().queryPayment('R200')).toEqual({ state: 'unpaid' });
    answer = () => wechatAnswer(platform.privateKey, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
    expect(await provider().queryPayment('R200')).toEqual({ state: 'unpaid' });
    answer = () => wechatAnswer(platform.privateKey, 200, { ...tx, trade_state: 'CLOSED' });
    expect(await provider().queryPayment('R200')).toEqual({ state: 'closed' });
  });

  it('does not believe a query answer that is forged or about another merchant', async () => {
    answer = () => wechatAnswer(stranger.privateKey, 200, wechatTransaction('R300', 500));
    await expect(provider().queryPayment('R300')).rejects.toBeInstanceOf(ProviderError);
    answer = () =>
      wechatAnswer(platform.privateKey, 200, wechatTransaction('R300', 500, { mchid: '1900000999' }));
    await expect(provider().queryPayment('R300')).rejects.toThrow(/不属于本商户/);
    answer = () => wechatAnswer(platform.privateKey, 200, wechatTransaction('R999', 500));
    await expect(provider().queryPayment('R300')).rejects.toThrow(/订单号不符/);
  });

  it('closes an order', async () => {
    answer = (request) => (signedByMerchant(request) ? { status: 204 } : { status: 401 });
    await provider().closePayment('R400');
    const sent = fake.requests.at(-1)!;
    expect([sent.method, sent.url.pathname, JSON.parse(sent.body)]).toEqual([
      'POST',
      '/v3/pay/transactions/out-trade-no/R400/close',
      { mchid: WECHAT.mchId },
    ]);
  });
});
