import { numeric, pgTable, varchar } from 'drizzle-orm/pg-core';
import { timestampNow } from '../../db/columns.ts';

/**
 * The embedded 沙箱 payment provider's own books (outside production only): one row per order it was
 * paid for on the sandbox cashier. It plays the part of WeChat's or Alipay's records, so the active query
 * can find a sandbox payment whose notify was lost.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  orderNo: varchar('order_no', { length: 64 }).primaryKey(),
  amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  tradeNo: varchar('trade_no', { length: 64 }).notNull(),
  paidAt: timestampNow('paid_at'),
});
