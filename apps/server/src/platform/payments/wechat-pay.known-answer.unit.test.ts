/**
 * Known answers for WeChat Pay API v3. The other WeChat tests check our signer against our own verifier, so a
 * canonical string both sides got wrong in the same way would pass them; here the keys are fixed (TEST-ONLY,
 * test-vectors/README.md) and every expected signature / ciphertext was computed outside this code base, by
 * the commands written above it (run from test-vectors/ in a UTF-8 bash: `export LC_ALL=C.UTF-8`).
 * openssl 3.0's command line has no AES-GCM (`enc: AEAD ciphers not supported`), so the notify resource was
 * encrypted with python3's `cryptography` package and its CTR half cross-checked with `openssl enc`.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPrivateKey, loadPublicKey } from './keys.ts';
import {
  authorizationHeader,
  decryptResource,
  requestSignatureMessage,
  verifyPlatformSignature,
} from './wechat-pay-crypto.ts';
import { createWechatPay } from './wechat-pay.ts';

const fixture = (name: string) => readFileSync(new URL(`./test-vectors/${name}`, import.meta.url), 'utf8');
const merchantKey = loadPrivateKey(fixture('merchant.test-only.key.pem'));
const platformKey = loadPublicKey(fixture('provider.test-only.pub.pem'));

const MCH_ID = '1900000109';
const APP_ID = 'wxd678efh567hg6787';
const SERIAL_NO = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
const PLATFORM_SERIAL = 'PUB_KEY_ID_0114232134912410000';
const API_V3_KEY = 'TESTONLYapiv3key0123456789abcdef';
/** 2025-06-30 10:20:00 in China (1751250000 s). */
const NOW = 1_751_250_000_000;
const NONCE = '593BEC0C930BF1AFEB40B4A08C8FB242';
const ORDER = {
  orderNo: 'R202506301020001234',
  amount: '12.30',
  subject: '光子充值 123 个',
  expiresAt: new Date(NOW + 15 * 60_000),
  returnUrl: 'https://www.example.com/wallet',
};

/** What createPayment must send for ORDER: the body is signed byte for byte, so its key order is pinned too. */
const NATIVE_BODY =
  '{"appid":"wxd678efh567hg6787","mchid":"1900000109","description":"光子充值 123 个","out_trade_no":"R202506301020001234","time_expire":"2025-06-30T10:35:00+08:00","notify_url":"https://www.example.com/api/pay/notify/wechat","amount":{"total":1230,"currency":"CNY"}}';
// B='{"appid":"wxd678efh567hg6787","mchid":"1900000109","description":"光子充值 123 个","out_trade_no":"R202506301020001234","time_expire":"2025-06-30T10:35:00+08:00","notify_url":"https://www.example.com/api/pay/notify/wechat","amount":{"total":1230,"currency":"CNY"}}'
// printf '%s\n%s\n%s\n%s\n%s\n' POST /v3/pay/transactions/native 1751250000 593BEC0C930BF1AFEB40B4A08C8FB242 "$B" \
//   | openssl dgst -sha256 -sign merchant.test-only.key.pem | openssl base64 -A
const NATIVE_SIGNATURE =
  'Zf7Z36kpEoVEydsL7sXq49h5I8Lutungg+xdV55Vusa83/IPSPG3iaI+2zKUY5O7N9KDh6Hdza2EckzdtmDprjN3/gVXVsPYx98oESrkCMMoiLZatDvjIOkIo7OEMExvkLZNBNz5tmWKRwakTmgwOADD53yVsxs0eLw5kRhcP9uzxiqJx6EcQmfqxxGTGwpHo62IwkSIMIPjeYTr7+F1FwzZ7Lq08CNT6PJoXXF8+OXdcxCEFTxr/oHKkqbnT3BQweb6XDfW7dGqsvlFl5ZH12G8fj3kA/Lv/xEONQ3fyhmlaIkozwi63FrKYx5kHY+A5YY/pGn0kkZ3zL0T81iPjw==';
const NATIVE_AUTHORIZATION = `WECHATPAY2-SHA256-RSA2048 mchid="1900000109",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="${NATIVE_SIGNATURE}",timestamp="1751250000",serial_no="5157F09EFDC096DE15EBE81A47057A7232F1B8E1"`;

