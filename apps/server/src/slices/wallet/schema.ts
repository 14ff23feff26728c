import {
  boolean,
  index,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { memberRef } from '../../kernel/schema.ts';
import { createdAt, updatedAt } from '../../db/columns.ts';

/** Wallet entry action (001 §3): 1 income, 2 expense. */
export const WALLET_ACTION = { income: 1, expense: 2 } as const;
/**
 * What moved the balance; 'refund' (an order refunded by staff) and 'adjust' (a manual adjustment) are
 * the back office's, 'ai_chat' and 'ai_render' the AI area's charges and refunds.
 */
export type WalletSourceType =
  'order' | 'recharge' | 'bonus' | 'grant' | 'vip' | 'refund' | 'adjust' | 'ai_chat' | 'ai_render';

/**
 * The photon ledger: append-only, one row per movement of users.integral (written only by ledger.ts, in
 * the same transaction as the balance update). Amounts are NUMERIC 光子 with 2 decimals, never floats.
 * balance_after is the balance right after this entry, so the rows of one member form a chain the audit checks.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    userId: memberRef('user_id').notNull(),
    action: smallint('action').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    balanceAfter: numeric('balance_after', { precision: 14, scale: 2 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    sourceType: varchar('source_type', { length: 16 }).notNull().$type<WalletSourceType>(),
    sourceNo: varchar('source_no', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // A member's entries newest first; action and amount ride along so that the 光子账户 page's count and
    // income / expense totals over all of a member's entries are read from the index alone.
    index('wallet_entries_user_idx').on(t.userId, t.id, t.action, t.amount),
    index('wallet_entries_source_idx').on(t.sourceType, t.sourceNo),
  ],
);

/** Recharge order status: 0 pending, 1 paid, 2 closed. */
export const RECHARGE_STATUS = { pending: 0, paid: 1, closed: 2 } as const;

/**
 * Buying 光子 with money. num is 光子, amount is 元 (num × 10). provider names the adapter that made the
 * payment request ('wechat' | 'alipay' | 'sandbox'), so notifies and queries go back to the same one.
 */
export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    userId: memberRef('user_id').notNull(),
    num: numeric('num', { precision: 14, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** 1 WeChat Pay, 2 Alipay (001 §7). */
    payMethod: smallint('pay_method').notNull(),
    provider: varchar('provider', { length: 16 }).notNull(),
    /** 'qr' (payCodeImg answered) or 'form' (HTML form answered). */
    payForm: varchar('pay_form', { length: 8 }).notNull().default('qr'),
    status: smallint('status').notNull().default(0),
    tradeNo: varchar('trade_no', { length: 64 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Last time the active query asked the provider about this order (spreads the queries out). */
    lastQueriedAt: timestamp('last_queried_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('recharge_orders_order_no_unique').on(t.orderNo),
    index('recharge_orders_user_idx').on(t.userId, t.createdAt),
    index('recharge_orders_status_idx').on(t.status, t.createdAt),
  ],
);

/** Every payment notification as received (raw body and headers), whether or not it verified. */
export const paymentNotifies = pgTable(
  'payment_notifies',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 16 }).notNull(),
    rawBody: text('raw_body').notNull(),
    headers: jsonb('headers').notNull().$type<Record<string, string>>(),
    verified: boolean('verified').notNull().default(false),
    orderNo: varchar('order_no', { length: 64 }),
    /** 'credited' | 'already_paid' | 'refused: <reason>' | 'ignored: <reason>' */
    result: varchar('result', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('payment_notifies_order_idx').on(t.orderNo)],
);
