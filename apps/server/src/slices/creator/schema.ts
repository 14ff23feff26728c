import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  ContributionFormFields,
  ContributionKind,
  CoursewareItem,
  FileRef,
  PluginVersionInput,
} from '@app/contract';
import { memberRef } from '../../kernel/schema.ts';
import { createdAt, updatedAt } from '../../db/columns.ts';

/** A courseware item as stored: the form's item plus the media asset its video became. */
export type StoredCoursewareItem = CoursewareItem & { media_asset_id?: number };

/**
 * A creator's submission of one kind (course / plug / goods). It stays here, private, through draft,
 * review and rejection; approval copies it into the public catalogue (catalogue's publishContribution)
 * and records the product's id in `published_id`. Object names (keys) are stored, never URLs, so a change
 * of storage domain does not break them. `detail` holds courseware items (course) or versions (plug).
 */
export const contributions = pgTable(
  'contributions',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 8 }).notNull().$type<ContributionKind>(),
    userId: memberRef('user_id', 'cascade').notNull(),
    name: varchar('name', { length: 100 }).notNull().default(''),
    author: varchar('author', { length: 50 }).notNull().default(''),
    /** Cover object name (course / plug); for goods the first of `images`. */
    cover: text('cover').notNull().default(''),
    /** goods: material images; plug: display images (intros). */
    images: jsonb('images').notNull().default([]).$type<FileRef[]>(),
    /** Sanitised rich HTML (intro, or desc for goods). */
    intro: text('intro').notNull().default(''),
    explain: varchar('explain', { length: 255 }).notNull().default(''),
    /** '原创' | '转载' | '' (not chosen yet, drafts only). */
    origin: varchar('origin', { length: 4 }).notNull().default(''),
    externalLink: text('external_link').notNull().default(''),
    webLink: text('web_link').notNull().default(''),
    cateId: integer('cate_id').notNull().default(0),
    tagIds: jsonb('tag_ids').notNull().default([]).$type<number[]>(),
    /** '' while a draft has none. */
    price: numeric('price', { precision: 12, scale: 2 }),
    detail: jsonb('detail').notNull().default([]).$type<StoredCoursewareItem[] | PluginVersionInput[]>(),
    /** goods: the material file's object name. */
    material: text('material').notNull().default(''),
    materialName: varchar('material_name', { length: 255 }).notNull().default(''),
    /**
     * The form fields 001 §3 lists that nothing here acts on (sz_course_id, is_publish, is_integral,
     * integral_num, give_integral, send, market_price, videos, push, course iskechegn): one JSON value
     * kept as sent and read back, so editing a draft round-trips; null on rows saved before they were kept.
     */
    formFields: jsonb('form_fields').$type<ContributionFormFields>(),
    status: smallint('status').notNull().default(0),
    isCheck: smallint('is_check').notNull().default(1),
    errors: text('errors').notNull().default(''),
    publishedId: integer('published_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [index('contributions_user_kind_idx').on(t.userId, t.kind, t.createdAt)],
);

export type ContributionRow = typeof contributions.$inferSelect;
export * from './uploads/uploads-table.ts';
