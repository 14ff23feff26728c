import { chinaRfc3339, fromCents, toCents } from '@app/contract';
import type { KeyObject } from 'node:crypto';
import { ProviderError, providerFetch } from '../provider-error.ts';
import type {
  IncomingNotify,
  NotifyVerdict,
  PaymentProvider,
  PaymentRequest,
  PaymentState,
  ReportedPayment,
} from './payment-provider.ts';
import {
  authorizationHeader,
  decryptResource,
  type EncryptedResource,
  verifyPlatformSignature,
} from './wechat-pay-crypto.ts';

export interface WechatPayConfig {
  mchId: string;
  appId: string;
  /** Serial number of the merchant API certificate. */
  serialNo: string;
  privateKey: KeyObject;
  apiV3Key: string;
  platformPublicKey: KeyObject;
  /** When set, answers and notifies must name this key in Wechatpay-Serial. */
  platformSerial?: string;
  baseUrl: string;
  notifyUrl: string;
  /** The clock for request timestamps and the notify/answer freshness check (tests fix it). */
  now?: () => number;
  /** The request nonce_str (tests fix it; by default 32 random hex digits). */
  nonce?: () => string;
}

const LABEL = '微信支付';
/** Notifies older (or newer) than this are refused: a captured notify cannot be replayed days later. */
const MAX_CLOCK_SKEW_MS = 5 * 60_000;

interface Transaction {
  mchid?: string;
  appid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  amount?: { total?: number };
}

