import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Sort codes of the product lists (000 §9): 0 newest, 1 hottest. */
export const ListSort = { newest: 0, hottest: 1 } as const;

/**
 * "Hottest" (最热): sales_num × 10 + view_num, highest first; a sale weighs as much as ten views. Both
 * orders end with id desc so that pages never overlap or skip rows that tie. The partial indexes
 * `<table>_newest_idx` and `<table>_hottest_idx` (tables/columns.ts) serve exactly these orders.
 */
export function productOrder(
  t: { createdAt: PgColumn; id: PgColumn; salesNum: PgColumn; viewNum: PgColumn },
  sort: number,
  /** false reads the same order from its other end (deep pages, see list-product-page.ts). */
  descending = true,
): SQL[] {
  const by = descending ? desc : asc;
  return sort === ListSort.hottest
    ? [
        descending
          ? sql`(${t.salesNum} * 10 + ${t.viewNum}) desc`
          : sql`(${t.salesNum} * 10 + ${t.viewNum}) asc`,
        by(t.id),
      ]
    : [by(t.createdAt), by(t.id)];
}

/**
 * The values `productOrder` sorts by, without direction: (created_at, id) or (hottest score, id). Both
 * parts run the same way, so a row comparison `(key) <= (…)` follows the order (list-product-page.ts).
 */
export function productOrderKey(
  t: { createdAt: PgColumn; id: PgColumn; salesNum: PgColumn; viewNum: PgColumn },
  sort: number,
): SQL[] {
  return sort === ListSort.hottest
    ? [sql`(${t.salesNum} * 10 + ${t.viewNum})`, sql`${t.id}`]
    : [sql`${t.createdAt}`, sql`${t.id}`];
}
