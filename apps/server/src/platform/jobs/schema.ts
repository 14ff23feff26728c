import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, timestampNow } from '../../db/columns.ts';

export type JobState = 'queued' | 'running' | 'done' | 'failed';

/**
 * The durable job queue (video transcoding, later order closing). A job is claimed with
 * `FOR UPDATE SKIP LOCKED` and held by a lease (`locked_until`): a worker that dies leaves its job
 * 'running' with an expired lease, and the next poll claims it again. `attempts` counts claims, so a
 * job that keeps killing its worker stops at `max_attempts`. `unique_key` makes an enqueue idempotent
 * (one transcode per asset and source) without a read first.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 64 }).notNull(),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    state: varchar('state', { length: 8 }).notNull().default('queued').$type<JobState>(),
    attempts: smallint('attempts').notNull().default(0),
    maxAttempts: smallint('max_attempts').notNull().default(5),
    /** Higher first among due jobs (a VIP's render overtakes others'); 0 for most kinds. */
    priority: smallint('priority').notNull().default(0),
    runAt: timestampNow('run_at'),
    lockedBy: varchar('locked_by', { length: 128 }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    uniqueKey: varchar('unique_key', { length: 200 }),
    /** Free-form progress a handler reports (percent of a transcode); shown to operators. */
    progress: integer('progress').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // The claim query: queued jobs due now, and running jobs whose lease ran out.
    index('jobs_due_idx')
      .on(t.priority.desc(), t.runAt, t.id)
      .where(sql`${t.state} = 'queued'`),
    index('jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.state} = 'running'`),
    uniqueIndex('jobs_unique_key').on(t.uniqueKey),
  ],
);
