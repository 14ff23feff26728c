import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { memberRef } from '../../kernel/schema.ts';
import { createdAt, updatedAt } from '../../db/columns.ts';

/**
 * The AI area's own tables (002). Gallery works and likes are the catalogue's (the home page shows them too);
 * a member's VIP term lives on users (vip_permanent / vip_endtime), which the user answer already carries.
 */

/** One row per VIP purchase: the 光子 paid went out through the wallet ledger with order_no as its source. */
export const aiVipOrders = pgTable(
  'ai_vip_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    userId: memberRef('user_id').notNull(),
    /** 1 monthly, 2 quarterly, 3 yearly, 4 permanent (VIP_PLANS). */
    plan: smallint('plan').notNull(),
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    /** The member's VIP end after this purchase; null when it made the member permanent. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** Set when staff refunded the purchase (refundVipOrder): the 光子 went back, the term was cut. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundReason: varchar('refund_reason', { length: 200 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('ai_vip_orders_order_no_unique').on(t.orderNo),
    index('ai_vip_orders_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Free AI uses taken per member and China calendar day ('YYYY-MM-DD'); the quota resets at China midnight. */
export const aiDailyUsage = pgTable(
  'ai_daily_usage',
  {
    userId: memberRef('user_id', 'cascade').notNull(),
    day: varchar('day', { length: 10 }).notNull(),
    chat: integer('chat').notNull().default(0),
    img: integer('img').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** The AI plugin page (002 §3 AI plugin info): one row, id 1. */
export const aiPlug = pgTable('ai_plug', {
  id: integer('id').primaryKey(),
  images: text('images').notNull().default(''),
  link: text('link').notNull().default(''),
  downloadPackage: integer('download_package').notNull().default(0),
  downloadManual: integer('download_manual').notNull().default(0),
});

/** The AI plugin's packages and installation manuals; files are private storage keys (signed links only). */
export const aiPlugFiles = pgTable(
  'ai_plug_files',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 8 }).notNull().$type<'package' | 'manual'>(),
    versionCode: varchar('version_code', { length: 32 }).notNull(),
    platform: varchar('platform', { length: 32 }).notNull().default(''),
    fileKey: text('file_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ai_plug_files_type_idx').on(t.type, t.createdAt)],
);

/** AI news and knowledge articles (002 §3 AI news); cate 1 知识, 2 资讯 (AI_NEWS_CATES). */
export const aiNews = pgTable(
  'ai_news',
  {
    id: serial('id').primaryKey(),
    cate: smallint('cate').notNull(),
    title: varchar('title', { length: 150 }).notNull(),
    images: text('images').notNull().default(''),
    /** Plain-text summary shown in lists. */
    description: varchar('description', { length: 500 }).notNull().default(''),
    /** Rich HTML body, sanitised when shown. */
    content: text('content').notNull().default(''),
    author: varchar('author', { length: 50 }).notNull().default(''),
    /** Off = taken down in the back office: out of the list, the detail, neighbours and chat knowledge. */
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    /** Last back-office change (chat's knowledge index rebuilds when it moves). */
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ai_news_cate_idx').on(t.cate, t.createdAt, t.id),
    index('ai_news_created_idx').on(t.createdAt, t.id),
  ],
);

export * from './chat-schema.ts';
export * from './render-schema.ts';
