import type { CourseAdsConfig } from '@app/contract';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { memberRef } from '../../kernel/schema.ts';
import { courses, courseTasks } from '../catalogue/schema.ts';
import { createdAt, updatedAt } from '../../db/columns.ts';

/**
 * Scrolling viewer comments (弹幕, 002 §3 "Scrolling comment") of one lesson: what the member typed (cleaned),
 * where in the video it appears (stime, ms) and how it looks (mode, size, colour). Read back by lesson in
 * video-time order, so that index leads.
 */
export const danmaku = pgTable(
  'danmaku',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => courseTasks.id, { onDelete: 'cascade' }),
    userId: memberRef('user_id', 'cascade').notNull(),
    /** 1, 4, 5, 6, 7, 8 or 17 (contract DANMAKU_MODES). */
    mode: smallint('mode').notNull(),
    /** At most DANMAKU_MAX_CHARS code points; 4 UTF-16 units each is the worst case. */
    text: varchar('text', { length: 200 }).notNull(),
    stimeMs: integer('stime_ms').notNull(),
    size: smallint('size').notNull(),
    /** Integer RGB. */
    color: integer('color').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('danmaku_task_time').on(t.taskId, t.stimeMs),
    index('danmaku_task_newest').on(t.taskId, t.id),
  ],
);

/**
 * A course's ads (002 §4 / §9), one row per course, in the contract's shape (courseAdsConfig) with storage
 * keys where the answer will hold signed links. Written by the seed and by the back office (admin/player).
 */
export const courseAds = pgTable('player_course_ads', {
  courseId: integer('course_id')
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
  config: jsonb('config').$type<CourseAdsConfig>().notNull(),
  /** Off: the player shows none (staff switch ads off without losing their settings). */
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: updatedAt(),
});

/** Progress markers of a lesson (002 §3 "Progress marker"): a point in the video with its popup. */
export const lessonMarkers = pgTable(
  'player_lesson_markers',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => courseTasks.id, { onDelete: 'cascade' }),
    offsetSeconds: integer('offset_seconds').notNull(),
    title: varchar('title', { length: 60 }).notNull(),
    describe: varchar('describe', { length: 200 }).notNull().default(''),
    /** A public storage key of the popup's picture, '' for none. */
    coverKey: varchar('cover_key', { length: 300 }).notNull().default(''),
  },
  (t) => [index('player_lesson_markers_task').on(t.taskId, t.offsetSeconds)],
);

/** WebVTT captions of a lesson (uploaded by creators later; the demo lessons have a Chinese one). */
export const lessonCaptions = pgTable(
  'player_lesson_captions',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => courseTasks.id, { onDelete: 'cascade' }),
    lang: varchar('lang', { length: 16 }).notNull(),
    label: varchar('label', { length: 30 }).notNull(),
    /** Private storage key of the .vtt file (answered as a signed link). */
    fileKey: varchar('file_key', { length: 300 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [index('player_lesson_captions_task').on(t.taskId)],
);
