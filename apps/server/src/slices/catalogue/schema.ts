import { index, integer, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';

/** The three category trees (course / plug / goods), up to 4 levels; alias 'tenant' marks a closed branch. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 8 }).notNull().$type<'course' | 'plug' | 'goods' | 'news'>(),
    name: varchar('name', { length: 50 }).notNull(),
    parentId: integer('parent_id').notNull().default(0),
    level: smallint('level').notNull(),
    alias: varchar('alias', { length: 32 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('categories_kind_parent_idx').on(t.kind, t.parentId)],
);
