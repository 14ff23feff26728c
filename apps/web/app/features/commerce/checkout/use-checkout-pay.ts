import { Code, commerceCalls, commerceMessages } from '@app/contract/web';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { refreshMe } from '../../../shared/session/use-me.ts';
import { requiresAddress, showsAddress, type CheckoutTarget } from './checkout-rules.ts';
import { purchaseChanges } from './purchase-changes.ts';
import { paths } from '../../../shared/paths.ts';

/**
 * Where 4423's OK goes: the photon account, remembering this checkout so the member comes back, and the
 * 光子 they lack, which the recharge dialog starts with.
 */
export function rechargeHref(checkoutPath: string, shortfall?: number): string {
  const need = shortfall && shortfall > 0 ? shortfall.toFixed(2) : undefined;
  return paths.userIntegral({ back: checkoutPath, need });
}

/**
 * 立即支付 (000 §4, §5, §8): a material needs an address ('请选择收获地址'); POST /api/neworder/store; only
 * code 200 with msg exactly '购买成功' is success and leads to /payment-result?order_no&order_type=1;
 * 4423 opens the '光子余额不足' confirm whose OK goes to the photon account; anything else shows msg.
 */
export function useCheckoutPay(target: CheckoutTarget) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const shortfall = useRef<number | undefined>(undefined);
  const store = useApiMutation(commerceCalls.orderStore, {
    handle: {
      [Code.insufficientPhotons]: () =>
        modal.confirm({
          title: '光子余额不足',
          content: '光子余额不足，是否跳转光子充值页面?',
          okText: '确定',
          cancelText: '取消',
          onOk: () => void navigate(rechargeHref(location.pathname + location.search, shortfall.current)),
        }),
    },
  });

  const pay = useCallback(
    /** `lacking`: the 光子 the member is short of, when the page knows it (payable − balance). */
    async (couponCode: string, addressId: number | null, lacking?: number) => {
      shortfall.current = lacking;
      if (requiresAddress(target.productType) && addressId === null) {
        void message.warning(commerceMessages.addressRequired);
        return;
      }
      const result = await store.run({
        body: {
          product_id: target.productId,
          product_type: target.productType,
          product_extend_type: target.extendType,
          coupon_code: couponCode,
          address_id: showsAddress(target.productType) && addressId !== null ? addressId : undefined,
          order_no: target.orderNo || undefined,
        },
      });
      if (!result.ok) return;
      if (result.msg === commerceMessages.buyOk) {
        void message.success(result.msg);
        void refreshMe();
        await navigate(paths.paymentResult({ order_no: result.data.order_no, order_type: 1 }));
        // The balance moved and the product is now owned: the views of them are stale (purchase-changes.ts).
        // Marked after leaving, so nothing of this checkout is fetched again on the way out.
        for (const filters of purchaseChanges(target)) void queryClient.invalidateQueries(filters);
        return;
      }
      // A 200 that is not '购买成功' is not a purchase either: its msg says why.
      void message.error(result.msg);
    },
    [target, message, navigate, queryClient, store],
  );

  return { pay, paying: store.pending };
}
