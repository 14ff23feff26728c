/**
 * What the wallet slice needs from a payment provider (WeChat Pay, Alipay, the embedded 沙箱):
 * start a payment for a recharge order, verify and read a payment notification, ask for an order's
 * state (when a notify is lost) and close an order that expired. Amounts are 元 as exact decimal strings.
 */
export type PaymentProviderId = 'wechat' | 'alipay' | 'sandbox';

export interface PaymentRequest {
  orderNo: string;
  /** 元, e.g. '10.00'. */
  amount: string;
  /** Shown to the payer in the provider's app, e.g. '光子充值 1 个'. */
  subject: string;
  /** The provider stops accepting payment after this. */
  expiresAt: Date;
  /** Where page-pay providers send the browser back to. */
  returnUrl: string;
}

/** A QR code to show (code_url / qr_code / cashier page), or an HTML form the browser submits. */
export type PaymentStart = { kind: 'qr'; codeUrl: string } | { kind: 'form'; html: string };

/** A payment as the provider reported it, after its signature was verified. */
export interface ReportedPayment {
  orderNo: string;
  /** 元 as an exact decimal string. */
  amount: string;
  /** The provider's transaction number. */
  tradeNo: string;
  /** The merchant the payment went to (mchid / app_id / 'sandbox'); checked against the provider's own. */
  merchant: string;
  /** false for notifies about a payment that did not succeed (still verified, nothing to credit). */
  paid: boolean;
}

export interface IncomingNotify {
  body: string;
  /** Lower-case header names. */
  headers: Record<string, string | undefined>;
}

export type NotifyVerdict = { ok: true; payment: ReportedPayment } | { ok: false; reason: string };

export type PaymentState =
  { state: 'paid'; payment: ReportedPayment } | { state: 'unpaid' } | { state: 'closed' };

/** What the notify endpoint answers, in the provider's own format. */
export interface NotifyReply {
  status: number;
  contentType: string;
  body: string;
}

export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** The merchant identity notifies and query answers must carry. */
  readonly merchant: string;
  /** true for the embedded sandbox (labelled 沙箱 wherever it shows). */
  readonly sandbox: boolean;
  createPayment(request: PaymentRequest): Promise<PaymentStart>;
  /** Verifies the signature (and merchant) of a notify and reads it; never throws for bad input. */
  verifyNotify(notify: IncomingNotify): Promise<NotifyVerdict>;
  notifyReply(accepted: boolean): NotifyReply;
  /** The order's state at the provider; throws ProviderError when the provider cannot answer. */
  queryPayment(orderNo: string): Promise<PaymentState>;
  /** Stops the provider from accepting payment for the order (best effort; an unknown order is fine). */
  closePayment(orderNo: string): Promise<void>;
}
