import type { RechargeOrderData, WalletLogEntry, WalletLogsData } from '@app/contract';
import { formatChinaDateTime } from '../account/china-time.ts';
import { money } from '../catalogue/pricing.ts';
import type { listWalletLogs } from './list-wallet-logs.ts';
import type { rechargeOrders, walletEntries } from './schema.ts';

/** Amounts are exact NUMERIC strings inside; answers carry them as numbers with 2 decimals. */
export function presentWalletEntry(row: typeof walletEntries.$inferSelect): WalletLogEntry {
  return {
    id: row.id,
    title: row.title,
    action: row.action === 2 ? 2 : 1,
    amount: money(row.amount),
    extend: { balance: money(row.balanceAfter) },
    created_at: formatChinaDateTime(row.createdAt),
  };
}

export function presentWalletLogs(account: Awaited<ReturnType<typeof listWalletLogs>>): WalletLogsData {
  return {
    lists: account.entries.map(presentWalletEntry),
    total: account.total,
    income: money(account.income),
    expend: money(account.expend),
    balance: money(account.balance),
  };
}

export function presentRechargeOrder(row: typeof rechargeOrders.$inferSelect): RechargeOrderData {
  return {
    status: row.status,
    order_no: row.orderNo,
    order_amount: money(row.amount),
    num: money(row.num),
    pay_method: row.payMethod,
  };
}
