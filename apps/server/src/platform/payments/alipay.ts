import { fromCents, formatChinaDateTime, toCents } from '@app/contract';
import type { KeyObject } from 'node:crypto';
import { ProviderError, providerFetch } from '../provider-error.ts';
import { responseSignedContent, rsa2Verify, signRequest, verifyNotifyParams } from './alipay-sign.ts';
import type {
  IncomingNotify,
  NotifyVerdict,
  PaymentProvider,
  PaymentRequest,
  PaymentState,
} from './payment-provider.ts';

export interface AlipayConfig {
  appId: string;
  privateKey: KeyObject;
  alipayPublicKey: KeyObject;
  /** The merchant's PID (2088…); notifies must name it as seller_id. */
  sellerId: string;
  gatewayUrl: string;
  notifyUrl: string;
  /** 'qr': alipay.trade.precreate (QR in our page); 'page': alipay.trade.page.pay (HTML form to Alipay). */
  mode: 'qr' | 'page';
  now?: () => number;
}

const LABEL = '支付宝';
const PAID = ['TRADE_SUCCESS', 'TRADE_FINISHED'];

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** Alipay open platform (RSA2): face-to-face precreate QR or computer-website page pay. */
export function createAlipay(config: AlipayConfig): PaymentProvider {
  const now = config.now ?? Date.now;
  const gateway = `${config.gatewayUrl}${config.gatewayUrl.includes('?') ? '&' : '?'}charset=utf-8`;

  const signedParams = (method: string, biz: Record<string, unknown>, extra: Record<string, string> = {}) => {
    const params: Record<string, string> = {
      app_id: config.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: formatChinaDateTime(now()),
      version: '1.0',
      biz_content: JSON.stringify(biz),
      ...extra,
    };
    return { ...params, sign: signRequest(config.privateKey, params) };
  };

  /** Calls the gateway; answers the `<method>_response` node once its signature is verified. */
  async function call(
    method: string,
    biz: Record<string, unknown>,
    extra: Record<string, string> = {},
  ): Promise<any> {
    const response = await providerFetch('alipay', LABEL, gateway, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(signedParams(method, biz, extra)).toString(),
    });
    const text = await response.text();
    const nodeKey = `${method.replace(/\./g, '_')}_response`;
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ProviderError(
        `${LABEL}：应答无法解析（HTTP ${response.status}）`,
        'alipay',
        text.slice(0, 500),
      );
    }
    const node = json?.[nodeKey];
    if (!node || typeof node !== 'object')
      throw new ProviderError(`${LABEL}：应答缺少 ${nodeKey}`, 'alipay', text.slice(0, 500));
    const content = responseSignedContent(text, nodeKey);
    const signed = content !== null && rsa2Verify(config.alipayPublicKey, content, String(json.sign ?? ''));
    // Alipay leaves some gateway errors unsigned; a success is only believed when signed.
    if (node.code === '10000' && !signed)
      throw new ProviderError(`${LABEL}：应答签名验证失败`, 'alipay', text.slice(0, 500));
    return node;
  }

  const fail = (node: any): never => {
    throw new ProviderError(
      `${LABEL}：${node.sub_msg ?? node.msg ?? '请求失败'}（${node.code} ${node.sub_code ?? ''}）`,
      'alipay',
      node,
    );
  };

  const timeoutExpress = (expiresAt: Date) =>
    `${Math.max(1, Math.floor((expiresAt.getTime() - now()) / 60_000))}m`;

  return {
    id: 'alipay',
    merchant: config.appId,
    sandbox: false,

    async createPayment(req: PaymentRequest) {
      const base = {
        out_trade_no: req.orderNo,
        total_amount: fromCents(toCents(req.amount)),
        subject: req.subject.slice(0, 200),
        timeout_express: timeoutExpress(req.expiresAt),
      };
      if (config.mode === 'page') {
        const params = signedParams(
          'alipay.trade.page.pay',
          { ...base, product_code: 'FAST_INSTANT_TRADE_PAY' },
          { notify_url: config.notifyUrl, return_url: req.returnUrl },
        );
        const inputs = Object.entries(params)
          .map(
            ([name, value]) =>
              `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
          )
          .join('');
        return {
          kind: 'form',
          html: `<form id="alipaysubmit" name="alipaysubmit" action="${escapeHtml(gateway)}" method="POST">${inputs}<input type="submit" value="前往支付宝付款" style="display:none"></form><script>document.forms['alipaysubmit'].submit();</script>`,
        };
      }
      const node = await call('alipay.trade.precreate', base, { notify_url: config.notifyUrl });
      if (node.code !== '10000' || typeof node.qr_code !== 'string') fail(node);
      return { kind: 'qr', codeUrl: node.qr_code as string };
    },

    async verifyNotify(notify: IncomingNotify): Promise<NotifyVerdict> {
      const params = Object.fromEntries(new URLSearchParams(notify.body));
      if (!verifyNotifyParams(config.alipayPublicKey, params)) return { ok: false, reason: 'bad signature' };
      if (params.app_id !== config.appId)
        return { ok: false, reason: `app_id mismatch (${String(params.app_id).slice(0, 32)})` };
      if (params.seller_id !== config.sellerId)
        return { ok: false, reason: `seller_id mismatch (${String(params.seller_id).slice(0, 32)})` };
      if (!params.out_trade_no || !params.trade_no || !params.total_amount)
        return { ok: false, reason: 'fields missing' };
      try {
        toCents(params.total_amount);
      } catch {
        return { ok: false, reason: 'bad total_amount' };
      }
      return {
        ok: true,
        payment: {
          orderNo: params.out_trade_no,
          amount: params.total_amount,
          tradeNo: params.trade_no,
          merchant: params.app_id,
          paid: PAID.includes(params.trade_status ?? ''),
        },
      };
    },

    notifyReply(accepted) {
      return { status: 200, contentType: 'text/plain; charset=utf-8', body: accepted ? 'success' : 'fail' };
    },

    async queryPayment(orderNo: string): Promise<PaymentState> {
      const node = await call('alipay.trade.query', { out_trade_no: orderNo });
      if (node.code === '40004' && node.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'unpaid' };
      if (node.code !== '10000') fail(node);
      if (node.out_trade_no !== orderNo)
        throw new ProviderError(`${LABEL}：查询结果订单号不符`, 'alipay', node);
      if (PAID.includes(node.trade_status)) {
        // The answer is signed by Alipay for our app's request, so the merchant is our app.
        return {
          state: 'paid',
          payment: {
            orderNo,
            amount: String(node.total_amount),
            tradeNo: String(node.trade_no),
            merchant: config.appId,
            paid: true,
          },
        };
      }
      return node.trade_status === 'TRADE_CLOSED' ? { state: 'closed' } : { state: 'unpaid' };
    },

    async closePayment(orderNo: string) {
      const node = await call('alipay.trade.close', { out_trade_no: orderNo });
      if (
        node.code !== '10000' &&
        node.sub_code !== 'ACQ.TRADE_NOT_EXIST' &&
        node.sub_code !== 'ACQ.TRADE_STATUS_ERROR'
      )
        fail(node);
    },
  };
}
