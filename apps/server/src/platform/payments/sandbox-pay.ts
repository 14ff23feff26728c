import { isAmount, toCents } from '@app/contract';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type {
  IncomingNotify,
  NotifyVerdict,
  PaymentProvider,
  PaymentRequest,
  PaymentState,
} from './payment-provider.ts';
import { sandboxPayments } from './sandbox-schema.ts';

export const SANDBOX_MERCHANT = 'sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_TIMESTAMP_HEADER = 'x-sandbox-timestamp';
/** Path of the sandbox cashier page its QR code opens. */
export const sandboxCashierPath = (orderNo: string) => `/dev/cashier/${encodeURIComponent(orderNo)}`;

export interface SandboxPay extends PaymentProvider {
  /** Records a payment in the sandbox's books (once; a repeat answers the same trade number). */
  markPaid(orderNo: string, amount: string): Promise<{ tradeNo: string; amount: string }>;
  /** The notify the sandbox sends for a payment: a JSON body signed with HMAC-SHA256. */
  signedNotify(payment: { orderNo: string; amount: string; tradeNo: string }): IncomingNotify;
}

/**
 * The embedded 沙箱 provider (outside production, when no real provider is configured): its QR code opens
 * the server's cashier page; paying there records the payment in sandbox_payments and sends an HMAC-signed
 * notify through the same verification path the real providers' notifies take.
 */
export function createSandboxPay(options: {
  db: DbOrTx;
  secret: string;
  publicUrl: string;
  now?: () => number;
}): SandboxPay {
  const key = createHmac('sha256', options.secret).update('sandbox-pay-notify').digest();
  const now = options.now ?? Date.now;
  const mac = (timestamp: string, body: string) =>
    createHmac('sha256', key).update(`${timestamp}\n${body}`).digest('hex');

  return {
    id: 'sandbox',
    merchant: SANDBOX_MERCHANT,
    sandbox: true,

    async createPayment(req: PaymentRequest) {
      return { kind: 'qr', codeUrl: `${options.publicUrl}${sandboxCashierPath(req.orderNo)}` };
    },

    async markPaid(orderNo, amount) {
      toCents(amount);
      await options.db
        .insert(sandboxPayments)
        .values({
          orderNo,
          amount,
          tradeNo: `SBX${Date.now()}${randomBytes(4).toString('hex').toUpperCase()}`,
        })
        .onConflictDoNothing();
      const [row] = await options.db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.orderNo, orderNo));
      return { tradeNo: row!.tradeNo, amount: row!.amount };
    },

    signedNotify(payment) {
      const body = JSON.stringify({
        order_no: payment.orderNo,
        amount: payment.amount,
        trade_no: payment.tradeNo,
        merchant: SANDBOX_MERCHANT,
        trade_state: 'SUCCESS',
      });
      const timestamp = String(Math.floor(now() / 1000));
      return {
        body,
        headers: {
          'content-type': 'application/json',
          [SANDBOX_TIMESTAMP_HEADER]: timestamp,
          [SANDBOX_SIGNATURE_HEADER]: mac(timestamp, body),
        },
      };
    },

    async verifyNotify(notify): Promise<NotifyVerdict> {
      const timestamp = notify.headers[SANDBOX_TIMESTAMP_HEADER] ?? '';
      const given = Buffer.from(notify.headers[SANDBOX_SIGNATURE_HEADER] ?? '', 'utf8');
      const expected = Buffer.from(mac(timestamp, notify.body), 'utf8');
      if (
        !/^\d{1,12}$/.test(timestamp) ||
        given.length !== expected.length ||
        !timingSafeEqual(given, expected)
      )
        return { ok: false, reason: 'bad signature' };
      if (Math.abs(now() - Number(timestamp) * 1000) > 5 * 60_000)
        return { ok: false, reason: 'timestamp too far from now' };
      let data: Record<string, unknown>;
      try {
        data = JSON.parse(notify.body);
      } catch {
        return { ok: false, reason: 'body is not JSON' };
      }
      const text = (v: unknown) => (typeof v === 'string' ? v : '');
      if (!text(data.order_no) || !text(data.trade_no) || !isAmount(text(data.amount)))
        return { ok: false, reason: 'fields missing' };
      if (data.merchant !== SANDBOX_MERCHANT) return { ok: false, reason: 'merchant mismatch' };
      return {
        ok: true,
        payment: {
          orderNo: text(data.order_no),
          amount: text(data.amount),
          tradeNo: text(data.trade_no),
          merchant: SANDBOX_MERCHANT,
          paid: data.trade_state === 'SUCCESS',
        },
      };
    },

    notifyReply(accepted) {
      return accepted
        ? { status: 200, contentType: 'application/json', body: JSON.stringify({ code: 'SUCCESS' }) }
        : { status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL' }) };
    },

    async queryPayment(orderNo): Promise<PaymentState> {
      const [row] = await options.db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.orderNo, orderNo));
      if (!row) return { state: 'unpaid' };
      return {
        state: 'paid',
        payment: {
          orderNo,
          amount: row.amount,
          tradeNo: row.tradeNo,
          merchant: SANDBOX_MERCHANT,
          paid: true,
        },
      };
    },

    async closePayment() {
      // The cashier page refuses closed orders itself; the sandbox keeps no open orders to close.
    },
  };
}
