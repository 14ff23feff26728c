import {
  PayMethod,
  RECHARGE_MAX_PHOTONS,
  walletMessages,
  YUAN_PER_PHOTON,
  type RechargeQrData,
} from '@app/contract/web';
import { paths } from '../../shared/paths.ts';

/** 支付方式 (001 §2.10): 1 微信支付, 2 支付宝. */
export const PAY_METHODS = [
  { value: PayMethod.wechat, label: '微信支付', scanWith: '微信' },
  { value: PayMethod.alipay, label: '支付宝', scanWith: '支付宝' },
] as const;
export type PayMethodValue = (typeof PAY_METHODS)[number]['value'];

export function payMethodLabel(value: number): string {
  return PAY_METHODS.find((method) => method.value === value)?.label ?? '未知';
}

/**
 * 充值数量 (001 §5): required, a number >= 1 with at most 2 decimals, at most 100000 per recharge — the same
 * checks and messages as the server (walletCalls.recharge). Answers the message, or null when valid.
 */
export function rechargeNumError(text: string): string | null {
  const value = text.trim();
  if (!value) return walletMessages.numRequired;
  if (!/^\d+(\.\d+)?$/.test(value)) return walletMessages.numInvalid;
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return walletMessages.numDecimals;
  if (Number(value) < 1) return walletMessages.numMin;
  if (Number(value) > RECHARGE_MAX_PHOTONS) return walletMessages.numMax;
  return null;
}

/**
 * The price in 元 of a valid quantity, exactly: num × 10 computed on hundredths (no float error, so
 * 0.07 × 10 never shows as 0.7000000000000001). Null for an invalid quantity.
 */
export function rechargePriceYuan(text: string): string | null {
  if (rechargeNumError(text)) return null;
  const [whole, fraction = ''] = text.trim().split('.');
  const hundredths = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
  const yuanHundredths = hundredths * BigInt(YUAN_PER_PHOTON);
  const yuan = yuanHundredths / 100n;
  const cents = (yuanHundredths % 100n).toString().padStart(2, '0');
  return `${yuan}.${cents}`;
}

/** 充值数量's quick choices, in 光子 (the dialog also takes any other amount). */
export const RECHARGE_PRESETS = [10, 30, 50, 100, 200] as const;

/**
 * The amount the recharge dialog starts with when the member came short of 光子 (?need= from the checkout):
 * the shortfall rounded up to the hundredth, at least the 1 光子 minimum, at most one recharge's maximum.
 * Null for anything else, so the field starts empty as usual.
 */
export function suggestedRecharge(need: string | null): string | null {
  if (!need || !/^\d+(\.\d+)?$/.test(need)) return null;
  const hundredths = Math.ceil(Number(need) * 100 - 1e-6);
  if (!(hundredths > 0)) return null;
  const clamped = Math.min(Math.max(hundredths, 100), RECHARGE_MAX_PHOTONS * 100);
  return (clamped / 100).toFixed(2).replace(/\.?0+$/, '');
}

/** The recharge answer: a QR code to show, or an HTML form (Alipay page pay) to submit at once (001 §4). */
export type RechargeStart = { kind: 'qr'; qr: RechargeQrData } | { kind: 'form'; html: string };
export function readRechargeAnswer(data: RechargeQrData | string): RechargeStart {
  return typeof data === 'string' ? { kind: 'form', html: data } : { kind: 'qr', qr: data };
}

/**
 * One poll of POST /api/integral/order (001 §4): status 1 is paid; 2 closed; 0 keeps waiting. Any refusal
 * (4001, other codes) or a network error (-1) stops the polling.
 */
export function pollStep(answer: {
  code: number;
  data: { status: number } | null;
}): 'paid' | 'closed' | 'wait' | 'stop' {
  if (answer.code !== 200 || !answer.data) return 'stop';
  if (answer.data.status === 1) return 'paid';
  if (answer.data.status === 2) return 'closed';
  return 'wait';
}

/**
 * Every 0.8 s while the QR dialog is open, not the 3 s of 001 §9: the provider's notify marks the order paid on
 * the server, and a member who came from a checkout waits on this dialog to be taken back (docs/spec-decisions.md "top-up and the creator's own flow" asks for
 * about a second). A tick is one indexed read: the server asks the provider itself at most every
 * POLL_QUERY_EVERY_MS whatever the client's pace (readRechargeOrder), and the dialog is open only while paying.
 */
export const POLL_INTERVAL_MS = 800;

/** Where a member short of 光子 came from and goes back to once a recharge is paid, with the button's text. */
export interface RechargeReturn {
  path: string;
  label: '返回结算' | '返回开通VIP';
}

/**
 * ?back= on the photon account: where the '光子余额不足' answer came from — a checkout (000 §8) or the AI
 * area's VIP page (002 §8). Only those pages of this site are accepted, so the link can never lead elsewhere.
 */
export function rechargeReturn(back: string | null): RechargeReturn | null {
  if (!back || back.startsWith('//')) return null;
  if (back.startsWith(`${paths.payment()}?`)) return { path: back, label: '返回结算' };
  if (back === paths.aiVip()) return { path: back, label: '返回开通VIP' };
  return null;
}
