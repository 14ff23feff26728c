import { describe, expect, it } from 'vitest';
import { amountText, failureText, productAction, resultKind, resultState, tipsText } from './result-rules.ts';

describe('payment result (000 §2.16, §4)', () => {
  it('order_type 1 is a product order; anything else a recharge', () => {
    expect(resultKind('1')).toBe('product');
    expect(resultKind('2')).toBe('recharge');
    expect(resultKind(null)).toBe('recharge');
  });

  it('follows the status: 1 success; a pending recharge waits; everything else fails', () => {
    expect(resultState('product', 1)).toBe('success');
    expect(resultState('product', 0)).toBe('failure');
    expect(resultState('product', 2)).toBe('failure');
    expect(resultState('recharge', 0)).toBe('pending');
    expect(resultState('recharge', 2)).toBe('failure');
    expect(tipsText('success')).toBe('支付成功');
    expect(tipsText('failure')).toBe('支付失败');
  });

  it('shows 光子 for products and 元 for recharges', () => {
    expect(amountText('product', 8.91)).toBe('8.91 光子');
    expect(amountText('recharge', 1310)).toBe('￥1310.00 元');
  });

  it('names the product button after what comes next', () => {
    const ref = (type: number, extend = '') => ({
      product_type: type,
      product_id: 3,
      product_extend_type: extend,
    });
    expect(productAction(ref(1), true)).toEqual({ label: '去学习', href: '/coursepage/3' });
    expect(productAction(ref(2), true)).toEqual({ label: '去下载', href: '/plug/3' });
    expect(productAction(ref(3), true)).toEqual({ label: '去下载', href: '/periphery/3' });
    expect(productAction(ref(2, 'web_link'), true).label).toBe('查看功能介绍');
    expect(productAction(ref(1), false).label).toBe('进入商品介绍');
  });

  it('puts the service phone in the failure text', () => {
    expect(failureText('400-820-0000')).toBe(
      '订单交易失败，请重新下单或进入订单详情重新支付，客服联系方式：400-820-0000',
    );
  });
});