// A GET signs an empty body, so its canonical string ends in two newlines:
// printf '%s\n%s\n%s\n%s\n%s\n' GET '/v3/pay/transactions/out-trade-no/R202506301020001234?mchid=1900000109' \
//   1751250000 593BEC0C930BF1AFEB40B4A08C8FB242 '' | openssl dgst -sha256 -sign merchant.test-only.key.pem | openssl base64 -A
const QUERY_SIGNATURE =
  'EudmVcAwsabTpJeE7WFErZxd6lw9ei0ZqlCfxsUN0qw+8eS8hd1S127yuHKNm0xeG/Xo7e7anZptJmyitpTDMCxWP+oj2uR9fMGqIGB/vgiEFCU9g+JDvaUZSQjOy2EoiQXZnDL4WQuiXaKqrFIov65VoZ80xPwJdDdCYrVQ8qvBzxpTPh63MFMd7KTlwc8EcIqpzpkOdE5C4WStv7oPdi74Yc2TawJsboEJyvUaMjAFYIV3fwj6VuaOu9EV2qxG7IruRz43Biy7BvjswX50LCKDafpgJLAFNXApzGPIDOxOy2EmfJVfmAo2djVZT2n7LoWGssGtQsjp3AdKhWeXBg==';

/** The platform's answer to NATIVE_BODY (Wechatpay-Timestamp 1751250001). */
const ANSWER_BODY = '{"code_url":"weixin://wxpay/bizpayurl?pr=p4lpSuKzz"}';
const ANSWER_NONCE = '2D4C8E67A19B3F50C2D4E6F8A0B1C3D5';
// printf '%s\n%s\n%s\n' 1751250001 2D4C8E67A19B3F50C2D4E6F8A0B1C3D5 '{"code_url":"weixin://wxpay/bizpayurl?pr=p4lpSuKzz"}' \
//   | openssl dgst -sha256 -sign provider.test-only.key.pem | openssl base64 -A
const ANSWER_SIGNATURE =
  'mfTA1N8NcrR3azjWA9CQUhN18aAv+VqiLMPg8mrvglyKXZ7i5hv+zUlhgIHMaUY9/NqQdpBAdffnrW8JWV9au8v6LS/ItT3f1IcB3RN0PcJ9Wx8xRJ+5rgZQ+MAIUYwAnSzkDQp/DZ6rPmlxpECurb3biqV9vCk3U2N+/oH/2Hir4RSRmX+RN7JsqripvPzVnOBjRqXzTHJSH2otBt0lg7u59R1eiNstvJohI/DW4vC9izEYB9ZZJNlWxeXlA5q27n8TI2YjS8PFxLuj7YOGwp+LTjK9ll18fE6sAHkW8CivRxHHHuYH2Hs7Hl5AJ0umJJspZPLmAeoCjC6H9mGjgw==';

/** The decrypted notify resource: ORDER paid. */
const TRANSACTION =
  '{"mchid":"1900000109","appid":"wxd678efh567hg6787","out_trade_no":"R202506301020001234","transaction_id":"4200002718202506301234567890","trade_type":"NATIVE","trade_state":"SUCCESS","trade_state_desc":"支付成功","bank_type":"OTHERS","success_time":"2025-06-30T10:21:04+08:00","payer":{"openid":"oUpF8uMuAJO_M2pxb1Q9zNjWeS6o"},"amount":{"total":1230,"payer_total":1230,"currency":"CNY","payer_currency":"CNY"}}';
// AES-256-GCM, key API_V3_KEY, nonce fdasflkja484, associated_data transaction; ciphertext || 16-byte tag:
// P='{"mchid":"1900000109","appid":"wxd678efh567hg6787","out_trade_no":"R202506301020001234","transaction_id":"4200002718202506301234567890","trade_type":"NATIVE","trade_state":"SUCCESS","trade_state_desc":"支付成功","bank_type":"OTHERS","success_time":"2025-06-30T10:21:04+08:00","payer":{"openid":"oUpF8uMuAJO_M2pxb1Q9zNjWeS6o"},"amount":{"total":1230,"payer_total":1230,"currency":"CNY","payer_currency":"CNY"}}'
// CT=$(printf '%s' "$P" | python3 -c 'import sys,base64; from cryptography.hazmat.primitives.ciphers.aead import AESGCM; print(base64.b64encode(AESGCM(b"TESTONLYapiv3key0123456789abcdef").encrypt(b"fdasflkja484", sys.stdin.buffer.read(), b"transaction")).decode())')
// Cross-check of all but the tag (GCM encrypts with CTR from nonce||00000002), which prints the same base64
// without the last 16 bytes (tag 0e685d1e15ac592d0599f792311a4d23):
// printf '%s' "$P" | openssl enc -aes-256-ctr -K $(printf '%s' TESTONLYapiv3key0123456789abcdef | xxd -p -c 64) \
//   -iv $(printf '%s' fdasflkja484 | xxd -p)00000002 | openssl base64 -A
const CIPHERTEXT =
  '2DGguUasDutr5n23BfLqnZWEx4ru6cLoQh88gLj1HtsdFnO6Av2l7vyHnCBa4ynD6Z2ona+6PjftTvzGjz8Kj5dX8Fh9QFD3MDo87Rqqhyeu/TbHtsLpEGJ3IdAvXKPlSYvG7jS6+60i79+boWfWIGzFnTMgb83AwJf/Ys/Qf7R1/SlJmiWAc+/Mk5kMB4eREHBc4L7tJlnB5GA+3v2iRJg/who4aY5W8qeQT2dQl73z/YUIHOK0JHdO+7QBm23hgL/m2mzMkgP7g3YI7ceSiNJtrgv13azb6o5q3fPljmReMxCJosC8EslfpBol8+a0zZV6fy6OILO1tzBhgWjrXS3a1jNYUQPValEaGL5Q8VZLI2zjRF/LeAYYbcenVxNtD5jKPWyyMCHejLJYHovAq5KoDV7PHbAEQagFELeGJHuOgOV5w7BcjgRrT0kdWp22325Ydyavd5aEX7VnxkTMEgnOyD9wjPTfv4HyG8cS6ZAS86baOryMbBnPW9WZQ6QGdYd+KfV1CTIRaK2VOgl+83a546/wNTIFZT6CzBkOaF0eFaxZLQWZ95IxGk0j';

