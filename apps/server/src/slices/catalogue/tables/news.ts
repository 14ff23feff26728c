import { eq } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { gramsColumn } from './columns.ts';
import { createdAt, updatedAt } from '../../../db/columns.ts';

/** News articles (新闻; also the AI area's news, by category). */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 150 }).notNull(),
    /** Rich HTML body. */
    content: text('content').notNull().default(''),
    /** Plain-text summary shown in lists. */
    description: varchar('description', { length: 500 }).notNull().default(''),
    images: text('images').notNull().default(''),
    author: varchar('author', { length: 50 }).notNull().default(''),
    cateId: integer('cate_id')
      .notNull()
      .references(() => categories.id),
    viewNum: integer('view_num').notNull().default(0),
    /** Off = taken down by staff (back office): out of the public list, detail, search and chat knowledge. */
    published: boolean('published').notNull().default(true),
    /** The grams of title and description (search, see columns.ts gramsColumn). */
    grams: gramsColumn(['"title"', '"description"']),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('news_cate_idx').on(t.cateId, t.createdAt),
    index('news_created_idx').on(t.createdAt, t.id),
    // Search matches title and description with ILIKE '%term%' (pg_trgm, see ../search-sources.ts).
    index('news_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('news_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    index('news_grams_idx').using('gin', t.grams),
  ],
);

/** The articles the public site shows (staff may take one down without deleting it). */
export const newsPublished = eq(news.published, true);
