import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { DbOrTx } from '../../db/client.ts';
import {
  type ClaimedJob,
  claimJob,
  completeJob,
  extendLease,
  failAbandonedJobs,
  failJob,
  releaseJob,
  reportJobProgress,
} from './queue.ts';

export interface JobContext {
  job: ClaimedJob;
  /**
   * Aborted when the worker stops or loses the job (its lease was taken over): the handler should stop
   * its work (kill child processes), must not commit results, and ends by throwing (`signal.throwIfAborted()`);
   * a handler that returns normally has finished its work, and the job is completed.
   */
  signal: AbortSignal;
  progress(percent: number): Promise<void>;
  isLastAttempt: boolean;
}

/**
 * What a slice registers for one job kind. Handlers must be idempotent: a job may start more than once
 * (a worker died half-way), and only one run may commit its result (see the transcode handler's run id).
 */
export interface JobHandler {
  kind: string;
  run(payload: Record<string, unknown>, job: JobContext): Promise<void>;
  /** Called once when the job will not be tried again (last attempt failed, or its worker died on it). */
  giveUp?(payload: Record<string, unknown>, error: string): Promise<void>;
}

interface Log {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface RunnerOptions {
  workerId?: string;
  /** How long a claim holds without a heartbeat; a dead worker's job is taken over after this. */
  leaseMs?: number;
  /** Sleep between polls when the queue is empty. */
  pollMs?: number;
  /** Jobs this process runs at once (transcodes are CPU bound: 1 by default). */
  concurrency?: number;
  log?: Log;
  /** Told when a claimed job's run ends (metrics: job durations by kind and outcome). */
  onRunEnded?: (kind: string, outcome: RunOutcome, seconds: number) => void;
}

export type RunOutcome = 'idle' | 'done' | 'retry' | 'failed' | 'lost' | 'released';

export interface JobRunner {
  readonly workerId: string;
  start(): void;
  /** Stops polling, interrupts running jobs (they go back to the queue) and waits for them. */
  stop(): Promise<void>;
  /** Claims and runs one job (tests and CLIs); 'idle' when none is due. */
  runNext(): Promise<RunOutcome>;
  /** Runs jobs until none is due; answers how many ran. */
  runUntilIdle(): Promise<number>;
}

const silent: Log = { info() {}, warn() {}, error() {} };
const ABANDONED_CHECK_MS = 15_000;

export function createJobRunner(db: DbOrTx, handlers: JobHandler[], options: RunnerOptions = {}): JobRunner {
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const leaseMs = options.leaseMs ?? 60_000;
  const pollMs = options.pollMs ?? 1_000;
  const log = options.log ?? silent;
  const byKind = new Map(handlers.map((h) => [h.kind, h]));
  const kinds = [...byKind.keys()];
  const running = new Set<AbortController>();
  let stopping = false;
  let loops: Promise<void>[] = [];
  let wakeSleepers: (() => void)[] = [];
  let lastAbandonedCheck = 0;

  async function giveUp(handler: JobHandler | undefined, payload: Record<string, unknown>, error: string) {
    try {
      await handler?.giveUp?.(payload, error);
    } catch (err) {
      log.error({ err }, 'job giveUp handler failed');
    }
  }

  async function runClaimed(job: ClaimedJob): Promise<RunOutcome> {
    const started = performance.now();
    const outcome = await runHandler(job);
    options.onRunEnded?.(job.kind, outcome, (performance.now() - started) / 1000);
    return outcome;
  }

  async function runHandler(job: ClaimedJob): Promise<RunOutcome> {
    const handler = byKind.get(job.kind)!;
    const controller = new AbortController();
    running.add(controller);
    let lost = false;
    const heartbeat = setInterval(
      () => {
        extendLease(db, job, leaseMs).then(
          (held) => {
            if (!held && !controller.signal.aborted) {
              lost = true;
              controller.abort(new Error('任务已被其他工作进程接管'));
            }
          },
          (err) => log.warn({ err, job: job.id }, 'job heartbeat failed'),
        );
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    heartbeat.unref();
    try {
      await handler.run(job.payload, {
        job,
        signal: controller.signal,
        progress: (percent) => reportJobProgress(db, job, percent),
        isLastAttempt: job.attempts >= job.maxAttempts,
      });
      // The handler came back without throwing: its work is done even if a stop arrived meanwhile, so the
      // job is completed, not handed back to run again. Only a lost lease means another worker owns it now.
      if (lost) return 'lost';
      const done = await completeJob(db, job);
      log.info(
        { job: job.id, kind: job.kind, done },
        done ? 'job done' : 'job finished after losing its lease',
      );
      return done ? 'done' : 'lost';
    } catch (error) {
      if (lost) return 'lost';
      if (stopping && controller.signal.aborted) {
        await releaseJob(db, job);
        return 'released';
      }
      const message = error instanceof Error ? error.message : String(error);
      const outcome = await failJob(db, job, message);
      log.warn({ job: job.id, kind: job.kind, attempt: job.attempts, outcome, err: message }, 'job failed');
      if (outcome === 'failed') await giveUp(handler, job.payload, message);
      return outcome;
    } finally {
      clearInterval(heartbeat);
      running.delete(controller);
    }
  }

  async function failAbandoned(): Promise<void> {
    lastAbandonedCheck = Date.now();
    for (const row of await failAbandonedJobs(db, kinds)) {
      log.warn({ job: row.id, kind: row.kind }, 'job abandoned by its worker too often; failed');
      await giveUp(byKind.get(row.kind), row.payload, row.lastError ?? '');
    }
  }

  async function runNext(): Promise<RunOutcome> {
    if (Date.now() - lastAbandonedCheck > ABANDONED_CHECK_MS) await failAbandoned();
    const job = await claimJob(db, { workerId, kinds, leaseMs });
    return job ? runClaimed(job) : 'idle';
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeSleepers = wakeSleepers.filter((w) => w !== done);
        resolve();
      }
      wakeSleepers.push(done);
    });
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      try {
        if ((await runNext()) === 'idle') await sleep(pollMs);
      } catch (err) {
        // The database was unreachable (restart, network): keep polling, slower.
        log.error({ err }, 'job poll failed');
        await sleep(pollMs * 5);
      }
    }
  }

  return {
    workerId,
    start() {
      if (loops.length > 0 || kinds.length === 0) return;
      stopping = false;
      loops = Array.from({ length: Math.max(1, options.concurrency ?? 1) }, () => loop());
      log.info({ workerId, kinds }, 'job runner started');
    },
    async stop() {
      stopping = true;
      for (const controller of running) controller.abort(new Error('工作进程正在停止'));
      for (const wake of [...wakeSleepers]) wake();
      await Promise.all(loops);
      loops = [];
    },
    runNext,
    async runUntilIdle() {
      let ran = 0;
      while ((await runNext()) !== 'idle') ran += 1;
      return ran;
    },
  };
}
