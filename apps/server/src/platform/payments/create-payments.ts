import { createHmac } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { createAlipay } from './alipay.ts';
import { loadPrivateKey, loadPublicKey } from './keys.ts';
import type { PaymentProvider, PaymentProviderId } from './payment-provider.ts';
import { createSandboxPay, type SandboxPay } from './sandbox-pay.ts';
import { createWechatPay } from './wechat-pay.ts';

/** Paths of the notify endpoints (the wallet slice serves them; providers are told them when paying). */
export const notifyPath = (provider: PaymentProviderId) => `/api/pay/notify/${provider}`;

export interface PaymentProviders {
  /** The provider of pay_method 1 (WeChat Pay) or 2 (Alipay); null when that method is not available. */
  forMethod(payMethod: number): PaymentProvider | null;
  /** The provider that handled an order (recorded as recharge_orders.provider). */
  byId(id: string): PaymentProvider | null;
  /** The embedded sandbox, outside production only. */
  sandbox: SandboxPay | null;
}

/**
 * WeChat Pay when its merchant settings are present, Alipay likewise; a method without settings uses the
 * embedded 沙箱 outside production and is unavailable in production (a sandbox there would hand out 光子).
 */
/** `now` lets tests move the providers' clock (signature timestamps). */
export function createPaymentProviders(config: Config, db: DbOrTx, now?: () => number): PaymentProviders {
  const wechat = config.WECHATPAY_MCH_ID
    ? createWechatPay({
        mchId: config.WECHATPAY_MCH_ID,
        appId: config.WECHATPAY_APP_ID!,
        serialNo: config.WECHATPAY_MCH_SERIAL_NO!,
        privateKey: loadPrivateKey(config.WECHATPAY_PRIVATE_KEY!),
        apiV3Key: config.WECHATPAY_API_V3_KEY!,
        platformPublicKey: loadPublicKey(config.WECHATPAY_PLATFORM_PUBLIC_KEY!),
        platformSerial: config.WECHATPAY_PLATFORM_SERIAL,
        baseUrl: config.WECHATPAY_BASE_URL,
        notifyUrl: `${config.PUBLIC_URL}${notifyPath('wechat')}`,
        now,
      })
    : null;
  const alipay = config.ALIPAY_APP_ID
    ? createAlipay({
        appId: config.ALIPAY_APP_ID,
        privateKey: loadPrivateKey(config.ALIPAY_PRIVATE_KEY!),
        alipayPublicKey: loadPublicKey(config.ALIPAY_PUBLIC_KEY!),
        sellerId: config.ALIPAY_SELLER_ID!,
        gatewayUrl: config.ALIPAY_GATEWAY_URL,
        notifyUrl: `${config.PUBLIC_URL}${notifyPath('alipay')}`,
        mode: config.ALIPAY_PAY_MODE,
        now,
      })
    : null;
  const sandbox = config.devTools
    ? createSandboxPay({
        db,
        secret: createHmac('sha256', config.APP_SECRET).update('payments').digest('hex'),
        publicUrl: config.PUBLIC_URL,
        now,
      })
    : null;
  const byId: Record<PaymentProviderId, PaymentProvider | null> = { wechat, alipay, sandbox };
  return {
    forMethod: (payMethod) =>
      payMethod === 1 ? (wechat ?? sandbox) : payMethod === 2 ? (alipay ?? sandbox) : null,
    byId: (id) => (Object.hasOwn(byId, id) ? byId[id as PaymentProviderId] : null),
    sandbox,
  };
}
