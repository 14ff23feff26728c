// @vitest-environment happy-dom
import { accountCalls, commerceCalls, orderResult, userSchema } from '@app/contract';
import { act, cleanup, fireEvent, renderHook, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appHarness } from '../../../shared/testing/app-harness.tsx';
import { fakeApi, type FakeApi } from '../../../shared/testing/fake-api.ts';
import type { CheckoutTarget } from './checkout-rules.ts';
import { useCheckoutPay } from './use-checkout-pay.ts';

// The server's answers, parsed by the contract's schemas here so that a contract change breaks this test.
const paidOrder = orderResult.parse({
  order_no: 'G20250101120000001',
  status: 1,
  order_amount: 19.9,
  total_amount: 19.9,
  product_type: 1,
  product_id: 5,
  product_extend_type: '',
});
const member = userSchema.parse({
  id: 9,
  name: '小光',
  avatar: '',
  phone: '13800000000',
  email: null,
  sex: '0',
  sign: '',
  intro: '',
  occupation: '',
  wechat: '',
  qq: '',
  integral: 0.1,
  wait_read: 0,
  plug: false,
  course: true,
  goods: false,
  bind: false,
  is_pass: false,
  is_problem: false,
  is_wechat: false,
  is_qq: false,
  vip: null,
  created_at: '2025-01-01 12:00:00',
});

const CHECKOUT = '/payment?product_id=5&product_type=1';
const course: CheckoutTarget = { productId: 5, productType: 1, extendType: '', orderNo: '' };

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
  api.answer(accountCalls.me, () => ({ code: 200, msg: '', data: member }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  expect(api.problems).toEqual([]);
});

/** The checkout page's hook inside AntdScope (its toasts and dialogs are antd's App ones). */
function renderPay(target: CheckoutTarget) {
  const harness = appHarness({ at: CHECKOUT, antd: true });
  const hook = renderHook(() => useCheckoutPay(target), { wrapper: harness.wrapper });
  return { ...harness, hook };
}

/** The kind of the antd toast showing `text` ('success', 'error', 'warning'). */
async function toastKind(text: string): Promise<string | undefined> {
  const shown = await screen.findByText(text);
  return shown
    .closest('.ant-message-notice')
    ?.className.match(/ant-message-notice-(success|error|warning)/)?.[1];
}

describe('useCheckoutPay (立即支付)', () => {
  it("pays: '购买成功' toasts, asks the member again and opens the payment result", async () => {
    api.answer(commerceCalls.orderStore, () => ({ code: 200, msg: '购买成功', data: paidOrder }));
    const { hook, location, queryClient } = renderPay(course);
    queryClient.setQueryData(['/api/user/courses'], { list: [] }); // 我的课程: it is stale now
    queryClient.setQueryData(['/api/news', '/api/news', {}], { list: [] }); // unrelated: it stays fresh

    await act(() => hook.result.current.pay('GZ2025', 12));

    const [order] = api.sentTo(commerceCalls.orderStore);
    expect(order?.body).toEqual({
      product_id: 5,
      product_type: 1,
      product_extend_type: '',
      coupon_code: 'GZ2025',
      address_id: 12,
    });
    expect(await toastKind('购买成功')).toBe('success');
    expect(api.sentTo(accountCalls.me)).toHaveLength(1);
    expect(location()).toBe('/payment-result?order_no=G20250101120000001&order_type=1');
    expect(queryClient.getQueryState(['/api/user/courses'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['/api/news', '/api/news', {}])?.isInvalidated).toBe(false);
  });

  it("4423 opens the '光子余额不足' dialog whose 确定 goes to the photon account, with what is lacking", async () => {
    api.answer(commerceCalls.orderStore, () => ({ code: 4423, msg: '光子余额不足', data: null }));
    const { hook, location } = renderPay(course);

    await act(() => hook.result.current.pay('', null, 12.345));

    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.ant-modal-confirm-title')?.textContent).toBe('光子余额不足');
    expect(dialog.querySelector('.ant-modal-confirm-content')?.textContent).toBe(
      '光子余额不足，是否跳转光子充值页面?',
    );
    // The screen handles 4423 itself: the refusal is not toasted as well.
    expect(document.querySelector('.ant-message-notice')).toBeNull();
    expect(location()).toBe(CHECKOUT);

    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    // The 光子 it lacks ride along: the recharge dialog starts there.
    expect(location()).toBe('/user/integral?back=%2Fpayment%3Fproduct_id%3D5%26product_type%3D1&need=12.35');
    expect(api.sentTo(accountCalls.me)).toHaveLength(0);
  });

  it("4423's 取消 stays on the checkout", async () => {
    api.answer(commerceCalls.orderStore, () => ({ code: 4423, msg: '光子余额不足', data: null }));
    const { hook, location } = renderPay(course);

    await act(() => hook.result.current.pay('', null));
    fireEvent.click(await screen.findByRole('button', { name: /取\s*消/ }));

    expect(location()).toBe(CHECKOUT);
  });

  it('another refusal shows its msg as an error toast and stays', async () => {
    api.answer(commerceCalls.orderStore, () => ({
      code: 4022,
      msg: '您已购买过该课程，无需重复购买',
      data: null,
    }));
    const { hook, location } = renderPay(course);

    await act(() => hook.result.current.pay('', null));

    expect(await toastKind('您已购买过该课程，无需重复购买')).toBe('error');
    expect(screen.queryByText('光子余额不足，是否跳转光子充值页面?')).toBeNull();
    expect(location()).toBe(CHECKOUT);
  });

  it("a 200 whose msg is not '购买成功' is no purchase: its msg is an error", async () => {
    api.answer(commerceCalls.orderStore, () => ({ code: 200, msg: '订单处理中', data: paidOrder }));
    const { hook, location } = renderPay(course);

    await act(() => hook.result.current.pay('', null));

    expect(await toastKind('订单处理中')).toBe('error');
    expect(location()).toBe(CHECKOUT);
    expect(api.sentTo(accountCalls.me)).toHaveLength(0);
  });

  it("a material without an address warns '请选择收获地址' and sends nothing", async () => {
    const { hook } = renderPay({ productId: 8, productType: 3, extendType: '', orderNo: '' });

    await act(() => hook.result.current.pay('', null));

    expect(await toastKind('请选择收获地址')).toBe('warning');
    expect(api.sent).toHaveLength(0);
  });

  it('pays a pending order by its order_no, a plugin without an address', async () => {
    api.answer(commerceCalls.orderStore, () => ({ code: 200, msg: '购买成功', data: paidOrder }));
    const { hook } = renderPay({ productId: 2, productType: 2, extendType: 'web_link', orderNo: 'G1' });

    await act(() => hook.result.current.pay('', 12));

    expect(api.sentTo(commerceCalls.orderStore)[0]?.body).toEqual({
      product_id: 2,
      product_type: 2,
      product_extend_type: 'web_link',
      coupon_code: '',
      order_no: 'G1',
    });
  });
});
