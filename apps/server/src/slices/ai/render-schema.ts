import { sql } from 'drizzle-orm';
import {
  bigint,
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { RenderState } from '@app/contract';
import { memberRef } from '../../kernel/schema.ts';
import { createdAt, updatedAt } from '../../db/columns.ts';

/**
 * AI smart render's styles (002 §3): top-level categories (parent_id null) shown as tabs, and their child
 * styles with the prompt and negative prompt a pick fills in, a cover and the palette the preview paints with.
 */
export const aiRenderStyles = pgTable(
  'ai_render_styles',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => aiRenderStyles.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    promt: text('promt').notNull().default(''),
    fpromt: text('fpromt').notNull().default(''),
    cover: text('cover').notNull().default(''),
    /** Three '#rrggbb' colours, dark to light: what the CPU preview paints this style's regions with. */
    palette: varchar('palette', { length: 32 }).notNull().default('#1f2933,#52606d,#e4e7eb'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('ai_render_styles_parent_idx').on(t.parentId, t.sort, t.id)],
);

/** What a render was asked for; kept whole so the history can show it and re-run it with the same seed. */
export interface RenderParams {
  promt: string;
  fpromt: string;
  quality: 1 | 2 | 3;
  size: 1 | 2 | 3 | 4 | 5;
  /** Upload names as the member sent them ('' = none). */
  image1: string;
  image2: string;
  weight1: number;
  weight2: number;
  type1: number;
  type2: 1 | 2 | 3;
  cfg: number;
  sampler: string;
  steps: number;
  vae: number;
}

/** One stored result image (private storage key). */
export interface RenderOutputFile {
  key: string;
  contentType: string;
  width: number;
  height: number;
}

export type RenderPaidWith = 'vip' | 'free' | 'photons' | 'preview';

/**
 * Render jobs: our own record of every generate, and the truth about it (002 §4). The durable job queue
 * (platform/jobs, kind 'ai.render') only carries the work: a job row there points here, and a job whose render
 * row is no longer queued or running does nothing. Every state change out of queued/running is one conditional
 * UPDATE, so the charge is refunded at most once whoever ends the job (worker, cancel, expiry, give-up).
 */
export const aiRenderJobs = pgTable(
  'ai_render_jobs',
  {
    id: serial('id').primaryKey(),
    /** 'J' + China-time second + random digits: the ledger's source number of the charge and the refund. */
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    userId: memberRef('user_id').notNull(),
    state: varchar('state', { length: 10 }).notNull().default('queued').$type<RenderState>(),
    /** 1 for a VIP's job (claimed before every 0), 0 otherwise. */
    priority: smallint('priority').notNull().default(0),
    styleId: integer('style_id').references(() => aiRenderStyles.id, { onDelete: 'set null' }),
    style: varchar('style', { length: 50 }).notNull(),
    params: jsonb('params').notNull().$type<RenderParams>(),
    /** Same requests (seed aside) have the same fingerprint: a re-sent generate is answered as a poll. */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    seed: bigint('seed', { mode: 'number' }).notNull(),
    /** The adapter that renders it ('preview' | 'a1111' | 'comfyui'), fixed when queued. */
    backend: varchar('backend', { length: 16 }).notNull(),
    cost: numeric('cost', { precision: 14, scale: 2 }).notNull().default('0'),
    paidWith: varchar('paid_with', { length: 8 }).notNull().$type<RenderPaidWith>(),
    /** The China day whose free use this job took (given back to that day on a refund). */
    freeDay: varchar('free_day', { length: 10 }),
    chargeEntryId: integer('charge_entry_id'),
    refundEntryId: integer('refund_entry_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    queueJobId: bigint('queue_job_id', { mode: 'number' }),
    /** The run that may commit a result (a run presumed dead and replaced cannot overwrite its successor). */
    runId: varchar('run_id', { length: 32 }),
    runs: smallint('runs').notNull().default(0),
    outputs: jsonb('outputs').notNull().default([]).$type<RenderOutputFile[]>(),
    error: text('error').notNull().default(''),
    /** When a finished image was first answered to the member (a later identical generate is a new job). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ai_render_jobs_order_no_unique').on(t.orderNo),
    index('ai_render_jobs_user_idx').on(t.userId, t.id),
    // Who is ahead: queued jobs in claim order (priority first, then age).
    index('ai_render_jobs_queue_idx')
      .on(t.priority, t.id)
      .where(sql`${t.state} = 'queued'`),
    index('ai_render_jobs_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.state} in ('queued', 'running')`),
  ],
);

export type RenderJobRow = typeof aiRenderJobs.$inferSelect;
