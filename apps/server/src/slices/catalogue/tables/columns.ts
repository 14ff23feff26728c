import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  type ExtraConfigColumn,
  index,
  integer,
  numeric,
  smallint,
  text,
  type PgColumn,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../../../kernel/members/index.ts';
import { categories } from './categories.ts';

/**
 * Column groups shared by the three product tables. Money is NUMERIC(12,2) and travels as a string
 * ('12.50') so that no float ever touches a price; a discount rate is a fraction NUMERIC(3,2) ('0.85').
 */
export function priceColumns() {
  return {
    price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
    hasDiscount: boolean('has_discount').notNull().default(false),
    /** The price actually charged while has_discount is true. */
    discountPrice: numeric('discount_price', { precision: 12, scale: 2 }).notNull().default('0'),
    /** discount_price ÷ price, shown as 'N折' (000 §9). */
    discountRate: numeric('discount_rate', { precision: 3, scale: 2 }).notNull().default('1'),
  };
}

/** Who made, who recommends and where it is filed: the same four columns on every product table. */
export function ownershipColumns() {
  return {
    author: varchar('author', { length: 50 }).notNull().default(''),
    /** The creator (the teacher, for courses). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The recommender shown with a follow '+' (000 §2.9, §2.10). */
    suggestUserId: integer('suggest_user_id').references(() => users.id, { onDelete: 'set null' }),
    cateId: integer('cate_id')
      .notNull()
      .references(() => categories.id),
  };
}

/**
 * Creator submission and review state (001 §4 "Contribution lifecycle"): status 0 draft, 2 published
 * (submitted); is_check 1 under review, 2 approved, 3 rejected (reason in check_errors).
 * Only status 2 + is_check 2 is visible to the public (see ../visibility.ts).
 */
export function reviewColumns() {
  return {
    status: smallint('status').notNull().default(0),
    isCheck: smallint('is_check').notNull().default(1),
    checkErrors: text('check_errors').notNull().default(''),
  };
}

/** Public counters shown on cards and detail pages. */
export function popularityColumns() {
  return {
    viewNum: integer('view_num').notNull().default(0),
    salesNum: integer('sales_num').notNull().default(0),
  };
}

/**
 * The tag-free text of an HTML column, kept by PostgreSQL itself (a stored generated column), so search
 * can match intros with a trigram index whoever writes the HTML. Entities stay encoded; display text is
 * made by plainText() from this column.
 */
export function plainTextColumn(name: string, htmlColumn: string) {
  return text(name)
    .notNull()
    .generatedAlwaysAs(sql.raw(`regexp_replace("${htmlColumn}", '<[^>]*>', ' ', 'g')`));
}

/** The public-visibility predicate as literal constants, so partial indexes match the list queries. */
export function visibleRows(t: { status: PgColumn; isCheck: PgColumn }): SQL {
  return sql`${t.status} = 2 and ${t.isCheck} = 2`;
}

/**
 * Indexes every product table needs for lists and search: newest and hottest orders over the publicly
 * visible rows (hottest = sales_num × 10 + view_num, see ../list-order.ts), trigram indexes for
 * ILIKE '%term%' on the searched text (pg_trgm) and gram indexes for terms under 3 characters.
 */
export function productIndexes(
  table: string,
  t: Record<
    'status' | 'isCheck' | 'cateId' | 'createdAt' | 'id' | 'salesNum' | 'viewNum' | 'name' | 'author',
    ExtraConfigColumn
  >,
  plainText: ExtraConfigColumn,
) {
  return [
    // Category filters and counts of visible rows (index-only scans).
    index(`${table}_cate_idx`).on(t.cateId).where(visibleRows(t)),
    // Ascending, read backwards by `order by … desc, id desc` (the default NULLS order then matches).
    index(`${table}_newest_idx`).on(t.createdAt, t.id).where(visibleRows(t)),
    index(`${table}_hottest_idx`)
      .on(sql`(${t.salesNum} * 10 + ${t.viewNum})`, t.id)
      .where(visibleRows(t)),
    index(`${table}_name_trgm_idx`).using('gin', t.name.op('gin_trgm_ops')),
    index(`${table}_author_trgm_idx`).using('gin', t.author.op('gin_trgm_ops')),
    index(`${table}_text_trgm_idx`).using('gin', plainText.op('gin_trgm_ops')),
    // Terms under 3 characters: search_grams() pieces (platform/search/search-grams.sql).
    index(`${table}_name_grams_idx`).using('gin', sql`search_grams(${t.name})`),
    index(`${table}_author_grams_idx`).using('gin', sql`search_grams(${t.author})`),
    index(`${table}_text_grams_idx`).using('gin', sql`search_grams(${plainText})`),
  ];
}