const NOTIFY_BODY = `{"id":"EV-2018022511223320873","create_time":"2025-06-30T10:21:05+08:00","resource_type":"encrypt-resource","event_type":"TRANSACTION.SUCCESS","summary":"支付成功","resource":{"original_type":"transaction","algorithm":"AEAD_AES_256_GCM","ciphertext":"${CIPHERTEXT}","associated_data":"transaction","nonce":"fdasflkja484"}}`;
// BODY='{"id":"EV-2018022511223320873","create_time":"2025-06-30T10:21:05+08:00","resource_type":"encrypt-resource","event_type":"TRANSACTION.SUCCESS","summary":"支付成功","resource":{"original_type":"transaction","algorithm":"AEAD_AES_256_GCM","ciphertext":"'"$CT"'","associated_data":"transaction","nonce":"fdasflkja484"}}'
// printf '%s\n%s\n%s\n' 1751250065 5K8264ILTKCH16CQ2502SI8ZNMTM67VS "$BODY" \
//   | openssl dgst -sha256 -sign provider.test-only.key.pem | openssl base64 -A
const NOTIFY_SIGNATURE =
  'X8lQCbA1+0ChZHJPJg4ViBzK3BH84wdfQ3shjfsHL6OCPQIFR106mCd2CnIoUUfj79O6KTsowItS3nVM8Y+BIOLq4lhlwichnK94e7YFuwaBsRGpULm8r3lBWtWjM9lc9K5jwjJ0q4feUR7JrkwJ/fPvY50cTBISy2let3Nolg8LGz7ix/0xUdqpXR6m0nJOBRLHcRqItRh243YT4faWCa1Y7Yu7TTjT5bv+57AwME5N6xB7APJh1zcAyBoJTE7lXAOO6idsFERy0Ji3gE0KplEMcfpteNZX7b+vNr4OkfgB8FOcMu+/ajP+GdVAbLhdDnKPxBbr9SQ+ggZQoQ8M2Q==';
const NOTIFY_HEADERS = {
  'content-type': 'application/json',
  'wechatpay-timestamp': '1751250065',
  'wechatpay-nonce': '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
  'wechatpay-serial': PLATFORM_SERIAL,
  'wechatpay-signature': NOTIFY_SIGNATURE,
};

const provider = () =>
  createWechatPay({
    mchId: MCH_ID,
    appId: APP_ID,
    serialNo: SERIAL_NO,
    privateKey: merchantKey,
    apiV3Key: API_V3_KEY,
    platformPublicKey: platformKey,
    platformSerial: PLATFORM_SERIAL,
    baseUrl: 'https://api.mch.weixin.qq.com',
    notifyUrl: 'https://www.example.com/api/pay/notify/wechat',
    now: () => NOW,
    nonce: () => NONCE,
  });

/** Stands in for fetch (no network): records each request and answers `answer`. */
function stubFetch(answer: () => Response) {
  const calls: { url: string; method?: string; headers: Record<string, string>; body?: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method,
      headers: init.headers as Record<string, string>,
      body: init.body,
    });
    return answer();
  });
  return calls;
}
afterEach(() => {
  vi.unstubAllGlobals();
});

