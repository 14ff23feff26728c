import {
  decimalToAmount,
  formatChinaDateTime,
  payMethodText,
  PRODUCT_ORDER_STATUS_TEXT,
  ProductOrderStatus,
  VIP_PLANS,
  type AdminOrder,
  type AdminRecharge,
  type LedgerEntry,
} from '@app/contract';
import { presentOrderItem } from '../commerce/index.ts';
import type { rechargeOrders, walletEntries } from '../wallet/schema.ts';
import type { OrderWithMember } from './list-orders.ts';
import { VIP_PRODUCT_TYPE, type ListedOrder, type VipOrderWithMember } from './list-all-orders.ts';

type Member = LedgerEntry['member'];
const RECHARGE_STATUS_TEXT: Record<number, string> = { 0: '待支付', 1: '已支付', 2: '已关闭' };
const time = (at: Date | null) => (at ? formatChinaDateTime(at) : null);

export function presentAdminOrder({ row, member }: OrderWithMember): AdminOrder {
  return { ...presentOrderItem(row), member, refund_reason: row.refundReason, kind: 'product' };
}

/**
 * A VIP purchase in an order's shape (订单与退款): paid in 光子 when it was made, 已退款 once refunded; the
 * product is the plan ('年度VIP'), its id the plan number.
 */
export function presentVipOrder({ row, member }: VipOrderWithMember): AdminOrder {
  const plan = VIP_PLANS.find((p) => p.plan === row.plan);
  const status = row.refundedAt ? ProductOrderStatus.refunded : ProductOrderStatus.paid;
  const price = decimalToAmount(row.price);
  return {
    id: row.id,
    order_no: row.orderNo,
    product_id: row.plan,
    product_type: VIP_PRODUCT_TYPE,
    product_type_text: 'VIP',
    product_extend_type: '',
    product_name: `${plan?.name ?? ''}VIP`,
    product_img: '',
    num: 1,
    order_amount: price,
    postage: 0,
    coupon_code: '',
    coupon_discount: 0,
    total_amount: price,
    bonus: 0,
    status,
    status_text: PRODUCT_ORDER_STATUS_TEXT[status],
    is_physical: false,
    pay_method: 0,
    pay_method_text: '光子支付',
    created_at: formatChinaDateTime(row.createdAt),
    pay_time: formatChinaDateTime(row.createdAt),
    closed_at: null,
    refund_time: time(row.refundedAt),
    consignee: null,
    logistic: null,
    member,
    refund_reason: row.refundReason,
    kind: 'vip',
  };
}

export function presentListedOrder(listed: ListedOrder): AdminOrder {
  return listed.kind === 'vip' ? presentVipOrder(listed) : presentAdminOrder(listed);
}

export function presentLedgerEntry(entry: typeof walletEntries.$inferSelect, member: Member): LedgerEntry {
  return {
    id: entry.id,
    member,
    action: entry.action,
    amount: decimalToAmount(entry.amount),
    balance: decimalToAmount(entry.balanceAfter),
    title: entry.title,
    source_type: entry.sourceType,
    source_no: entry.sourceNo,
    created_at: formatChinaDateTime(entry.createdAt),
  };
}

export function presentAdminRecharge(row: typeof rechargeOrders.$inferSelect, member: Member): AdminRecharge {
  return {
    id: row.id,
    order_no: row.orderNo,
    member,
    num: decimalToAmount(row.num),
    amount: decimalToAmount(row.amount),
    pay_method: row.payMethod,
    pay_method_text: payMethodText(row.payMethod),
    provider: row.provider,
    status: row.status,
    status_text: RECHARGE_STATUS_TEXT[row.status] ?? '',
    trade_no: row.tradeNo,
    paid_at: time(row.paidAt),
    closed_at: time(row.closedAt),
    last_queried_at: time(row.lastQueriedAt),
    created_at: formatChinaDateTime(row.createdAt),
  };
}
