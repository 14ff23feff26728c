import { index, integer, jsonb, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core';
import { memberRef } from '../../../kernel/schema.ts';
import { categories } from './categories.ts';
import { createdAt } from '../../../db/columns.ts';

/** AI works gallery (作品集, 002 §3): works with a cover, several images and likes. */
export const galleryWorks = pgTable(
  'gallery_works',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    /** Shown in a notification when the work is opened. */
    desc: varchar('desc', { length: 500 }).notNull().default(''),
    cover: text('cover').notNull(),
    images: jsonb('images').notNull().$type<string[]>().default([]),
    /** The member who made it, when known; author_name/author_avatar are what the card shows. */
    userId: memberRef('user_id', 'set null'),
    authorName: varchar('author_name', { length: 50 }).notNull().default(''),
    authorAvatar: text('author_avatar').notNull().default(''),
    cateId: integer('cate_id').references(() => categories.id),
    likeCount: integer('like_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('gallery_works_cate_idx').on(t.cateId, t.createdAt),
    index('gallery_works_created_idx').on(t.createdAt),
  ],
);

/** One row per member who liked a work (the like toggles). */
export const galleryLikes = pgTable(
  'gallery_likes',
  {
    workId: integer('work_id')
      .notNull()
      .references(() => galleryWorks.id, { onDelete: 'cascade' }),
    userId: memberRef('user_id', 'cascade').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workId, t.userId] }), index('gallery_likes_user_idx').on(t.userId)],
);
