import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { UploadPurpose } from '@app/contract';
import { memberRef } from '../../../kernel/members/member-ref.ts';
import { createdAt } from '../../../db/columns.ts';

export type UploadState = 'uploading' | 'complete' | 'aborted';

/**
 * Direct uploads from a browser to object storage (multipart on both drivers), by a member (creators) or
 * by staff (the back office's lesson videos). The row is what ties a storage key to its owner: a submission
 * or a lesson may only name keys of its owner's completed uploads, and a part URL is only signed for the
 * owner's own open upload. Exactly one owner column is set: `user_id` (cascades with the member) or
 * `staff_id` (staff accounts are disabled, never deleted; the staff table belongs to the admin slice, which
 * the kernel cannot reference). `driver_upload_id` is storage's own upload id, never shown to the client.
 */
export const directUploads = pgTable(
  'direct_uploads',
  {
    id: serial('id').primaryKey(),
    userId: memberRef('user_id', 'cascade'),
    staffId: integer('staff_id'),
    purpose: varchar('purpose', { length: 12 }).notNull().$type<UploadPurpose>(),
    key: text('key').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    partSize: integer('part_size').notNull(),
    partCount: integer('part_count').notNull(),
    driverUploadId: text('driver_upload_id').notNull(),
    state: varchar('state', { length: 10 }).notNull().default('uploading').$type<UploadState>(),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('direct_uploads_user_idx').on(t.userId, t.key),
    index('direct_uploads_staff_idx').on(t.staffId, t.key),
    check('direct_uploads_one_owner', sql`(${t.userId} is null) <> (${t.staffId} is null)`),
  ],
);

export type DirectUploadRow = typeof directUploads.$inferSelect;
