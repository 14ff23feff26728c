/**
 * Known answers for Alipay RSA2. The other Alipay tests check our signer against our own verifier, so a sign
 * content both sides built wrongly in the same way would pass them; here the keys are fixed (TEST-ONLY,
 * test-vectors/README.md) and each expected signature was made by the openssl command written above it, from
 * the sign content spelled out literally (run from test-vectors/ in a UTF-8 bash: `export LC_ALL=C.UTF-8`).
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAlipay } from './alipay.ts';
import { signContent, signRequest, verifyNotifyParams } from './alipay-sign.ts';
import { loadPrivateKey, loadPublicKey } from './keys.ts';

const fixture = (name: string) => readFileSync(new URL(`./test-vectors/${name}`, import.meta.url), 'utf8');
const appKey = loadPrivateKey(fixture('merchant.test-only.key.pem'));
const alipayKey = loadPublicKey(fixture('provider.test-only.pub.pem'));

/** 2025-06-30 10:20:00 in China. */
const NOW = 1_751_250_000_000;
const ORDER = {
  orderNo: 'R202506301020001234',
  amount: '12.30',
  subject: '光子充值 123 个',
  expiresAt: new Date(NOW + 15 * 60_000),
  returnUrl: 'https://www.example.com/wallet/recharge?order=R202506301020001234&from=alipay',
};

/** What page mode must put in its form for ORDER, sign aside. */
const PAGE_PARAMS = {
  app_id: '2021000000000001',
  method: 'alipay.trade.page.pay',
  format: 'JSON',
  charset: 'utf-8',
  sign_type: 'RSA2',
  timestamp: '2025-06-30 10:20:00',
  version: '1.0',
  biz_content:
    '{"out_trade_no":"R202506301020001234","total_amount":"12.30","subject":"光子充值 123 个","timeout_express":"15m","product_code":"FAST_INSTANT_TRADE_PAY"}',
  notify_url: 'https://www.example.com/api/pay/notify/alipay',
  return_url: 'https://www.example.com/wallet/recharge?order=R202506301020001234&from=alipay',
};
/** Sorted by name, only `sign` left out (a request signs its sign_type), raw values (return_url's & and = stay). */
const PAGE_CONTENT =
  'app_id=2021000000000001&biz_content={"out_trade_no":"R202506301020001234","total_amount":"12.30","subject":"光子充值 123 个","timeout_express":"15m","product_code":"FAST_INSTANT_TRADE_PAY"}&charset=utf-8&format=JSON&method=alipay.trade.page.pay&notify_url=https://www.example.com/api/pay/notify/alipay&return_url=https://www.example.com/wallet/recharge?order=R202506301020001234&from=alipay&sign_type=RSA2&timestamp=2025-06-30 10:20:00&version=1.0';
// printf '%s' 'app_id=2021000000000001&biz_content={"out_trade_no":"R202506301020001234","total_amount":"12.30","subject":"光子充值 123 个","timeout_express":"15m","product_code":"FAST_INSTANT_TRADE_PAY"}&charset=utf-8&format=JSON&method=alipay.trade.page.pay&notify_url=https://www.example.com/api/pay/notify/alipay&return_url=https://www.example.com/wallet/recharge?order=R202506301020001234&from=alipay&sign_type=RSA2&timestamp=2025-06-30 10:20:00&version=1.0' \
//   | openssl dgst -sha256 -sign merchant.test-only.key.pem | openssl base64 -A
const PAGE_SIGN =
  'sfGkoCDAJ0VUKULVcMr8hmPcz3ZGfSmNxOcbK5zoCu5u2vAStULcaqkADqDeEFyRqBNZ2E5/uVW9uv3govBLAc0vpLMr9SO8uk0eYlH87DvPIp/Q2kfgVi3B0kJX5rQ315sFbmxzs9ruvPlvqEr5qccLC6Ot3/vdDPUHeqvITvrCirarQoN6HUHRMX9rcaDZPXlyCmnlH7d6FzU7vYPGOxSM46Qdv8hx+uvS4xh8mNor/Z1g3IsghOC1hoY8939hil5V6SbhpsgX4QFjyCQSPRXdagd+qBaZ9JkArVpLqacqvQmM1RSm6Y/Xx+eUlWVWUctH4U9RxWrAO+IEFj0L7w==';

// QR mode's alipay.trade.precreate request for ORDER:
// printf '%s' 'app_id=2021000000000001&biz_content={"out_trade_no":"R202506301020001234","total_amount":"12.30","subject":"光子充值 123 个","timeout_express":"15m"}&charset=utf-8&format=JSON&method=alipay.trade.precreate&notify_url=https://www.example.com/api/pay/notify/alipay&sign_type=RSA2&timestamp=2025-06-30 10:20:00&version=1.0' \
//   | openssl dgst -sha256 -sign merchant.test-only.key.pem | openssl base64 -A
const PRECREATE_SIGN =
  'H6nAfT51jmDhRaDJfw8D28vnAtr7ry9ohsYZV4ikYKAXdVlaP145JQXYZER6kL01O1SJtg6iKRERjrohv/SbZXXcgtBOufU50tO6wB7wDsVwMWLumgDCD5I+tL6t0xtA9suPaQmJ5qoujRwi0LVZKFdGjsEk5cNmO7R6cczhX7PijOVFEocWHTmUxo31EDPbJzf7/inQyBP7LjNBN/MY0vPEyOpHoGbpwptfFgNwq+AmKdm+ZpnjCNC58bka5LDdqp3QkPZJ+adqcRbhJj6WzRLZVXhgnbDOJjSc+qy/6sO4jsQA7mqQ4P9FA7TIQ9axF1eilRJ8gY8gCQHobVonOQ==';

