import { boolean, integer, numeric, smallint, text } from 'drizzle-orm/pg-core';

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
