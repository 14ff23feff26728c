import { index, jsonb, numeric, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
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

/** Materials (素材, product_type 3; 'goods' on the server): downloadable, may still carry postage. */
export const goods = pgTable(
  'goods',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    cover: text('cover').notNull().default(''),
    /** Carousel image URLs. */
    images: jsonb('images').notNull().$type<string[]>().default([]),
    /** Rich HTML description (商品详情). */
    desc: text('desc').notNull().default(''),
    /** desc without tags, kept by the database (search). */
    descText: plainTextColumn('desc_text', 'desc'),
    /** The grams of name, author and tag-free desc (search, see columns.ts gramsColumn). */
    grams: gramsColumn(['"name"', '"author"', plainTextOf('desc')]),
    ...priceColumns(),
    /** Postage in 光子; 0 shows '包邮'. */
    postage: numeric('postage', { precision: 12, scale: 2 }).notNull().default('0'),
    ...popularityColumns(),
    /** Private storage key of the downloadable file; null when the material has nothing to download. */
    materialKey: text('material_key'),
    ...ownershipColumns(),
    ...reviewColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('goods_user_idx').on(t.userId), ...productIndexes('goods', t, t.descText)],
);
