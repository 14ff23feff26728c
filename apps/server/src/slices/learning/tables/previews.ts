import { integer, pgTable } from 'drizzle-orm/pg-core';
import { courses } from '../../catalogue/schema.ts';
import { updatedAt } from '../../../db/columns.ts';

/**
 * A course whose lessons a viewer without it may try (002 §4 "Free preview"): the first `seconds`
 * of each lesson they could not play otherwise. The server is the lock: their master playlist's grant
 * carries the preview, and their media playlists end there (playback-routes.ts).
 */
export const coursePreviews = pgTable('course_previews', {
  courseId: integer('course_id')
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
  seconds: integer('seconds').notNull(),
  updatedAt: updatedAt(),
});
