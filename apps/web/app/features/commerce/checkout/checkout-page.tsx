import { commerceCalls, commerceMessages } from '@app/contract/web';
import { App, Button, Result, Spin, Steps } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useApiQuery } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { useFreshMe } from '../../../shared/session/use-me.ts';
import '../commerce.css';
import { CheckoutAddress } from './checkout-address.tsx';
import { CheckoutSummary, CouponEntry, OrderTable } from './checkout-order.tsx';
import {
  checkoutSteps,
  parseCheckoutQuery,
  payableAmount,
  productHref,
  requiresAddress,
  showsAddress,
  type CheckoutTarget,
} from './checkout-rules.ts';
import { useCheckoutPay } from './use-checkout-pay.ts';
import { paths } from '../../../shared/paths.ts';

/** /payment (000 §2.15): reads the query, then shows the checkout for that product. */
export function CheckoutPage() {
  const [search] = useSearchParams();
  const target = useMemo(() => parseCheckoutQuery(search), [search]);
  if (!target) {
    return (
      <div className="container cm-page">
        <Result
          status="warning"
          title={commerceMessages.productInvalid}
          subTitle="结算链接不完整，请回到商品页重新购买。"
          extra={<Link to={paths.home()}>返回首页</Link>}
        />
      </div>
    );
  }
  return <Checkout key={search.toString()} target={target} />;
}

interface Coupon {
  /** What the member typed. */
  code: string;
  /** The code the server accepted, and its discount; '' / 0 until one is accepted. */
  applied: string;
  discount: number;
}

function Checkout({ target }: { target: CheckoutTarget }) {
  const { message } = App.useApp();
  // Asked afresh on each visit; a refusal (sold out, already bought…) is shown at once, not asked again.
  const preinfo = useApiQuery(
    commerceCalls.orderPreinfo,
    {
      body: {
        product_id: target.productId,
        product_type: target.productType,
        product_extend_type: target.extendType,
      },
    },
    { staleTime: 0, retry: false },
  );
  // The balance as the server sees it now (the stored member may be older than a recharge in another tab).
  const fresh = useFreshMe().fresh.data;
  const balance = fresh ? Number(fresh.integral ?? 0) : null;
  const [addressId, setAddressId] = useState<number | null>(null);
  const chooseAddress = useCallback((id: number | null) => setAddressId(id), []);
  const [coupon, setCoupon] = useState<Coupon>({ code: '', applied: '', discount: 0 });
  const checkCoupon = useApiMutation(commerceCalls.couponCode, { refusal: 'warning' });
  const checking = checkCoupon.pending;
  const { pay, paying } = useCheckoutPay(target);
  const back = productHref(target.productType, target.productId);

  /** POST /api/coupon-code; the payable is recomputed from its answer; an empty code resets the discount (000 §4). */
  async function applyCoupon() {
    const code = coupon.code.trim();
    if (!code) {
      setCoupon({ code: '', applied: '', discount: 0 });
      return;
    }
    const result = await checkCoupon.run({
      body: {
        code,
        product_id: target.productId,
        product_type: target.productType,
        product_extend_type: target.extendType,
      },
    });
    if (result.ok) {
      setCoupon({ code, applied: code, discount: result.data });
      void message.success(`${result.msg}，已减 ${result.data} 光子`);
    } else setCoupon({ code, applied: '', discount: 0 });
  }

  const steps = (
    <div className="cm-steps">
      <h1 className="visually-hidden">确认订单</h1>
      <Steps
        current={1}
        responsive={false}
        size="small"
        titlePlacement="vertical"
        items={checkoutSteps(target.productType).map((title) => ({ title }))}
      />
    </div>
  );

  if (preinfo.isPending) {
    return (
      <div className="container cm-page">
        {steps}
        <div className="cm-center">
          <Spin />
        </div>
      </div>
    );
  }
  const info = preinfo.data;
  if (!info) {
    return (
      <div className="container cm-page">
        {steps}
        <Result
          status="warning"
          title={preinfo.error?.message ?? '订单信息加载失败'}
          extra={
            <Link to={back}>
              <Button type="primary">返回商品</Button>
            </Link>
          }
        />
      </div>
    );
  }
  const payable = payableAmount(info.total_amount, coupon.discount);

  return (
    <div className="container cm-page">
      {steps}
      {showsAddress(target.productType) && (
        <CheckoutAddress
          chosenId={addressId}
          onChoose={chooseAddress}
          note={
            requiresAddress(target.productType)
              ? '虚拟素材商品可填写任意收货地址'
              : '选填，课程可不填写收货地址'
          }
        />
      )}
      <section className="cm-panel" aria-labelledby="cm-order-title">
        <h3 id="cm-order-title" className="cm-panel__title">
          确认订单
        </h3>
        <OrderTable info={info} />
        <CouponEntry
          code={coupon.code}
          applied={coupon.applied}
          discount={coupon.discount}
          checking={checking}
          // Editing the code drops the old discount until the new code is checked.
          onCode={(code) =>
            setCoupon(
              code.trim() === coupon.applied ? { ...coupon, code } : { code, applied: '', discount: 0 },
            )
          }
          onApply={() => void applyCoupon()}
        />
        <CheckoutSummary info={info} discount={coupon.discount} payable={payable} balance={balance} />
        <div className="cm-actions">
          <Link to={back} className="cm-back-link">
            返回商品
          </Link>
          <Button
            type="primary"
            size="large"
            loading={paying}
            onClick={() =>
              void pay(coupon.applied, addressId, balance === null ? undefined : payable - balance)
            }
          >
            立即支付
          </Button>
        </div>
      </section>
    </div>
  );
}
