import { and, asc, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { jobs } from './schema.ts';

export type JobRow = typeof jobs.$inferSelect;

/** A job as one worker holds it: `attempts` is this claim's number, which completion and failure must match. */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  lockedBy: string;
}

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  /** An enqueue with a key already present adds nothing (answers null). */
  uniqueKey?: string;
  runAt?: Date;
  maxAttempts?: number;
  /** Claimed before due jobs of lower priority (default 0). */
  priority?: number;
}

const leaseEnd = (leaseMs: number) => sql`now() + ${Math.round(leaseMs)} * interval '1 millisecond'`;

/** Adds a job; null when `uniqueKey` was taken (the job exists already, whatever its state). */
export async function enqueueJob(db: DbOrTx, job: NewJob): Promise<number | null> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload,
      uniqueKey: job.uniqueKey ?? null,
      ...(job.runAt ? { runAt: job.runAt } : {}),
      ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
      ...(job.priority ? { priority: job.priority } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/**
 * Takes the next due job of the given kinds, highest priority first, then the longest due: a queued one
 * whose time has come, or a running one whose worker's lease ran out (the worker died). `FOR UPDATE SKIP LOCKED` lets many workers poll at once
 * without waiting on each other or ever taking the same row; the claim itself is one statement.
 */
export async function claimJob(
  db: DbOrTx,
  options: { workerId: string; kinds: readonly string[]; leaseMs: number },
): Promise<ClaimedJob | null> {
  if (options.kinds.length === 0) return null;
  const claimable = and(
    inArray(jobs.kind, [...options.kinds]),
    or(
      and(eq(jobs.state, 'queued'), lte(jobs.runAt, sql`now()`)),
      and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, sql`now()`), lt(jobs.attempts, jobs.maxAttempts)),
    ),
  );
  const next = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(claimable)
    .orderBy(desc(jobs.priority), asc(jobs.runAt), asc(jobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(jobs)
    .set({
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: options.workerId,
      lockedUntil: leaseEnd(options.leaseMs),
      updatedAt: sql`now()`,
    })
    // `= (subquery)` is evaluated once (an InitPlan); `IN (subquery)` may be re-run per row and claim many.
    .where(and(sql`${jobs.id} = (${next})`, claimable))
    .returning();
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    lockedBy: options.workerId,
  };
}

/** Only the claim that is still current may touch the row (same worker, same attempt, still running). */
function stillHeld(job: ClaimedJob) {
  return and(
    eq(jobs.id, job.id),
    eq(jobs.state, 'running'),
    eq(jobs.lockedBy, job.lockedBy),
    eq(jobs.attempts, job.attempts),
  );
}

/** Pushes the lease forward while a long job runs; false means the job was lost to another worker. */
export async function extendLease(db: DbOrTx, job: ClaimedJob, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: leaseEnd(leaseMs), updatedAt: sql`now()` })
    .where(stillHeld(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function reportJobProgress(db: DbOrTx, job: ClaimedJob, percent: number): Promise<void> {
  await db
    .update(jobs)
    .set({ progress: Math.max(0, Math.min(100, Math.round(percent))), updatedAt: sql`now()` })
    .where(stillHeld(job));
}

/** Marks the job done; false when this claim is no longer current (its result must then be discarded). */
export async function completeJob(db: DbOrTx, job: ClaimedJob): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      state: 'done',
      progress: 100,
      lockedBy: null,
      lockedUntil: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(stillHeld(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Waits 10 s, 20 s, 40 s … after each failure, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(3_600_000, 10_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Records a failed attempt: the job goes back to the queue after a backoff, or to 'failed' once it used
 * its attempts. 'lost' when this claim was no longer current (another worker owns the job now).
 */
export async function failJob(
  db: DbOrTx,
  job: ClaimedJob,
  error: string,
  delayMs = retryDelayMs(job.attempts),
): Promise<'retry' | 'failed' | 'lost'> {
  const final = job.attempts >= job.maxAttempts;
  const rows = await db
    .update(jobs)
    .set({
      state: final ? 'failed' : 'queued',
      lastError: error.slice(0, 4000),
      lockedBy: null,
      lockedUntil: null,
      ...(final ? { finishedAt: sql`now()` } : { runAt: leaseEnd(delayMs) }),
      updatedAt: sql`now()`,
    })
    .where(stillHeld(job))
    .returning({ id: jobs.id });
  if (rows.length === 0) return 'lost';
  return final ? 'failed' : 'retry';
}

/**
 * Jobs whose worker died on their last allowed attempt are never claimed again; this marks them failed
 * (answering them so their handlers can record the failure on what the job was about).
 */
export async function failAbandonedJobs(db: DbOrTx, kinds: readonly string[]): Promise<JobRow[]> {
  if (kinds.length === 0) return [];
  return db
    .update(jobs)
    .set({
      state: 'failed',
      lastError: sql`coalesce(${jobs.lastError} || E'\n', '') || '工作进程在处理中退出，重试次数已用完'`,
      lockedBy: null,
      lockedUntil: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        inArray(jobs.kind, [...kinds]),
        eq(jobs.state, 'running'),
        lt(jobs.lockedUntil, sql`now()`),
        sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
      ),
    )
    .returning();
}

/**
 * Hands a job back untouched when its worker shuts down mid-way (deploy, Ctrl-C): queued again at once,
 * and the interrupted claim does not count as an attempt.
 */
export async function releaseJob(db: DbOrTx, job: ClaimedJob): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      state: 'queued',
      attempts: sql`${jobs.attempts} - 1`,
      lockedBy: null,
      lockedUntil: null,
      runAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(stillHeld(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}