/** WeChat Pay API v3, Native payment (code_url shown as a QR code). */
export function createWechatPay(config: WechatPayConfig): PaymentProvider {
  const now = config.now ?? Date.now;

  const signatureProblem = (headers: Record<string, string | undefined>, body: string): string | null => {
    const timestamp = headers['wechatpay-timestamp'] ?? '';
    const serial = headers['wechatpay-serial'] ?? '';
    if (config.platformSerial && serial !== config.platformSerial)
      return `unknown platform key ${serial.slice(0, 64)}`;
    if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now() - Number(timestamp) * 1000) > MAX_CLOCK_SKEW_MS)
      return 'timestamp missing or too far from now';
    if (
      !verifyPlatformSignature(
        config.platformPublicKey,
        timestamp,
        headers['wechatpay-nonce'] ?? '',
        body,
        headers['wechatpay-signature'] ?? '',
      )
    )
      return 'bad signature';
    return null;
  };

  /** A signed request; the answer's signature is verified before anything in it is trusted. */
  async function request(
    method: 'GET' | 'POST',
    pathWithQuery: string,
    payload?: unknown,
    verifyAnswer = true,
  ): Promise<{ status: number; json: any }> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const authorization = authorizationHeader({
      mchId: config.mchId,
      serialNo: config.serialNo,
      privateKey: config.privateKey,
      method,
      pathWithQuery,
      body,
      timestamp: String(Math.floor(now() / 1000)),
      nonce: config.nonce?.(),
    });
    const response = await providerFetch(
      'wechatpay',
      LABEL,
      `${config.baseUrl.replace(/\/$/, '')}${pathWithQuery}`,
      {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          'user-agent': 'guangzi-platform',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { body }),
      },
    );
    const text = await response.text();
    const headers = Object.fromEntries([...response.headers.entries()].map(([k, v]) => [k.toLowerCase(), v]));
    let json: any = {};
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      throw new ProviderError(
        `${LABEL}：应答无法解析（HTTP ${response.status}）`,
        'wechatpay',
        text.slice(0, 500),
      );
    }
    if (response.ok && verifyAnswer) {
      const problem = signatureProblem(headers, text);
      if (problem)
        throw new ProviderError(`${LABEL}：应答签名验证失败（${problem}）`, 'wechatpay', text.slice(0, 500));
    }
    return { status: response.status, json };
  }

  const fail = (status: number, json: any): never => {
    throw new ProviderError(
      `${LABEL}：${json?.message ?? '请求失败'}（HTTP ${status} ${json?.code ?? ''}）`,
      'wechatpay',
      json,
    );
  };

  /** Checks that a transaction belongs to this merchant and app, and reads it. */
  const readTransaction = (tx: Transaction): ReportedPayment | string => {
    if (tx.mchid !== config.mchId) return `mchid mismatch (${String(tx.mchid).slice(0, 32)})`;
    if (tx.appid !== config.appId) return `appid mismatch (${String(tx.appid).slice(0, 32)})`;
    const total = tx.amount?.total;
    if (!tx.out_trade_no || !tx.transaction_id || !Number.isSafeInteger(total) || (total as number) < 0)
      return 'transaction fields missing';
    return {
      orderNo: tx.out_trade_no,
      amount: fromCents(total as number),
      tradeNo: tx.transaction_id,
      merchant: tx.mchid,
      paid: tx.trade_state === 'SUCCESS',
    };
  };

  return {
    id: 'wechat',
    merchant: config.mchId,
    sandbox: false,

    async createPayment(req: PaymentRequest) {
      const { status, json } = await request('POST', '/v3/pay/transactions/native', {
        appid: config.appId,
        mchid: config.mchId,
        description: req.subject.slice(0, 120),
        out_trade_no: req.orderNo,
        time_expire: chinaRfc3339(req.expiresAt),
        notify_url: config.notifyUrl,
        amount: { total: toCents(req.amount), currency: 'CNY' },
      });
      if (status !== 200 || typeof json.code_url !== 'string') fail(status, json);
      return { kind: 'qr', codeUrl: json.code_url as string };
    },

    async verifyNotify(notify: IncomingNotify): Promise<NotifyVerdict> {
      const problem = signatureProblem(notify.headers, notify.body);
      if (problem) return { ok: false, reason: problem };
      let event: { event_type?: string; resource?: EncryptedResource };
      let tx: Transaction;
      try {
        event = JSON.parse(notify.body);
        if (!event.resource) return { ok: false, reason: 'no resource' };
        tx = JSON.parse(decryptResource(config.apiV3Key, event.resource));
      } catch (error) {
        return { ok: false, reason: `cannot decrypt resource: ${(error as Error).message}` };
      }
      const payment = readTransaction(tx);
      if (typeof payment === 'string') return { ok: false, reason: payment };
      return {
        ok: true,
        payment: { ...payment, paid: payment.paid && event.event_type === 'TRANSACTION.SUCCESS' },
      };
    },

    notifyReply(accepted) {
      return accepted
        ? {
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'SUCCESS', message: '成功' }),
          }
        : {
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'FAIL', message: '失败' }),
          };
    },

    async queryPayment(orderNo: string): Promise<PaymentState> {
      const { status, json } = await request(
        'GET',
        `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}?mchid=${encodeURIComponent(config.mchId)}`,
      );
      if (status === 404 && json.code === 'ORDER_NOT_EXIST') return { state: 'unpaid' };
      if (status !== 200) fail(status, json);
      const payment = readTransaction(json as Transaction);
      if (typeof payment === 'string')
        throw new ProviderError(`${LABEL}：查询结果不属于本商户（${payment}）`, 'wechatpay', json);
      if (payment.orderNo !== orderNo)
        throw new ProviderError(`${LABEL}：查询结果订单号不符`, 'wechatpay', json);
      if (payment.paid) return { state: 'paid', payment };
      return ['CLOSED', 'REVOKED', 'PAYERROR', 'REFUND'].includes(String(json.trade_state))
        ? { state: 'closed' }
        : { state: 'unpaid' };
    },

    async closePayment(orderNo: string) {
      const { status, json } = await request(
        'POST',
        `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}/close`,
        { mchid: config.mchId },
        false,
      );
      if (status !== 204 && status !== 200 && json.code !== 'ORDER_NOT_EXIST' && json.code !== 'ORDER_CLOSED')
        fail(status, json);
    },
  };
}
