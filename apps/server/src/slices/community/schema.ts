import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../account/schema.ts';

/** Who follows whom (000 §2.14). */
export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: integer('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('follows_pair_unique').on(t.followerId, t.followeeId),
    index('follows_followee_idx').on(t.followeeId),
  ],
);

/** Comments on a course or a material (000 §2.8); routes come with the community slice. */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: varchar('target_type', { length: 8 }).notNull().$type<'course' | 'goods'>(),
    targetId: integer('target_id').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comments_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('comments_user_idx').on(t.userId),
  ],
);

/** Replies to a comment; `readAt` stays null until the comment's author reads it (wait_read, 001 §2.12). */
export const commentReplies = pgTable(
  'comment_replies',
  {
    id: serial('id').primaryKey(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('comment_replies_comment_idx').on(t.commentId),
    index('comment_replies_unread_idx')
      .on(t.commentId)
      .where(sql`${t.readAt} is null`),
  ],
);
