import { catalogueCalls, Code, commerceCalls, commerceMessages as CM, walletCalls } from '@app/contract/web';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Result, Spin } from 'antd';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { callApi, fetchData } from '../../../shared/api/client.ts';
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
type Loaded = { code: number; msg: string; view: ResultView | null };

/** POST /api/get-order for a product order, POST /api/integral/order for a recharge order (000 §7). */
async function loadResult(kind: ResultKind, orderNo: string): Promise<Loaded> {
  if (kind === 'product') {
    const answer = await callApi(commerceCalls.getOrder, { body: { order_no: orderNo } });
    const order = answer.code === Code.ok ? answer.data : null;
    return {
      code: answer.code,
      msg: answer.msg,
      view: order && {
        status: order.status,
        orderNo: order.order_no,
        amount: order.total_amount,
        product: order,
      },
    };
  }
  const answer = await callApi(walletCalls.rechargeOrder, { body: { order_no: orderNo } });
  const order = answer.code === Code.ok ? answer.data : null;
  return {
    code: answer.code,
    msg: answer.msg,
    view: order && {
      status: order.status,
      orderNo: order.order_no,
      amount: order.order_amount,
      num: order.num,
    },
  };
}

/** /payment-result?order_no&order_type (000 §2.16, §4, §8). */
export function PaymentResultPage() {
  const { message } = App.useApp();
  const [search] = useSearchParams();
  const orderNo = (search.get('order_no') ?? '').trim();
  const kind = resultKind(search.get('order_type'));
  const hydrated = useHydrated();

  const result = useQuery({
    queryKey: ['payment-result', kind, orderNo],
    queryFn: () => loadResult(kind, orderNo),
    enabled: hydrated && orderNo !== '',
    staleTime: 0,
    // A recharge whose payment is not confirmed yet is asked again every 3 s, for a minute at most.
    refetchInterval: (query) => {
      const view = query.state.data?.view;
      if (!view || resultState(kind, view.status) !== 'pending') return false;
      return query.state.dataUpdateCount < PENDING_CHECKS ? 3000 : false;
    },
  });

  const loaded = result.data;
  const refusal = orderNo === '' ? CM.orderNoRequired : loaded && loaded.code !== Code.ok ? loaded.msg : null;
  useEffect(() => {
    // 000 §8: a missing order_no and any non-200 answer are shown as an error (and become the tips text).
    if (refusal && hydrated && loaded?.code !== Code.unauthenticated) void message.error(refusal);
  }, [refusal, hydrated, loaded?.code, message]);

  const view = loaded?.view ?? null;
  const state = view ? resultState(kind, view.status) : refusal ? 'failure' : null;
  const contact = useQuery({
    queryKey: ['contact-info'],
    queryFn: () =>
      fetchData(catalogueCalls.contactInfo).catch((error: Error) => {
        console.warn('contact info failed to load:', error.message); // 000 §8: only logged
        return null;
      }),
    enabled: state === 'failure',
    staleTime: Infinity,
  });

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