/** The gateway's answer signs the raw text of its `_response` node. */
const ANSWER_NODE =
  '{"code":"10000","msg":"Success","out_trade_no":"R202506301020001234","qr_code":"https://qr.alipay.com/bax03431ljhokirwl38f00a7"}';
// printf '%s' '{"code":"10000","msg":"Success","out_trade_no":"R202506301020001234","qr_code":"https://qr.alipay.com/bax03431ljhokirwl38f00a7"}' \
//   | openssl dgst -sha256 -sign provider.test-only.key.pem | openssl base64 -A
const ANSWER_SIGN =
  'DBq603OMaxehsYbgNRx2Xwg8H3H/0W6k0ZVQq39AFsy+uZvzwIOuMj8h5DvPO6ghJT/WMvDrb8vT0aZlyJBc7N9mTeBZxom/4KUGBZvFi1ewtx6PMKtIyJuHiuyg6C5kMEGoXwquIopV3HDsBMXgjIokfEAqvjC/mrz2QDLCVjw0Mh2e0ZfN248oHHe5yWlx58Noi/vbPRYFK6GRkmJTgzCMDlJiZfbY3IR9oNKHSjvMlYvEkhZl/afy2PyTB47HXoFemV6NhiM3vhKiQTGDjMaQMwKGjHXdO/+WKD4gwQFgjKKq7z8m/Z25m8AUUcyL50wmdXYVm2pcS/akCmkdsQ==';

/** An asynchronous notify for ORDER as Alipay posts it (form fields), sign and sign_type aside. */
const NOTIFY_FIELDS = {
  notify_time: '2025-06-30 10:20:42',
  notify_type: 'trade_status_sync',
  notify_id: '2025063000222102041000000012345678',
  app_id: '2021000000000001',
  charset: 'utf-8',
  version: '1.0',
  trade_no: '2025063022001400001234567890',
  out_trade_no: 'R202506301020001234',
  seller_id: '2088000000000001',
  trade_status: 'TRADE_SUCCESS',
  total_amount: '12.30',
  receipt_amount: '12.30',
  buyer_pay_amount: '12.30',
  subject: '光子充值 123 个',
  gmt_create: '2025-06-30 10:20:30',
  gmt_payment: '2025-06-30 10:20:41',
  fund_bill_list: '[{"amount":"12.30","fundChannel":"ALIPAYACCOUNT"}]',
  passback_params: '',
};
/** Verification leaves out sign, sign_type and the empty passback_params. */
const NOTIFY_CONTENT =
  'app_id=2021000000000001&buyer_pay_amount=12.30&charset=utf-8&fund_bill_list=[{"amount":"12.30","fundChannel":"ALIPAYACCOUNT"}]&gmt_create=2025-06-30 10:20:30&gmt_payment=2025-06-30 10:20:41&notify_id=2025063000222102041000000012345678&notify_time=2025-06-30 10:20:42&notify_type=trade_status_sync&out_trade_no=R202506301020001234&receipt_amount=12.30&seller_id=2088000000000001&subject=光子充值 123 个&total_amount=12.30&trade_no=2025063022001400001234567890&trade_status=TRADE_SUCCESS&version=1.0';
// printf '%s' 'app_id=2021000000000001&buyer_pay_amount=12.30&charset=utf-8&fund_bill_list=[{"amount":"12.30","fundChannel":"ALIPAYACCOUNT"}]&gmt_create=2025-06-30 10:20:30&gmt_payment=2025-06-30 10:20:41&notify_id=2025063000222102041000000012345678&notify_time=2025-06-30 10:20:42&notify_type=trade_status_sync&out_trade_no=R202506301020001234&receipt_amount=12.30&seller_id=2088000000000001&subject=光子充值 123 个&total_amount=12.30&trade_no=2025063022001400001234567890&trade_status=TRADE_SUCCESS&version=1.0' \
//   | openssl dgst -sha256 -sign provider.test-only.key.pem | openssl base64 -A
const NOTIFY_SIGN =
  'k8LolTyV8QfaxuQhYd6ntbHPHeiiFTSVM9hGxFgqzmeR1oOgONhCdWKOauXbxgVVSgzRkZh7ywvDmrwj6jEXL7hec4cx8UR6xR8aeZCtXvArBbVIXTTpaKUtqOkEJdQDXlQIw4AkqcKG5ikEJFRLVqzyg7k9uFT9N+6l19QL7MV6LMqYQ0ptbCZyd71wQyBxlE2X/CCZSaq3uTFlo9yvGL628Q33YlUIdw/1wM/y/ybNskTUfuPixrXZbGpjErwcogrYF4rspG4Xhqy4thMwffQyOHAGcrjdzK2ulaodnuZRRsWlXCJ8ma4VkADqhvi6IoTsZ8kt1pm/N1AJJF4ESQ==';
