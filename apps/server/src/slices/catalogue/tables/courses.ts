import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  ownershipColumns,
  gramsColumn,
  plainTextColumn,
  plainTextOf,
  popularityColumns,
  priceColumns,
  productIndexes,
  reviewColumns,
} from './columns.ts';
import { mediaAssets } from '../../../platform/media/schema.ts';
import { createdAt, updatedAt } from '../../../db/columns.ts';

/** Video courses (product_type 1). `user_id` is the teacher; `suggest_user_id` the recommender. */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    /** Cover image URL ('/files/public/…'). */
    images: text('images').notNull().default(''),
    /** Rich HTML (sanitised when written by creators). */
    intro: text('intro').notNull().default(''),
    /** intro without tags, kept by the database (search and card text). */
    introText: plainTextColumn('intro_text', 'intro'),
    /** The grams of name, author and tag-free intro (search, see columns.ts gramsColumn). */
    grams: gramsColumn(['"name"', '"author"', plainTextOf('intro')]),
    /** One-line summary shown in prev/next and recommendation lists. */
    explain: varchar('explain', { length: 255 }).notNull().default(''),
    ...priceColumns(),
    /** Crossed-out reference price; shown only when it differs from price. */
    marketPrice: numeric('market_price', { precision: 12, scale: 2 }).notNull().default('0'),
    ...ownershipColumns(),
    ...reviewColumns(),
    /** Learners (members who joined the course). */
    num: integer('num').notNull().default(0),
    ...popularityColumns(),
    /** Has downloadable attachments. */
    isAnnex: boolean('is_annex').notNull().default(false),
    /** Optional advertisement image and its link on the course page. */
    adFile: text('ad_file').notNull().default(''),
    adLink: text('ad_link').notNull().default(''),
    /** 'original' (原创) or 'reprint' (转载, with external_link to the source). */
    type: varchar('type', { length: 8 }).notNull().default('original').$type<'original' | 'reprint'>(),
    externalLink: text('external_link').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('courses_user_idx').on(t.userId), ...productIndexes('courses', t, t.introText)],
);

/** Chapters of a course, in `sort` order. A locked chapter (lock_status 1) shows a lock icon. */
export const courseChapters = pgTable(
  'course_chapters',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    sort: integer('sort').notNull().default(0),
    lockStatus: smallint('lock_status').notNull().default(0),
  },
  (t) => [index('course_chapters_course_idx').on(t.courseId, t.sort)],
);

/**
 * Lessons. is_first 1 = free preview for non-purchasers; lock_status 1 = not playable online even when
 * purchased. media_asset_id points at the transcoded video once the media pipeline exists.
 */
export const courseTasks = pgTable(
  'course_tasks',
  {
    id: serial('id').primaryKey(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => courseChapters.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    sort: integer('sort').notNull().default(0),
    lockStatus: smallint('lock_status').notNull().default(0),
    isFirst: smallint('is_first').notNull().default(0),
    images: text('images').notNull().default(''),
    /** Length in seconds. */
    duration: integer('duration').notNull().default(0),
    mediaAssetId: integer('media_asset_id').references(() => mediaAssets.id, { onDelete: 'set null' }),
    /**
     * A replacement video still transcoding (back office upload): learners keep playing media_asset_id
     * until the transcode is ready, which moves this asset into media_asset_id (learning's transcode job).
     */
    pendingMediaAssetId: integer('pending_media_asset_id').references(() => mediaAssets.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('course_tasks_course_idx').on(t.courseId, t.sort),
    index('course_tasks_chapter_idx').on(t.chapterId, t.sort),
  ],
);

/** Downloadable files of a course (purchasers only); `file_key` is a private storage key. */
export const courseAttachments = pgTable(
  'course_attachments',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id').references(() => courseChapters.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 100 }).notNull(),
    fileKey: text('file_key').notNull(),
    size: integer('size').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('course_attachments_course_idx').on(t.courseId)],
);
