import { describe, expect, it } from 'vitest';
import { createAlipay } from './alipay.ts';
import {
  responseSignedContent,
  rsa2Sign,
  rsa2Verify,
  signContent,
  signRequest,
  verifyNotifyParams,
} from './alipay-sign.ts';
import { ALIPAY, alipayNotify, rsaKeys } from './testing.ts';

const app = rsaKeys();
const alipayKeys = rsaKeys();
const stranger = rsaKeys();

const provider = () =>
  createAlipay({
    appId: ALIPAY.appId,
    privateKey: app.privateKey,
    alipayPublicKey: alipayKeys.publicKey,
    sellerId: ALIPAY.sellerId,
    gatewayUrl: 'http://127.0.0.1:1/gateway.do',
    notifyUrl: 'https://www.example.com/api/pay/notify/alipay',
    mode: 'qr',
  });

describe('Alipay RSA2 signing', () => {
  it('signs the sorted, non-empty parameters joined as k=v&k=v', () => {
    expect(signContent({ b: '2', a: '1', sign: 'x', c: '', d: undefined, e: '中文 &=' }, ['sign'])).toBe(
      'a=1&b=2&e=中文 &=',
    );
    const params = {
      app_id: ALIPAY.appId,
      method: 'alipay.trade.query',
      biz_content: '{"out_trade_no":"R1"}',
    };
    const sign = signRequest(app.privateKey, params);
    expect(rsa2Verify(app.publicKey, signContent(params, ['sign']), sign)).toBe(true);
    expect(
      rsa2Verify(app.publicKey, signContent({ ...params, method: 'alipay.trade.close' }, ['sign']), sign),
    ).toBe(false);
    expect(rsa2Verify(stranger.publicKey, signContent(params, ['sign']), sign)).toBe(false);
  });

  it('verifies notifies over all parameters but sign and sign_type', () => {
    const params = Object.fromEntries(
      new URLSearchParams(alipayNotify(alipayKeys.privateKey, { out_trade_no: 'R1', total_amount: '10.00' })),
    );
    expect(verifyNotifyParams(alipayKeys.publicKey, params)).toBe(true);
    expect(verifyNotifyParams(alipayKeys.publicKey, { ...params, sign_type: 'RSA' })).toBe(true);
    expect(verifyNotifyParams(alipayKeys.publicKey, { ...params, total_amount: '100.00' })).toBe(false);
    expect(verifyNotifyParams(alipayKeys.publicKey, { ...params, extra: '1' })).toBe(false);
    expect(verifyNotifyParams(alipayKeys.publicKey, { ...params, sign: '' })).toBe(false);
  });

  it('cuts the signed node out of a gateway answer exactly as sent', () => {
    const node =
      '{"code":"10000","msg":"Success","nested":{"a":"}{\\"x"},"qr_code":"https://qr.alipay.com/x"}';
    const text = `{"alipay_trade_precreate_response":${node},"sign":"abc"}`;
    expect(responseSignedContent(text, 'alipay_trade_precreate_response')).toBe(node);
    expect(
      responseSignedContent(
        `{"sign":"abc", "alipay_trade_precreate_response" : ${node}}`,
        'alipay_trade_precreate_response',
      ),
    ).toBe(node);
    expect(responseSignedContent('{"error_response":{}}', 'alipay_trade_precreate_response')).toBeNull();
    expect(rsa2Verify(alipayKeys.publicKey, node, rsa2Sign(alipayKeys.privateKey, node))).toBe(true);
  });
});

describe('createAlipay().verifyNotify', () => {
  const notify = (params: Record<string, string>) => ({
    body: alipayNotify(alipayKeys.privateKey, params),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

  it('accepts a valid notify and reads order, amount, trade and merchant', async () => {
    const n = notify({ out_trade_no: 'R1', total_amount: '12.30', trade_no: 'T1' });
    expect(await provider().verifyNotify(n)).toEqual({
      ok: true,
      payment: { orderNo: 'R1', amount: '12.30', tradeNo: 'T1', merchant: ALIPAY.appId, paid: true },
    });
    expect(
      await provider().verifyNotify(
        notify({ out_trade_no: 'R1', total_amount: '12.30', trade_status: 'TRADE_FINISHED' }),
      ),
    ).toMatchObject({ ok: true, payment: { paid: true } });
    expect(
      await provider().verifyNotify(
        notify({ out_trade_no: 'R1', total_amount: '12.30', trade_status: 'WAIT_BUYER_PAY' }),
      ),
    ).toMatchObject({ ok: true, payment: { paid: false } });
  });

  it('refuses a tampered body, amount or signature', async () => {
    const n = notify({ out_trade_no: 'R1', total_amount: '12.30' });
    const p = provider();
    expect(
      await p.verifyNotify({ ...n, body: n.body.replace('total_amount=12.30', 'total_amount=99.30') }),
    ).toMatchObject({ ok: false });
    expect(
      await p.verifyNotify({ ...n, body: n.body.replace('out_trade_no=R1', 'out_trade_no=R2') }),
    ).toMatchObject({ ok: false });
    expect(await p.verifyNotify({ ...n, body: `${n.body}&x=1` })).toMatchObject({ ok: false });
    const params = new URLSearchParams(n.body);
    params.set('sign', rsa2Sign(stranger.privateKey, 'anything'));
    expect(await p.verifyNotify({ ...n, body: params.toString() })).toMatchObject({ ok: false });
    expect(
      await p.verifyNotify({
        body: alipayNotify(stranger.privateKey, { out_trade_no: 'R1', total_amount: '12.30' }),
        headers: {},
      }),
    ).toMatchObject({ ok: false });
    expect(await p.verifyNotify({ body: '', headers: {} })).toMatchObject({ ok: false });
  });

  it('refuses a correctly signed notify for another app or seller', async () => {
    expect(
      await provider().verifyNotify(notify({ out_trade_no: 'R1', total_amount: '1.00', app_id: '2021999' })),
    ).toEqual({ ok: false, reason: expect.stringContaining('app_id') });
    expect(
      await provider().verifyNotify(
        notify({ out_trade_no: 'R1', total_amount: '1.00', seller_id: '2088999' }),
      ),
    ).toEqual({ ok: false, reason: expect.stringContaining('seller_id') });
  });

  it('answers success / fail as plain text', () => {
    expect(provider().notifyReply(true).body).toBe('success');
    expect(provider().notifyReply(false).body).toBe('fail');
  });
});
