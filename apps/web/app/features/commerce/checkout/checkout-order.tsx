import { formatAmount, type OrderPreinfo } from '@app/contract/web';
import { Button, Input } from 'antd';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';

/** Order table (000 §2.15): product image and name, unit price, quantity, postage and total, in 光子. */
export function OrderTable({ info }: { info: OrderPreinfo }) {
  return (
    <div className="cm-order-table" role="table" aria-label="订单商品">
      <div className="cm-order-table__head" role="row">
        <span role="columnheader">商品</span>
        <span role="columnheader">单价（光子）</span>
        <span role="columnheader">数量</span>
        <span role="columnheader">运费（光子）</span>
        <span role="columnheader">小计（光子）</span>
      </div>
      <div className="cm-order-table__row" role="row">
        <span role="cell" className="cm-order-table__product">
          <FallbackImage src={info.product_img} alt={info.product_name} className="cm-order-table__img" />
          <span className="cm-order-table__name">{info.product_name}</span>
        </span>
        <span role="cell" data-label="单价（光子）">
          {formatAmount(info.order_amount)}
        </span>
        <span role="cell" data-label="数量">
          {info.num}
        </span>
        <span role="cell" data-label="运费（光子）">
          {info.postage > 0 ? formatAmount(info.postage) : '包邮'}
        </span>
        <span role="cell" data-label="小计（光子）" className="cm-order-table__total">
          {formatAmount(info.total_amount)}
        </span>
      </div>
    </div>
  );
}

interface CouponEntryProps {
  code: string;
  onCode: (code: string) => void;
  onApply: () => void;
  checking: boolean;
  /** The code the current discount belongs to ('' when none applies). */
  applied: string;
  discount: number;
}

/** 优惠码: a code and 使用; the discount it gives is shown next to it once the server accepts it. */
export function CouponEntry({ code, onCode, onApply, checking, applied, discount }: CouponEntryProps) {
  return (
    <div className="cm-coupon">
      <label htmlFor="cm-coupon-code" className="cm-coupon__label">
        优惠码
      </label>
      <Input
        id="cm-coupon-code"
        className="cm-coupon__input"
        placeholder="输入优惠码（选填）"
        value={code}
        maxLength={32}
        allowClear
        onChange={(event) => onCode(event.target.value)}
        onPressEnter={onApply}
      />
      <Button onClick={onApply} loading={checking}>
        使用
      </Button>
      {applied && discount > 0 && (
        <span className="cm-coupon__ok" role="status">
          已使用 {applied}，减 {formatAmount(discount)} 光子
        </span>
      )}
    </div>
  );
}

interface SummaryProps {
  info: OrderPreinfo;
  discount: number;
  payable: number;
  balance: number | null;
}

/** Summary (000 §2.15): order amount; coupon and postage when above 0; '共1件商品，应付金额' and the payable. */
export function CheckoutSummary({ info, discount, payable, balance }: SummaryProps) {
  return (
    <dl className="cm-summary">
      <div>
        <dt>订单金额</dt>
        <dd>{formatAmount(info.order_amount * info.num)} 光子</dd>
      </div>
      {discount > 0 && (
        <div>
          <dt>优惠码抵扣</dt>
          <dd className="cm-summary__minus">−{formatAmount(discount)} 光子</dd>
        </div>
      )}
      {info.postage > 0 && (
        <div>
          <dt>运费</dt>
          <dd>{formatAmount(info.postage)} 光子</dd>
        </div>
      )}
      <div className="cm-summary__payable">
        <dt>共{info.num}件商品，应付金额</dt>
        <dd>
          <strong data-testid="payable">{formatAmount(payable)}</strong> 光子
        </dd>
      </div>
      {balance !== null && (
        <div className="cm-summary__balance">
          <dt>光子余额</dt>
          <dd>{formatAmount(balance)} 光子</dd>
        </div>
      )}
    </dl>
  );
}
