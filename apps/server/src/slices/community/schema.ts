import { index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../account/schema.ts';

/** Who follows whom (000 §2.14). */
export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    followeeId: integer('followee_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('follows_pair_unique').on(t.followerId, t.followeeId), index('follows_followee_idx').on(t.followeeId)],
);