const NOTIFY_PARAMS = { ...NOTIFY_FIELDS, sign_type: 'RSA2', sign: NOTIFY_SIGN };

const provider = (mode: 'qr' | 'page') =>
  createAlipay({
    appId: '2021000000000001',
    privateKey: appKey,
    alipayPublicKey: alipayKey,
    sellerId: '2088000000000001',
    gatewayUrl: 'https://openapi.alipay.com/gateway.do',
    notifyUrl: 'https://www.example.com/api/pay/notify/alipay',
    mode,
    now: () => NOW,
  });

/** The hidden inputs of page mode's form, HTML entities decoded. */
function formFields(html: string): Record<string, string> {
  const unescape = (value: string) =>
    value.replace(
      /&(quot|amp|lt|gt|#39);/g,
      (_, e: string) => ({ quot: '"', amp: '&', lt: '<', gt: '>', '#39': "'" })[e]!,
    );
  return Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [
      unescape(m[1]!),
      unescape(m[2]!),
    ]),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Alipay request signing (known answers)', () => {
  it('builds the sign content and the RSA2 signature openssl agrees with', () => {
    expect(signContent(PAGE_PARAMS, ['sign'])).toBe(PAGE_CONTENT);
    expect(signRequest(appKey, PAGE_PARAMS)).toBe(PAGE_SIGN);
    // A stale `sign` and empty or missing values do not change what is signed.
    expect(signRequest(appKey, { ...PAGE_PARAMS, sign: 'old', app_auth_token: '', x: undefined })).toBe(
      PAGE_SIGN,
    );
  });

  it('page mode hands the browser a form with exactly those fields and that sign', async () => {
    const start = await provider('page').createPayment(ORDER);
    expect(start.kind).toBe('form');
    const html = start.kind === 'form' ? start.html : '';
    expect(html).toContain('action="https://openapi.alipay.com/gateway.do?charset=utf-8"');
    expect(formFields(html)).toEqual({ ...PAGE_PARAMS, sign: PAGE_SIGN });
  });

  it('QR mode posts the precreate request signed as openssl signs it and believes the signed answer', async () => {
    const bodies: string[] = [];
    let answer = `{"alipay_trade_precreate_response":${ANSWER_NODE},"sign":"${ANSWER_SIGN}"}`;
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      bodies.push(String(init.body));
      return new Response(answer, { status: 200 });
    });
    expect(await provider('qr').createPayment(ORDER)).toEqual({
      kind: 'qr',
      codeUrl: 'https://qr.alipay.com/bax03431ljhokirwl38f00a7',
    });
    expect(Object.fromEntries(new URLSearchParams(bodies[0]))).toEqual({
      app_id: '2021000000000001',
      method: 'alipay.trade.precreate',
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: '2025-06-30 10:20:00',
      version: '1.0',
      biz_content:
        '{"out_trade_no":"R202506301020001234","total_amount":"12.30","subject":"光子充值 123 个","timeout_express":"15m"}',
      notify_url: 'https://www.example.com/api/pay/notify/alipay',
      sign: PRECREATE_SIGN,
    });
    // One byte of the signed node changed: the same sign no longer holds.
    answer = answer.replace('a7"}', 'a8"}');
    await expect(provider('qr').createPayment(ORDER)).rejects.toThrow('应答签名验证失败');
  });
});

describe('Alipay notify verification (known answers)', () => {
  it('builds the verification content openssl signed and accepts its signature', () => {
    expect(signContent(NOTIFY_PARAMS, ['sign', 'sign_type'])).toBe(NOTIFY_CONTENT);
    expect(verifyNotifyParams(alipayKey, NOTIFY_PARAMS)).toBe(true);
    expect(verifyNotifyParams(loadPublicKey(fixture('merchant.test-only.pub.pem')), NOTIFY_PARAMS)).toBe(
      false,
    );
  });

  it('verifyNotify accepts the posted form and reads the payment; one changed field is refused', async () => {
    const body = new URLSearchParams(NOTIFY_PARAMS).toString();
    expect(await provider('qr').verifyNotify({ body, headers: {} })).toEqual({
      ok: true,
      payment: {
        orderNo: 'R202506301020001234',
        amount: '12.30',
        tradeNo: '2025063022001400001234567890',
        merchant: '2021000000000001',
        paid: true,
      },
    });
    const changed = new URLSearchParams({ ...NOTIFY_PARAMS, total_amount: '123.0' }).toString();
    expect(await provider('qr').verifyNotify({ body: changed, headers: {} })).toEqual({
      ok: false,
      reason: 'bad signature',
    });
  });
});
