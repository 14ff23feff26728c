import { boolean, date, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { memberRef } from '../../../kernel/schema.ts';
import { courses, courseTasks } from '../../catalogue/schema.ts';
import { createdAt, updatedAt } from '../../../db/columns.ts';

/**
 * Where a member is in each lesson (POST /api/courses/progress): the last reported position (the
 * resume point, `watch`) and whether the lesson counts as learned (position reached 90 % once), which
 * makes the course's progress % in 我的学习.
 */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    id: serial('id').primaryKey(),
    userId: memberRef('user_id', 'cascade').notNull(),
    taskId: integer('task_id')
      .notNull()
      .references(() => courseTasks.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Seconds into the lesson when last reported. */
    position: integer('position').notNull().default(0),
    /** The lesson's length as the player reported it (seconds). */
    duration: integer('duration').notNull().default(0),
    finished: boolean('finished').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('lesson_progress_member_task').on(t.userId, t.taskId),
    index('lesson_progress_member_course').on(t.userId, t.courseId, t.updatedAt),
  ],
);

/**
 * One row per viewer, lesson and China calendar day: POST /api/courses/view counts a course view only
 * when it inserts here. Viewers are 'u:<member id>' or, for guests, 'ip:<address>'.
 */
export const lessonViews = pgTable(
  'lesson_views',
  {
    id: serial('id').primaryKey(),
    viewerKey: varchar('viewer_key', { length: 80 }).notNull(),
    userId: memberRef('user_id', 'set null'),
    taskId: integer('task_id')
      .notNull()
      .references(() => courseTasks.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lesson_views_once_a_day').on(t.viewerKey, t.taskId, t.day),
    index('lesson_views_day').on(t.day),
  ],
);

/** Favourite courses (我的收藏); the row id is the `user_course_id` that cancelling sends back. */
export const courseCollects = pgTable(
  'course_collects',
  {
    id: serial('id').primaryKey(),
    userId: memberRef('user_id', 'cascade').notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('course_collects_member_course').on(t.userId, t.courseId),
    index('course_collects_member_created').on(t.userId, t.createdAt),
  ],
);
