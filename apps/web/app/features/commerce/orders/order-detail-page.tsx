import { Code, commerceCalls, formatAmount, type OrderItem } from '@app/contract/web';
import { App, Spin, Tag } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { refusalCode } from '../../../shared/api/client.ts';
import { useApiQuery } from '../../../shared/api/query.ts';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';
import { productHref } from '../checkout/checkout-rules.ts';
import '../commerce.css';
import { parseOrderId, statusColor } from './order-rules.ts';
import { paths } from '../../../shared/paths.ts';

/**
 * Order detail (001 §2.9): order number; consignee; deal, pay and delivery times; payment method;
 * logistics; the product table; settlement in 光子. A refusal other than 4001, or a bad id, goes back (001 §8).
 */
export function OrderDetailPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const id = parseOrderId(useParams().id);
  // Asked afresh on each visit (a refund may have come since); a refusal is shown at once, not asked again.
  const detail = useApiQuery(
    commerceCalls.orderDetail,
    { params: { id: id ?? 0 } },
    { enabled: id !== null, staleTime: 0, retry: false },
  );
  const error = detail.error;

  useEffect(() => {
    if (id === null) {
      void message.warning('订单不存在');
      void navigate(-1);
    } else if (error && refusalCode(error) !== Code.unauthenticated) {
      void message.error(error.message);
      void navigate(-1);
    }
  }, [id, error, message, navigate]);

  if (!detail.data) {
    return (
      <div className="cm-center">
        <Spin />
      </div>
    );
  }
  return <OrderDetail order={detail.data} />;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="cm-facts__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function OrderDetail({ order }: { order: OrderItem }) {
  const logistic = order.logistic;
  return (
    <div className="cm-order-detail">
      <div className="cm-order-detail__head">
        <h2 className="uc-page-title">订单详情</h2>
        <Link to={paths.userOrder()} className="cm-link">
          返回订单列表
        </Link>
      </div>
      <dl className="cm-facts">
        <Fact label="订单号">{order.order_no}</Fact>
        <Fact label="订单状态">
          <Tag color={statusColor(order.status)}>{order.status === 1 ? '交易成功' : order.status_text}</Tag>
        </Fact>
        <Fact label="成交时间">{order.created_at}</Fact>
        <Fact label="支付时间">{order.pay_time ?? '—'}</Fact>
        {order.refund_time && <Fact label="退款时间">{order.refund_time}（光子已退回光子账户）</Fact>}
        {logistic && <Fact label="发货时间">{logistic.delivery_time || '—'}</Fact>}
        <Fact label="支付方式">{order.pay_method_text || '—'}</Fact>
      </dl>

      {order.consignee && (
        <section className="cm-detail-block" aria-label="收货信息">
          <h3>收货信息</h3>
          <dl className="cm-facts">
            <Fact label="收货人">{order.consignee.name}</Fact>
            <Fact label="联系电话">{order.consignee.phone}</Fact>
            <Fact label="收货地址">
              {order.consignee.address}
              {order.consignee.post_code && `（邮编 ${order.consignee.post_code}）`}
            </Fact>
          </dl>
        </section>
      )}

      {(order.is_physical || logistic) && (
        <section className="cm-detail-block" aria-label="物流信息">
          <h3>物流信息</h3>
          {logistic ? (
            <dl className="cm-facts">
              <Fact label="物流公司">{logistic.logistics_name || '—'}</Fact>
              <Fact label="物流单号">{logistic.logistics_no || '—'}</Fact>
            </dl>
          ) : (
            <p className="cm-muted">商品待发货，暂无物流信息</p>
          )}
        </section>
      )}

      <section className="cm-detail-block" aria-label="商品信息">
        <h3>商品信息</h3>
        <div className="cm-order-table" role="table" aria-label="订单商品">
          <div className="cm-order-table__head" role="row">
            <span role="columnheader">商品</span>
            <span role="columnheader">订单价格（光子）</span>
            <span role="columnheader">数量</span>
            <span role="columnheader">类型</span>
            <span role="columnheader">状态</span>
          </div>
          <div className="cm-order-table__row" role="row">
            <span role="cell" className="cm-order-table__product">
              <FallbackImage
                src={order.product_img}
                alt={order.product_name}
                className="cm-order-table__img"
              />
              <Link to={productHref(order.product_type, order.product_id)} className="cm-order-table__name">
                {order.product_name}
              </Link>
            </span>
            <span role="cell" data-label="订单价格（光子）">
              {formatAmount(order.order_amount)}
            </span>
            <span role="cell" data-label="数量">
              {order.num}
            </span>
            <span role="cell" data-label="类型">
              {order.product_type_text}
            </span>
            <span role="cell" data-label="状态">
              {order.status_text}
            </span>
          </div>
        </div>
      </section>

      <section className="cm-detail-block" aria-label="结算信息">
        <h3>结算信息</h3>
        <dl className="cm-summary">
          <div>
            <dt>订单金额</dt>
            <dd>{formatAmount(order.order_amount * order.num)} 光子</dd>
          </div>
          <div>
            <dt>运费</dt>
            <dd>{formatAmount(order.postage)} 光子</dd>
          </div>
          {order.coupon_discount > 0 && (
            <div>
              <dt>优惠码抵扣（{order.coupon_code}）</dt>
              <dd className="cm-summary__minus">−{formatAmount(order.coupon_discount)} 光子</dd>
            </div>
          )}
          <div className="cm-summary__payable">
            <dt>实付</dt>
            <dd>
              <strong>{formatAmount(order.total_amount)}</strong> 光子
            </dd>
          </div>
          {order.bonus > 0 && (
            <div>
              <dt>赠送光子</dt>
              <dd>+{formatAmount(order.bonus)} 光子</dd>
            </div>
          )}
        </dl>
      </section>
    </div>
  );
}
