import { verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  authorizationHeader,
  decryptResource,
  encryptResource,
  parseAuthorization,
  requestSignatureMessage,
  signAsPlatform,
  verifyPlatformSignature,
} from './wechat-pay-crypto.ts';
import { createWechatPay } from './wechat-pay.ts';
import { rsaKeys, WECHAT, wechatNotify, wechatTransaction } from './testing.ts';

const merchant = rsaKeys();
const platform = rsaKeys();
const stranger = rsaKeys();

const provider = (now?: () => number) =>
  createWechatPay({
    mchId: WECHAT.mchId,
    appId: WECHAT.appId,
    serialNo: WECHAT.serialNo,
    privateKey: merchant.privateKey,
    apiV3Key: WECHAT.apiV3Key,
    platformPublicKey: platform.publicKey,
    platformSerial: WECHAT.platformSerial,
    baseUrl: 'http://127.0.0.1:1',
    notifyUrl: 'https://www.example.com/api/pay/notify/wechat',
    now,
  });

describe('WeChat Pay v3 request signing', () => {
  it('signs METHOD\\nPATH\\nTIMESTAMP\\nNONCE\\nBODY\\n with the merchant key', () => {
    const body = '{"a":1}';
    const header = authorizationHeader({
      mchId: WECHAT.mchId,
      serialNo: WECHAT.serialNo,
      privateKey: merchant.privateKey,
      method: 'POST',
      pathWithQuery: '/v3/pay/transactions/native',
      body,
      timestamp: '1700000000',
      nonce: 'N1',
    });
    const fields = parseAuthorization(header)!;
    expect(fields).toMatchObject({
      mchid: WECHAT.mchId,
      serial_no: WECHAT.serialNo,
      timestamp: '1700000000',
      nonce_str: 'N1',
    });
    const message = requestSignatureMessage('POST', '/v3/pay/transactions/native', '1700000000', 'N1', body);
    expect(message).toBe('POST\n/v3/pay/transactions/native\n1700000000\nN1\n{"a":1}\n');
    expect(
      verify('sha256', Buffer.from(message), merchant.publicKey, Buffer.from(fields.signature!, 'base64')),
    ).toBe(true);
    expect(
      verify(
        'sha256',
        Buffer.from(message.replace('{"a":1}', '{"a":2}')),
        merchant.publicKey,
        Buffer.from(fields.signature!, 'base64'),
      ),
    ).toBe(false);
  });
});

describe('WeChat Pay v3 answer/notify signatures', () => {
  it('accepts the platform signature and refuses any change', () => {
    const sig = signAsPlatform(platform.privateKey, '1700000000', 'nonce', 'body');
    expect(verifyPlatformSignature(platform.publicKey, '1700000000', 'nonce', 'body', sig)).toBe(true);
    expect(verifyPlatformSignature(platform.publicKey, '1700000000', 'nonce', 'body!', sig)).toBe(false);
    expect(verifyPlatformSignature(platform.publicKey, '1700000001', 'nonce', 'body', sig)).toBe(false);
    expect(verifyPlatformSignature(platform.publicKey, '1700000000', 'nonce2', 'body', sig)).toBe(false);
    expect(verifyPlatformSignature(stranger.publicKey, '1700000000', 'nonce', 'body', sig)).toBe(false);
    expect(verifyPlatformSignature(platform.publicKey, '1700000000', 'nonce', 'body', 'not-base64!!')).toBe(
      false,
    );
    expect(verifyPlatformSignature(platform.publicKey, '1700000000', 'nonce', 'body', '')).toBe(false);
  });

  it('decrypts AES-256-GCM resources and refuses tampered ones', () => {
    const resource = encryptResource(WECHAT.apiV3Key, '{"x":1}');
    expect(decryptResource(WECHAT.apiV3Key, resource)).toBe('{"x":1}');
    const bytes = Buffer.from(resource.ciphertext, 'base64');
    bytes[0] = bytes[0]! ^ 1;
    expect(() =>
      decryptResource(WECHAT.apiV3Key, { ...resource, ciphertext: bytes.toString('base64') }),
    ).toThrow();
    expect(() => decryptResource(WECHAT.apiV3Key, { ...resource, associated_data: 'other' })).toThrow();
    expect(() => decryptResource('c'.repeat(32), resource)).toThrow();
  });
});

describe('createWechatPay().verifyNotify', () => {
  it('accepts a valid notify and reads order, amount (元), transaction and merchant', async () => {
    const tx = wechatTransaction('R1', 1230);
    const verdict = await provider().verifyNotify(wechatNotify(platform.privateKey, tx));
    expect(verdict).toEqual({
      ok: true,
      payment: {
        orderNo: 'R1',
        amount: '12.30',
        tradeNo: tx.transaction_id,
        merchant: WECHAT.mchId,
        paid: true,
      },
    });
  });

  it('refuses a tampered body, signature, amount or header', async () => {
    const notify = wechatNotify(platform.privateKey, wechatTransaction('R1', 1230));
    const p = provider();
    const refusals = [
      { ...notify, body: notify.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') },
      {
        ...notify,
        headers: {
          ...notify.headers,
          'wechatpay-signature': signAsPlatform(
            stranger.privateKey,
            notify.headers['wechatpay-timestamp']!,
            notify.headers['wechatpay-nonce']!,
            notify.body,
          ),
        },
      },
      { ...notify, headers: { ...notify.headers, 'wechatpay-nonce': 'other' } },
      { ...notify, headers: { ...notify.headers, 'wechatpay-serial': 'PUB_KEY_ID_OTHER' } },
      // Same transaction re-encrypted with another amount, under the original signature.
      { ...notify, body: wechatNotify(platform.privateKey, wechatTransaction('R1', 1)).body },
      wechatNotify(stranger.privateKey, wechatTransaction('R1', 1230)),
    ];
    for (const n of refusals) expect(await p.verifyNotify(n)).toMatchObject({ ok: false });
  });

  it('refuses a correctly signed notify for another merchant or app, or one too old', async () => {
    const p = provider();
    expect(
      await p.verifyNotify(
        wechatNotify(platform.privateKey, wechatTransaction('R1', 100, { mchid: '1900000999' })),
      ),
    ).toEqual({ ok: false, reason: expect.stringContaining('mchid') });
    expect(
      await p.verifyNotify(
        wechatNotify(platform.privateKey, wechatTransaction('R1', 100, { appid: 'wxother' })),
      ),
    ).toEqual({ ok: false, reason: expect.stringContaining('appid') });
    const stale = wechatNotify(platform.privateKey, wechatTransaction('R1', 100), {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(await p.verifyNotify(stale)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('timestamp'),
    });
    expect(
      await p.verifyNotify(
        wechatNotify(platform.privateKey, wechatTransaction('R1', 100), { apiV3Key: 'z'.repeat(32) }),
      ),
    ).toMatchObject({ ok: false });
  });

  it('reads a non-success trade state as verified but not paid', async () => {
    const verdict = await provider().verifyNotify(
      wechatNotify(platform.privateKey, wechatTransaction('R1', 100, { trade_state: 'CLOSED' })),
    );
    expect(verdict).toMatchObject({ ok: true, payment: { paid: false } });
  });

  it('answers in WeChat Pay’s format', () => {
    expect(provider().notifyReply(true)).toMatchObject({ status: 200 });
    expect(provider().notifyReply(false)).toMatchObject({
      status: 400,
      body: JSON.stringify({ code: 'FAIL', message: '失败' }),
    });
  });
});
