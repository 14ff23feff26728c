import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { memberRef } from '../../kernel/schema.ts';
import { createdAt } from '../../db/columns.ts';

/** Who follows whom (000 §2.14). One row per pair; following oneself is impossible by constraint too. */
export const follows = pgTable(
  'follows',
  {
    followerId: memberRef('follower_id', 'cascade').notNull(),
    followeeId: memberRef('followee_id', 'cascade').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('follows_pair_unique').on(t.followerId, t.followeeId),
    // Fans and following lists are newest-follow first.
    index('follows_followee_idx').on(t.followeeId, t.createdAt),
    index('follows_follower_created_idx').on(t.followerId, t.createdAt),
    check('follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

/** What a comment is about: a course (shown as 'task' in the message list, 001 §2.12) or a material. */
export type CommentTargetType = 'course' | 'goods';

/**
 * Comments on a course or a material (000 §2.8). Content is plain text stored as typed (clients escape it).
 * user_id becomes null when the member is deleted: the comment stays and shows as '匿名'.
 */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    userId: memberRef('user_id', 'set null'),
    targetType: varchar('target_type', { length: 8 }).notNull().$type<CommentTargetType>(),
    targetId: integer('target_id').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_target_idx').on(t.targetType, t.targetId, t.createdAt),
    // Serves both "my comments" (replies to me) and the daily limit count.
    index('comments_user_idx').on(t.userId, t.targetType, t.createdAt),
  ],
);

/**
 * Replies to a comment; the reply's addressee is the comment's author. `readAt` stays null until that
 * author opens the message list (wait_read, 001 §2.12); a reply to one's own comment is born read.
 */
export const commentReplies = pgTable(
  'comment_replies',
  {
    id: serial('id').primaryKey(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: memberRef('user_id', 'set null'),
    content: text('content').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('comment_replies_comment_idx').on(t.commentId, t.createdAt),
    index('comment_replies_user_idx').on(t.userId, t.createdAt),
    index('comment_replies_unread_idx')
      .on(t.commentId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * System notices to one member (docs/spec-decisions.md "people are told"): what staff did to their submission, order or invoice,
 * shown in 消息回复 beside the replies and counted in wait_read until the member opens that list. Written
 * only by `sendMemberNotice`, inside the transaction of the action it reports, so a rolled-back action
 * leaves no notice.
 */
export const memberNotices = pgTable(
  'member_notices',
  {
    id: serial('id').primaryKey(),
    userId: memberRef('user_id', 'cascade').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    body: text('body').notNull(),
    /** A site path the notice leads to (the order, the submission list); null when there is none. */
    link: varchar('link', { length: 300 }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('member_notices_user_idx').on(t.userId, t.createdAt),
    index('member_notices_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