const nativeAnswer = (body = ANSWER_BODY) =>
  new Response(body, {
    status: 200,
    headers: {
      'content-type': 'application/json',
      'wechatpay-timestamp': '1751250001',
      'wechatpay-nonce': ANSWER_NONCE,
      'wechatpay-serial': PLATFORM_SERIAL,
      'wechatpay-signature': ANSWER_SIGNATURE,
    },
  });

describe('WeChat Pay v3 request signing (known answers)', () => {
  it('builds the canonical string and the Authorization header openssl agrees with', () => {
    expect(
      requestSignatureMessage('POST', '/v3/pay/transactions/native', '1751250000', NONCE, NATIVE_BODY),
    ).toBe(`POST\n/v3/pay/transactions/native\n1751250000\n${NONCE}\n${NATIVE_BODY}\n`);
    const input = {
      mchId: MCH_ID,
      serialNo: SERIAL_NO,
      privateKey: merchantKey,
      method: 'POST',
      pathWithQuery: '/v3/pay/transactions/native',
      body: NATIVE_BODY,
      timestamp: '1751250000',
      nonce: NONCE,
    };
    expect(authorizationHeader(input)).toBe(NATIVE_AUTHORIZATION);
  });

  it('createPayment sends exactly that body and header, and believes the openssl-signed answer', async () => {
    const calls = stubFetch(() => nativeAnswer());
    expect(await provider().createPayment(ORDER)).toEqual({
      kind: 'qr',
      codeUrl: 'weixin://wxpay/bizpayurl?pr=p4lpSuKzz',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: 'https://api.mch.weixin.qq.com/v3/pay/transactions/native',
      method: 'POST',
      body: NATIVE_BODY,
      headers: { authorization: NATIVE_AUTHORIZATION },
    });
  });

  it('refuses that answer once one byte of its body differs', async () => {
    stubFetch(() => nativeAnswer(ANSWER_BODY.replace('pr=p4lp', 'pr=p4lq')));
    await expect(provider().createPayment(ORDER)).rejects.toThrow('应答签名验证失败');
  });

  it('queryPayment signs a GET with its query string and an empty body', async () => {
    const calls = stubFetch(
      () => new Response('{"code":"ORDER_NOT_EXIST","message":"订单不存在"}', { status: 404 }),
    );
    expect(await provider().queryPayment(ORDER.orderNo)).toEqual({ state: 'unpaid' });
    expect(calls[0]).toMatchObject({
      url: 'https://api.mch.weixin.qq.com/v3/pay/transactions/out-trade-no/R202506301020001234?mchid=1900000109',
      method: 'GET',
      headers: {
        authorization: `WECHATPAY2-SHA256-RSA2048 mchid="1900000109",nonce_str="${NONCE}",signature="${QUERY_SIGNATURE}",timestamp="1751250000",serial_no="${SERIAL_NO}"`,
      },
    });
  });
});

describe('WeChat Pay v3 notify (known answers)', () => {
  it('verifies the openssl signature with the public key and with the platform certificate', () => {
    const sign = ['1751250065', NOTIFY_HEADERS['wechatpay-nonce'], NOTIFY_BODY, NOTIFY_SIGNATURE] as const;
    expect(verifyPlatformSignature(platformKey, ...sign)).toBe(true);
    expect(verifyPlatformSignature(loadPublicKey(fixture('provider.test-only.cert.pem')), ...sign)).toBe(
      true,
    );
    // The merchant's key did not make it.
    expect(verifyPlatformSignature(loadPublicKey(fixture('merchant.test-only.pub.pem')), ...sign)).toBe(
      false,
    );
  });

  it('decrypts the resource that python3 cryptography encrypted', () => {
    const resource = {
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: CIPHERTEXT,
      nonce: 'fdasflkja484',
      associated_data: 'transaction',
    };
    expect(decryptResource(API_V3_KEY, resource)).toBe(TRANSACTION);
    expect(() => decryptResource(API_V3_KEY, { ...resource, associated_data: 'transactioN' })).toThrow();
  });

  it('verifyNotify accepts the fixed notify and reads the payment out of it', async () => {
    expect(await provider().verifyNotify({ body: NOTIFY_BODY, headers: NOTIFY_HEADERS })).toEqual({
      ok: true,
      payment: {
        orderNo: 'R202506301020001234',
        amount: '12.30',
        tradeNo: '4200002718202506301234567890',
        merchant: MCH_ID,
        paid: true,
      },
    });
    const changed = NOTIFY_BODY.replace('"summary":"支付成功"', '"summary":"支付成功 "');
    expect(await provider().verifyNotify({ body: changed, headers: NOTIFY_HEADERS })).toEqual({
      ok: false,
      reason: 'bad signature',
    });
  });
});
