/**
 * Test helpers for the payment adapters (not a test file itself): RSA keys generated per test run, a local
 * HTTP server standing in for the provider hosts, and notifies signed the way WeChat Pay and Alipay sign them.
 */
import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rsa2Sign, signContent } from './alipay-sign.ts';
import { encryptResource, signAsPlatform } from './wechat-pay-crypto.ts';

export interface KeyPair {
  privateKey: KeyObject;
  publicKey: KeyObject;
  privatePem: string;
  publicPem: string;
}

export function rsaKeys(): KeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey,
    publicKey,
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

export interface FakeRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}
export interface FakeAnswer {
  status?: number;
  body?: string;
  headers?: Record<string, string>;
}

/** A local HTTP server answering from a handler and recording every request (with its body). */
export async function startFakePayServer(handle: (request: FakeRequest) => FakeAnswer) {
  const requests: FakeRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://fake'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const answer = handle(request);
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const WECHAT = {
  mchId: '1900000109',
  appId: 'wxd678efh567hg6787',
  serialNo: 'MERCHANTSERIAL01',
  platformSerial: 'PUB_KEY_ID_0114232134912410000',
  apiV3Key: 'a'.repeat(16) + 'b'.repeat(16),
};

/** An answer of the WeChat Pay API, signed by the platform key as the real one is. */
export function wechatAnswer(
  platformKey: KeyObject,
  status: number,
  json: unknown,
  options: { serial?: string; timestamp?: number } = {},
): FakeAnswer {
  const body = json === undefined ? '' : JSON.stringify(json);
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  return {
    status,
    body,
    headers: {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-serial': options.serial ?? WECHAT.platformSerial,
      'wechatpay-signature': signAsPlatform(platformKey, timestamp, nonce, body),
    },
  };
}

export function wechatTransaction(orderNo: string, fen: number, overrides: Record<string, unknown> = {}) {
  return {
    mchid: WECHAT.mchId,
    appid: WECHAT.appId,
    out_trade_no: orderNo,
    transaction_id: `4200000${randomBytes(6).toString('hex')}`,
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    success_time: new Date().toISOString(),
    amount: { total: fen, payer_total: fen, currency: 'CNY', payer_currency: 'CNY' },
    ...overrides,
  };
}

/** A TRANSACTION.SUCCESS notify: resource encrypted with the APIv3 key, body signed by the platform key. */
export function wechatNotify(
  platformKey: KeyObject,
  transaction: unknown,
  options: { apiV3Key?: string; serial?: string; timestamp?: number } = {},
) {
  const body = JSON.stringify({
    id: randomBytes(8).toString('hex'),
    create_time: new Date().toISOString(),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: encryptResource(options.apiV3Key ?? WECHAT.apiV3Key, JSON.stringify(transaction)),
  });
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-serial': options.serial ?? WECHAT.platformSerial,
    'wechatpay-signature': signAsPlatform(platformKey, timestamp, nonce, body),
  };
  return { body, headers };
}

export const ALIPAY = { appId: '2021000000000001', sellerId: '2088000000000001' };

/** An asynchronous Alipay notify, urlencoded and RSA2-signed over the sorted parameters. */
export function alipayNotify(alipayKey: KeyObject, params: Record<string, string>): string {
  const all: Record<string, string> = {
    notify_time: '2025-06-30 10:00:00',
    notify_type: 'trade_status_sync',
    notify_id: randomBytes(8).toString('hex'),
    app_id: ALIPAY.appId,
    seller_id: ALIPAY.sellerId,
    charset: 'utf-8',
    version: '1.0',
    trade_status: 'TRADE_SUCCESS',
    trade_no: `2025063022001${randomBytes(4).toString('hex')}`,
    subject: '光子充值',
    ...params,
  };
  const sign = rsa2Sign(alipayKey, signContent(all, ['sign', 'sign_type']));
  return new URLSearchParams({ ...all, sign_type: 'RSA2', sign }).toString();
}

/** A gateway answer `{"<method>_response": {...}, "sign": "..."}` signed over the node's raw text. */
export function alipayAnswer(
  alipayKey: KeyObject,
  method: string,
  node: Record<string, unknown>,
  options: { badSign?: boolean } = {},
): FakeAnswer {
  const nodeText = JSON.stringify(node);
  const sign = rsa2Sign(alipayKey, options.badSign ? `${nodeText} ` : nodeText);
  return {
    status: 200,
    body: `{"${method.replace(/\./g, '_')}_response":${nodeText},"sign":"${sign}"}`,
    headers: { 'content-type': 'text/html;charset=utf-8' },
  };
}
