import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  ownershipColumns,
  gramsColumn,
  plainTextColumn,
  plainTextOf,
  popularityColumns,
  priceColumns,
  productIndexes,
  reviewColumns,
} from './columns.ts';
import { createdAt, updatedAt } from '../../../db/columns.ts';

/** Software plugins (product_type 2) with versioned packages, manuals and cases. */
export const plugins = pgTable(
  'plugins',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    images: text('images').notNull().default(''),
    /** Rich HTML (sanitised on write). */
    intro: text('intro').notNull().default(''),
    /** intro without tags, kept by the database (search and card text). */
    introText: plainTextColumn('intro_text', 'intro'),
    /** The grams of name, author and tag-free intro (search, see columns.ts gramsColumn). */
    grams: gramsColumn(['"name"', '"author"', plainTextOf('intro')]),
    explain: varchar('explain', { length: 255 }).notNull().default(''),
    ...priceColumns(),
    /** Bonus 光子 credited to the buyer. */
    giveIntegral: numeric('give_integral', { precision: 12, scale: 2 }).notNull().default('0'),
    ...popularityColumns(),
    /** 1 = may be bought again ('再次购买'). */
    repeatBuy: smallint('repeat_buy').notNull().default(0),
    /** Feature-introduction link; when web_link_price > 0 it is sold separately (product_extend_type web_link). */
    webLink: text('web_link').notNull().default(''),
    webLinkPrice: numeric('web_link_price', { precision: 12, scale: 2 }).notNull().default('0'),
    ...ownershipColumns(),
    /** Cumulative download counts per dialog (000 §2.9). */
    downloadPackage: integer('download_package').notNull().default(0),
    downloadManual: integer('download_manual').notNull().default(0),
    downloadCase: integer('download_case').notNull().default(0),
    /** Staff set the download files' order by hand (then `sort` alone decides; before, newest package first). */
    versionsOrdered: boolean('versions_ordered').notNull().default(false),
    ...reviewColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('plugins_user_idx').on(t.userId), ...productIndexes('plugins', t, t.introText)],
);

/** 'package' (安装包), 'manual' (使用手册) or 'other' (案例). */
export type PluginVersionType = 'package' | 'manual' | 'other';

/** Downloadable files of a plugin; `file_key` is a private storage key served through signed links. */
export const pluginVersions = pgTable(
  'plugin_versions',
  {
    id: serial('id').primaryKey(),
    pluginId: integer('plugin_id')
      .notNull()
      .references(() => plugins.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 8 }).notNull().$type<PluginVersionType>(),
    name: varchar('name', { length: 100 }).notNull().default(''),
    versionCode: varchar('version_code', { length: 32 }).notNull().default(''),
    platform: varchar('platform', { length: 50 }).notNull().default(''),
    description: text('description').notNull().default(''),
    fileKey: text('file_key').notNull(),
    size: integer('size').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('plugin_versions_plugin_idx').on(t.pluginId, t.type)],
);

/** Usage-introduction images shown in the full-screen carousel. */
export const pluginIntroImages = pgTable(
  'plugin_intro_images',
  {
    id: serial('id').primaryKey(),
    pluginId: integer('plugin_id')
      .notNull()
      .references(() => plugins.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('plugin_intro_images_plugin_idx').on(t.pluginId, t.sort)],
);
