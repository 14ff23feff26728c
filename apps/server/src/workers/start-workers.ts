import type { AppContext } from '../app-context.ts';
import { purgeExpired } from './purge-expired.ts';
import { createJobRunner, type JobHandler, type RunnerOptions } from '../platform/jobs/runner.ts';
import { learningJobHandlers } from '../slices/learning/index.ts';
import { demoClipJobHandler } from '../seed/videos.ts';
import { closeExpiredOrders } from '../slices/commerce/index.ts';
import { reconcileRechargesTask } from '../slices/wallet/index.ts';
import { chatStaleMs, failStaleChatQuestions } from '../slices/ai/index.ts';
import { expireRenders, renderDeps, renderJobHandler, vipEndingJobHandler } from '../slices/ai/index.ts';
import { noticeDeliveryJobHandler } from '../slices/community/index.ts';

export interface PeriodicTask {
  name: string;
  everyMs: number;
  run: (ctx: AppContext) => Promise<unknown>;
}

/** Housekeeping every worker process runs on a timer; queued work (video transcoding) goes through the job queue below. */
export const periodicTasks: PeriodicTask[] = [
  { name: 'purge-expired', everyMs: 60 * 60_000, run: (ctx) => purgeExpired(ctx.db) },
  // Pending product orders close 30 minutes after creation; state lives in the DB, so a restart catches up.
  { name: 'close-expired-orders', everyMs: 60_000, run: (ctx) => closeExpiredOrders(ctx.db) },
  // Recharges: ask the provider about pending ones older than a minute (lost notifies), close them after 30 minutes.
  { name: 'reconcile-recharges', everyMs: 30_000, run: reconcileRechargesTask },
  // AI chat questions whose answering process stopped mid-answer: ended as failed, their charge given back.
  {
    name: 'fail-stale-chats',
    everyMs: 60_000,
    run: (ctx) => failStaleChatQuestions(ctx.db, chatStaleMs(ctx.config)),
  },
  // AI renders still queued after RENDER_QUEUE_TIMEOUT_MINUTES expire with a refund.
  {
    name: 'expire-renders',
    everyMs: 30_000,
    run: (ctx) => expireRenders(ctx.db, ctx.config.RENDER_QUEUE_TIMEOUT_MINUTES),
  },
];

/**
 * The 'worker' role: runs each periodic task now and then on its interval; a failure is logged and retried on
 * the next tick. Answers a stop function (called on shutdown).
 */
/** Handlers of the durable job queue (platform/jobs): every kind this worker runs. */
export function jobHandlers(ctx: AppContext): JobHandler[] {
  return [
    ...learningJobHandlers(ctx),
    // Members told their VIP is about to end (docs/spec-decisions.md "people are told"), scheduled with each new term.
    vipEndingJobHandler(ctx.db),
    // The same notices by SMS or e-mail where the member chose it (account's 消息通知), out of the staff's transaction.
    noticeDeliveryJobHandler(ctx),
    ...(ctx.config.devTools ? [demoClipJobHandler(ctx)] : []),
  ];
}

export function startWorkers(
  ctx: AppContext,
  tasks: PeriodicTask[] = periodicTasks,
  options: Pick<RunnerOptions, 'onRunEnded'> = {},
): () => Promise<void> {
  // Queued jobs: claimed with a lease, so a job whose worker dies is taken over by another poll.
  const leaseMs = ctx.config.JOB_LEASE_SECONDS * 1000;
  const jobRunner = createJobRunner(ctx.db, jobHandlers(ctx), {
    concurrency: ctx.config.JOB_CONCURRENCY,
    leaseMs,
    log: ctx.log,
    ...options,
  });
  jobRunner.start();
  // AI renders have a runner of their own: as many at once as the render backend takes (a GPU: one).
  const renderRunner = createJobRunner(ctx.db, [renderJobHandler(renderDeps(ctx))], {
    concurrency: ctx.services.render.concurrency,
    leaseMs,
    log: ctx.log,
  });
  renderRunner.start();
  const timers = tasks.map((task) => {
    const tick = async () => {
      try {
        const result = await task.run(ctx);
        ctx.log.info({ task: task.name, result }, 'periodic task done');
      } catch (error) {
        ctx.log.error({ err: error, task: task.name }, 'periodic task failed');
      }
    };
    void tick();
    return setInterval(tick, task.everyMs).unref();
  });
  // Awaited before the database closes: a job that has just finished must still be marked done, and an
  // interrupted one handed back to the queue (otherwise it waits for its lease to run out and runs again).
  return async () => {
    timers.forEach(clearInterval);
    await Promise.all([jobRunner.stop(), renderRunner.stop()]);
  };
}
