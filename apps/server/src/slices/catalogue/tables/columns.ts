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
import { memberRef } from '../../../kernel/schema.ts';
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
    userId: memberRef('user_id', 'set null'),
    /** The recommender shown with a follow '+' (000 §2.9, §2.10). */
    suggestUserId: memberRef('suggest_user_id', 'set null'),
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
    .generatedAlwaysAs(sql.raw(plainTextOf(htmlColumn)));
}

/**
 * Every 1- and 2-character piece of a row's searchable texts (search_grams(), platform/search/search-grams.sql),
 * kept by PostgreSQL itself (a stored generated column) under one GIN index. Search looks terms up here and
 * the bitmap recheck reads the stored array instead of computing search_grams() of each row's texts again
 * (that recomputation made a frequent short term cost seconds at 100,000 rows). The texts are joined with a
 * space, and a gram never holds whitespace, so no gram spans two texts. A generated column may not read
 * another generated one, hence the tag-stripping expression is repeated for HTML columns.
 */
export function gramsColumn(texts: string[]) {
  return text('grams')
    .array()
    .notNull()
    .generatedAlwaysAs(sql.raw(`search_grams(${texts.join(` || ' ' || `)})`));
}

/** The tag-free text of an HTML column, as the expression plainTextColumn stores. */
export const plainTextOf = (htmlColumn: string) => `regexp_replace("${htmlColumn}", '<[^>]*>', ' ', 'g')`;

/** The public-visibility predicate as literal constants, so partial indexes match the list queries. */
export function visibleRows(t: { status: PgColumn; isCheck: PgColumn }): SQL {
  return sql`${t.status} = 2 and ${t.isCheck} = 2`;
}

/**
 * Indexes every product table needs for lists and search: newest and hottest orders over the publicly
 * visible rows (hottest = sales_num × 10 + view_num, see ../list-order.ts), trigram indexes for
 * ILIKE '%term%' on the searched text (pg_trgm) and the stored grams of all searched texts.
 */
export function productIndexes(
  table: string,
  t: Record<
    | 'status'
    | 'isCheck'
    | 'cateId'
    | 'createdAt'
    | 'id'
    | 'salesNum'
    | 'viewNum'
    | 'name'
    | 'author'
    | 'grams',
    ExtraConfigColumn
  >,
  plainText: ExtraConfigColumn,
) {
  return [
    // Category filters and counts of visible rows (index-only scans).
    index(`${table}_cate_idx`).on(t.cateId).where(visibleRows(t)),
    // Ascending, read backwards by `order by … desc, id desc` (the default NULLS order then matches).
    index(`${table}_newest_idx`).on(t.createdAt, t.id).where(visibleRows(t)),
    // sales_num and view_num ride along (after the unique id, so the order is unchanged) so that a deep
    // page's first key can be found by an index-only scan (list-product-page.ts): PostgreSQL reads an
    // expression's value from an index only if the columns it is computed from are there too.
    index(`${table}_hottest_idx`)
      .on(sql`(${t.salesNum} * 10 + ${t.viewNum})`, t.id, t.salesNum, t.viewNum)
      .where(visibleRows(t)),
    index(`${table}_name_trgm_idx`).using('gin', t.name.op('gin_trgm_ops')),
    index(`${table}_author_trgm_idx`).using('gin', t.author.op('gin_trgm_ops')),
    index(`${table}_text_trgm_idx`).using('gin', plainText.op('gin_trgm_ops')),
    // Every term: its grams first (the stored column, see gramsColumn), then ILIKE on the candidates only.
    index(`${table}_grams_idx`).using('gin', t.grams),
  ];
}
