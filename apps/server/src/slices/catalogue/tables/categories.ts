import { boolean, index, integer, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';

export type CategoryKind = 'course' | 'plug' | 'goods' | 'news' | 'gallery';

/**
 * The category trees (course / plug / goods up to 4 levels; news and AI-gallery tabs are flat).
 * parent_id 0 marks a top-level category; alias 'tenant' marks a branch that is shown but cannot be
 * chosen by members, together with all its children (001 §3).
 */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 8 }).notNull().$type<CategoryKind>(),
    name: varchar('name', { length: 50 }).notNull(),
    parentId: integer('parent_id').notNull().default(0),
    level: smallint('level').notNull(),
    alias: varchar('alias', { length: 32 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** Hidden by staff (back office): left out of menus, filters and creators' choices with its subtree. */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [index('categories_kind_parent_idx').on(t.kind, t.parentId)],
);
