import {
  decimalToAmount,
  type RechargeOrderData,
  type WalletLogEntry,
  type WalletLogsData,
  formatChinaDateTime,
} from '@app/contract';
import type { listWalletLogs } from './list-wallet-logs.ts';
import type { rechargeOrders, walletEntries } from './schema.ts';

/** Amounts are exact NUMERIC strings inside; answers carry them as numbers with 2 decimals. */
export function presentWalletEntry(row: typeof walletEntries.$inferSelect): WalletLogEntry {
  return {
    id: row.id,
    title: row.title,
    action: row.action === 2 ? 2 : 1,
    amount: decimalToAmount(row.amount),
    extend: { balance: decimalToAmount(row.balanceAfter) },
    created_at: formatChinaDateTime(row.createdAt),
  };
}

export function presentWalletLogs(account: Awaited<ReturnType<typeof listWalletLogs>>): WalletLogsData {
  return {
    lists: account.entries.map(presentWalletEntry),
    total: account.total,
    income: decimalToAmount(account.income),
    expend: decimalToAmount(account.expend),
    balance: decimalToAmount(account.balance),
  };
}

export function presentRechargeOrder(row: typeof rechargeOrders.$inferSelect): RechargeOrderData {
  return {
    status: row.status,
    order_no: row.orderNo,
    order_amount: decimalToAmount(row.amount),
    total_amount: decimalToAmount(row.amount),
    // 000 §7: the get-order shape; a recharge is no product.
    product_type: 0,
    product_id: 0,
    product_extend_type: '',
    num: decimalToAmount(row.num),
    pay_method: row.payMethod,
  };
}
