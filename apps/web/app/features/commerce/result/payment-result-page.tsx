import { catalogueCalls, Code, commerceCalls, commerceMessages, walletCalls } from '@app/contract/web';
import { App, Button, Result, Spin } from 'antd';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { refusalCode } from '../../../shared/api/client.ts';
import { useApiQuery } from '../../../shared/api/query.ts';
import { orderCheckoutHref } from '../checkout/checkout-rules.ts';
import { useHydrated } from '../../../shared/session/guards.ts';
import '../commerce.css';
import {
  amountText,
  failureText,
  PENDING_CHECKS,
  productAction,
  resultKind,
  resultState,
  SUCCESS_LINKS,
  tipsText,
  type ResultKind,
} from './result-rules.ts';
import { paths } from '../../../shared/paths.ts';

interface ResultView {
  status: number;
  orderNo: string;
  amount: number;
  /** Product orders: what was bought. */
  product?: { product_type: number; product_id: number; product_extend_type: string };
  /** Recharge orders: 光子 bought. */
  num?: number;
}

/**
 * POST /api/get-order for a product order, POST /api/integral/order for a recharge order (000 §7), as one
 * view. Asked afresh on each visit; a recharge whose payment is not confirmed yet is asked again every 3 s,
 * for a minute at most. A refusal is shown at once, not asked again.
 */
function useResultView(kind: ResultKind, orderNo: string, enabled: boolean) {
  const options = (forKind: ResultKind) => ({
    enabled: enabled && kind === forKind,
    staleTime: 0,
    retry: false,
    refetchInterval: (query: { state: { data?: { status: number }; dataUpdateCount: number } }) => {
      const status = query.state.data?.status;
      if (status === undefined || resultState(kind, status) !== 'pending') return false;
      return query.state.dataUpdateCount < PENDING_CHECKS ? 3000 : false;
    },
  });
  const body = { order_no: orderNo };
  const product = useApiQuery(commerceCalls.getOrder, { body }, options('product'));
  const recharge = useApiQuery(walletCalls.rechargeOrder, { body }, options('recharge'));
  const read = kind === 'product' ? product : recharge;
  let view: ResultView | null = null;
  if (kind === 'product' && product.data) {
    const order = product.data;
    view = { status: order.status, orderNo: order.order_no, amount: order.total_amount, product: order };
  } else if (kind !== 'product' && recharge.data) {
    const order = recharge.data;
    view = { status: order.status, orderNo: order.order_no, amount: order.order_amount, num: order.num };
  }
  return { view, error: read.error };
}

/** /payment-result?order_no&order_type (000 §2.16, §4, §8). */
export function PaymentResultPage() {
  const { message } = App.useApp();
  const [search] = useSearchParams();
  const orderNo = (search.get('order_no') ?? '').trim();
  const kind = resultKind(search.get('order_type'));
  const hydrated = useHydrated();

  const loaded = useResultView(kind, orderNo, hydrated && orderNo !== '');
  const refusal = orderNo === '' ? commerceMessages.orderNoRequired : (loaded.error?.message ?? null);
  const refusedCode = refusalCode(loaded.error);
  useEffect(() => {
    // 000 §8: a missing order_no and any non-200 answer are shown as an error (and become the tips text).
    if (refusal && hydrated && refusedCode !== Code.unauthenticated) void message.error(refusal);
  }, [refusal, hydrated, refusedCode, message]);

  const view = loaded.view;
  const state = view ? resultState(kind, view.status) : refusal ? 'failure' : null;
  const contact = useApiQuery(
    catalogueCalls.contactInfo,
    {},
    { enabled: state === 'failure', staleTime: Infinity, retry: false },
  );
  useEffect(() => {
    if (contact.error) console.warn('contact info failed to load:', contact.error.message); // 000 §8: only logged
  }, [contact.error]);

  if (!state) {
    return (
      <div className="container cm-page cm-center">
        <Spin size="large" />
      </div>
    );
  }

  const title = refusal ?? tipsText(state);
  const details = view && (
    <dl className="cm-result__facts">
      <div>
        <dt>订单号</dt>
        <dd>{view.orderNo}</dd>
      </div>
      {view.num !== undefined && (
        <div>
          <dt>充值光子</dt>
          <dd>{view.num} 光子</dd>
        </div>
      )}
      <div>
        <dt>{state === 'success' ? (kind === 'product' ? '实付金额' : '支付金额') : '应付金额'}</dt>
        <dd className="cm-result__amount">{amountText(kind, view.amount)}</dd>
      </div>
    </dl>
  );
  const phone = contact.data?.phone ?? '';

  const buttons =
    kind === 'product'
      ? [
          view?.product && (
            <Link key="product" to={productAction(view.product, state === 'success').href}>
              <Button type="primary">{productAction(view.product, state === 'success').label}</Button>
            </Link>
          ),
          // A product order still pending (within its 30 minutes) can be paid from the checkout.
          view?.product && view.status === 0 && (
            <Link key="pay" to={orderCheckoutHref({ ...view.product, order_no: view.orderNo })}>
              <Button>继续支付</Button>
            </Link>
          ),
          <Link key="orders" to={paths.userOrder()}>
            <Button>查看订单列表</Button>
          </Link>,
        ]
      : [
          <Link key="integral" to={paths.userIntegral()}>
            <Button type="primary">进入光子账户</Button>
          </Link>,
        ];

  return (
    <div className="container cm-page">
      <section className={`cm-panel cm-result cm-result--${state}`}>
        <Result
          status={state === 'success' ? 'success' : state === 'pending' ? 'info' : 'error'}
          icon={state === 'pending' ? <Spin size="large" /> : undefined}
          // The result's title is the page's one heading.
          title={<h1 className="cm-result__title">{title}</h1>}
          subTitle={
            <>
              {details}
              {/* Shown once the contact call has answered (a failed call leaves the footer's contacts). */}
              {state === 'failure' && !contact.isPending && (
                <p className="cm-result__failure">{failureText(phone || '见页面底部客服信息')}</p>
              )}
              {state === 'pending' && (
                <p className="cm-muted">支付完成后页面会自动更新，也可稍后在光子账户查看。</p>
              )}
            </>
          }
          extra={buttons}
        />
        {state === 'success' && (
          <nav className="cm-result__links" aria-label="继续浏览">
            {SUCCESS_LINKS.map((link) => (
              <Link key={link.href} to={link.href}>
                {link.label}
              </Link>
            ))}
          </nav>
        )}
      </section>
    </div>
  );
}
