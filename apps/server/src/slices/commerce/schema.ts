import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { memberRef } from '../../kernel/schema.ts';
import { createdAt, updatedAt } from '../../db/columns.ts';

/**
 * Coupon codes entered at checkout (POST /api/coupon-code answers the discount amount).
 * kind 'fixed': `value` 光子 off; kind 'percent': `value` percent off (20 = 20 % off).
 * scope 'all' any product; 'type' only product_type; 'product' only product_type + product_id.
 * Null limits / dates mean "no limit".
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 100 }).notNull().default(''),
    kind: varchar('kind', { length: 8 }).notNull().$type<'fixed' | 'percent'>(),
    value: numeric('value', { precision: 12, scale: 2 }).notNull(),
    /** The order amount must reach this before the coupon applies. */
    minAmount: numeric('min_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    scope: varchar('scope', { length: 8 }).notNull().default('all').$type<'all' | 'type' | 'product'>(),
    productType: smallint('product_type'),
    productId: integer('product_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    totalLimit: integer('total_limit'),
    perUserLimit: integer('per_user_limit'),
    usedCount: integer('used_count').notNull().default(0),
    /** Set when staff stop the code (back office): checkout refuses it from then on. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupons_code_unique').on(t.code)],
);

/** One row per paid order that used a coupon: enforces per-user limits. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: memberRef('user_id', 'cascade').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
    uniqueIndex('coupon_redemptions_order_unique').on(t.orderId),
  ],
);

/** Shipping addresses (收货地址); status 1 = the member's default (at most one). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: memberRef('user_id', 'cascade').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    address: varchar('address', { length: 255 }).notNull(),
    postCode: varchar('post_code', { length: 10 }).notNull().default(''),
    status: smallint('status').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default')
      .on(t.userId)
      .where(sql`${t.status} = 1`),
  ],
);

/**
 * Product orders (one item per order, 000 §9). Amounts in 光子: order_amount is the unit price,
 * total_amount = order_amount × num + postage − coupon_discount. status 0 unpaid, 1 paid, 2 closed, 3 refunded.
 * Product name/image and the consignee are copied at order time so later edits do not rewrite history.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    userId: memberRef('user_id').notNull(),
    productType: smallint('product_type').notNull(),
    productId: integer('product_id').notNull(),
    /** '' for the product itself, 'web_link' for a plugin's paid feature link. */
    productExtendType: varchar('product_extend_type', { length: 16 }).notNull().default(''),
    productName: varchar('product_name', { length: 150 }).notNull(),
    productImg: varchar('product_img', { length: 500 }).notNull().default(''),
    num: integer('num').notNull().default(1),
    orderAmount: numeric('order_amount', { precision: 12, scale: 2 }).notNull(),
    postage: numeric('postage', { precision: 12, scale: 2 }).notNull().default('0'),
    couponId: integer('coupon_id').references(() => coupons.id),
    couponCode: varchar('coupon_code', { length: 32 }).notNull().default(''),
    couponDiscount: numeric('coupon_discount', { precision: 12, scale: 2 }).notNull().default('0'),
    totalAmount: numeric('total_amount', { precision: 12, scale: 2 }).notNull(),
    /** Bonus 光子 credited when paid (the plugin's give_integral at that moment). */
    bonus: numeric('bonus', { precision: 12, scale: 2 }).notNull().default('0'),
    /** 0 pending, 1 paid, 2 closed (unpaid for 30 minutes; see close-expired-orders.ts). */
    status: smallint('status').notNull().default(0),
    /** 0 none (paid with 光子), 1 the messaging app's pay, 2 a mobile wallet provider. */
    payMethod: smallint('pay_method').notNull().default(0),
    payTime: timestamp('pay_time', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Set when staff refunded the order to 光子 (status 3, commerce's refundOrder). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundReason: varchar('refund_reason', { length: 200 }).notNull().default(''),
    consignee: jsonb('consignee').$type<{
      name: string;
      phone: string;
      address: string;
      post_code: string;
    } | null>(),
    logistic: jsonb('logistic').$type<{
      delivery_time: string;
      logistics_name: string;
      logistics_no: string;
    } | null>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_no_unique').on(t.orderNo),
    // A member's orders newest first; product_type and postage ride along so that 我的订单's count (virtual or
    // physical) is read from the index alone, not from the member's rows scattered over the table.
    index('orders_user_idx').on(t.userId, t.createdAt, t.productType, t.postage),
    index('orders_product_idx').on(t.productType, t.productId),
    // The back office's order list, newest first (its default order, ties by id): the page is read from here.
    index('orders_created_idx').on(t.createdAt.desc().nullsLast(), t.id.desc().nullsFirst()),
    // The close sweep reads only pending rows, oldest first.
    index('orders_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 0`),
  ],
);
