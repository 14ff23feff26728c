import { describe, expect, it } from 'vitest';
import {
  payMethodLabel,
  pollStep,
  readRechargeAnswer,
  rechargeNumError,
  rechargePriceYuan,
  rechargeReturn,
  suggestedRecharge,
} from './recharge-rules.ts';

describe('recharge quantity (001 §5)', () => {
  it('uses the server’s messages', () => {
    expect(rechargeNumError('')).toBe('请填写光子充值数量');
    expect(rechargeNumError('abc')).toBe('请输入正确的光子充值数量');
    expect(rechargeNumError('-3')).toBe('请输入正确的光子充值数量');
    expect(rechargeNumError('1.234')).toBe('光子充值数量最多保留两位小数');
    expect(rechargeNumError('0.99')).toBe('光子充值数量不能小于 1');
    expect(rechargeNumError('100000.01')).toBe('单次充值不能超过 100000 光子');
    expect(rechargeNumError('1')).toBeNull();
    expect(rechargeNumError(' 12.5 ')).toBeNull();
  });

  it('prices num × 10 元 exactly', () => {
    expect(rechargePriceYuan('1')).toBe('10.00');
    expect(rechargePriceYuan('12.5')).toBe('125.00');
    expect(rechargePriceYuan('1.07')).toBe('10.70');
    expect(rechargePriceYuan('100000')).toBe('1000000.00');
    expect(rechargePriceYuan('0.5')).toBeNull();
  });
});

describe('recharge answers and polling (001 §4)', () => {
  it('tells a QR answer from an HTML form', () => {
    expect(readRechargeAnswer('<form action="https://example.com"></form>').kind).toBe('form');
    const qr = {
      payCodeImg: 'data:image/png;base64,x',
      orderNo: 'R1',
      order_amount: 10,
      pay_method: 1,
      sandbox: true,
      cashier_url: null,
    };
    expect(readRechargeAnswer(qr)).toEqual({ kind: 'qr', qr });
  });

  it('stops on payment, closing and any error; waits while pending', () => {
    expect(pollStep({ code: 200, data: { status: 1 } })).toBe('paid');
    expect(pollStep({ code: 200, data: { status: 2 } })).toBe('closed');
    expect(pollStep({ code: 200, data: { status: 0 } })).toBe('wait');
    expect(pollStep({ code: 4001, data: null })).toBe('stop');
    expect(pollStep({ code: 4004, data: null })).toBe('stop');
    expect(pollStep({ code: -1, data: null })).toBe('stop');
  });

  it('labels the pay methods', () => {
    expect([1, 2, 3].map(payMethodLabel)).toEqual(['微信支付', '支付宝', '未知']);
  });

  it('returns only to this site’s checkout or its VIP page', () => {
    expect(rechargeReturn('/payment?product_id=3&product_type=3')).toEqual({
      path: '/payment?product_id=3&product_type=3',
      label: '返回结算',
    });
    expect(rechargeReturn('/ai/vip')).toEqual({ path: '/ai/vip', label: '返回开通VIP' });
    expect(rechargeReturn('https://evil.example/payment?x')).toBeNull();
    expect(rechargeReturn('//evil.example/payment?x')).toBeNull();
    expect(rechargeReturn('/ai/vip/../../user/info')).toBeNull();
    expect(rechargeReturn('/user/info')).toBeNull();
    expect(rechargeReturn(null)).toBeNull();
  });
});

describe('the amount a short member starts with (001 §2.10)', () => {
  it('is the shortfall rounded up to the hundredth, at least 1 光子', () => {
    expect(suggestedRecharge('12.5')).toBe('12.5');
    expect(suggestedRecharge('12.341')).toBe('12.35');
    expect(suggestedRecharge('30.00')).toBe('30');
    expect(suggestedRecharge('0.3')).toBe('1');
  });
  it('is nothing for a missing, zero or malformed value', () => {
    expect(suggestedRecharge(null)).toBeNull();
    expect(suggestedRecharge('0')).toBeNull();
    expect(suggestedRecharge('-5')).toBeNull();
    expect(suggestedRecharge('1e3')).toBeNull();
    expect(suggestedRecharge('abc')).toBeNull();
  });
});
