import { index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';

export type TaggableType = 'course' | 'plug' | 'goods' | 'news';

/** Tags shown on detail pages and used by search (/search?tag={id}&type=…). */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    tag: varchar('tag', { length: 32 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tags_tag_unique').on(t.tag),
    // Search matches tag names with ILIKE '%term%'.
    index('tags_tag_trgm_idx').using('gin', t.tag.op('gin_trgm_ops')),
  ],
);

/** Which tag is on which course / plugin / material / news item (one polymorphic link table). */
export const taggings = pgTable(
  'taggings',
  {
    id: serial('id').primaryKey(),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    targetType: varchar('target_type', { length: 8 }).notNull().$type<TaggableType>(),
    targetId: integer('target_id').notNull(),
  },
  (t) => [
    uniqueIndex('taggings_unique').on(t.tagId, t.targetType, t.targetId),
    index('taggings_target_idx').on(t.targetType, t.targetId),
    index('taggings_tag_idx').on(t.tagId, t.targetType),
  ],
);
