import { index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { memberRef } from '../members/member-ref.ts';
import { createdAt } from '../../db/columns.ts';

/** '' = the product itself; 'web_link' = a plugin's separately sold feature-introduction link. */
export type ExtendType = '' | 'web_link';
/** How the right was obtained: a paid order, the free-course button, or an operator grant. */
export type EntitlementSource = 'purchase' | 'free' | 'grant';

/**
 * Who may use what: one row per member and product (product_type 1 course, 2 plugin, 3 material) and
 * extend type. A paid order, joining a free course or an operator grant adds the row; the catalogue
 * reads it for `purchase`, download rights and 'joined' on course cards.
 */
export const entitlements = pgTable(
  'entitlements',
  {
    id: serial('id').primaryKey(),
    userId: memberRef('user_id', 'cascade').notNull(),
    productType: smallint('product_type').notNull(),
    productId: integer('product_id').notNull(),
    extendType: varchar('extend_type', { length: 16 }).notNull().default('').$type<ExtendType>(),
    source: varchar('source', { length: 8 }).notNull().$type<EntitlementSource>(),
    orderNo: varchar('order_no', { length: 32 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('entitlements_unique').on(t.userId, t.productType, t.productId, t.extendType),
    index('entitlements_product_idx').on(t.productType, t.productId),
  ],
);
