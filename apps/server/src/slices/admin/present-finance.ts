import {
  decimalToAmount,
  formatChinaDateTime,
  payMethodText,
  type AdminOrder,
  type AdminRecharge,
  type LedgerEntry,
} from '@app/contract';
import { presentOrderItem } from '../commerce/index.ts';
import type { rechargeOrders, walletEntries } from '../wallet/schema.ts';
import type { OrderWithMember } from './list-orders.ts';

type Member = LedgerEntry['member'];
const RECHARGE_STATUS_TEXT: Record<number, string> = { 0: '待支付', 1: '已支付', 2: '已关闭' };
const time = (at: Date | null) => (at ? formatChinaDateTime(at) : null);

export function presentAdminOrder({ row, member }: OrderWithMember): AdminOrder {
  return { ...presentOrderItem(row), member, refund_reason: row.refundReason };
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
