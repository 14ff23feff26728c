import type { AppContext } from '../app-context.ts';
import { purgeExpired } from './purge-expired.ts';

export interface PeriodicTask {
  name: string;
  everyMs: number;
  run: (ctx: AppContext) => Promise<unknown>;
}

/** Housekeeping every worker process runs. Durable queued jobs (video transcoding, order closing) join later. */
export const periodicTasks: PeriodicTask[] = [{ name: 'purge-expired', everyMs: 60 * 60_000, run: (ctx) => purgeExpired(ctx.db) }];

/**
 * The 'worker' role: runs each periodic task now and then on its interval; a failure is logged and retried on
 * the next tick. Answers a stop function (called on shutdown).
 */
export function startWorkers(ctx: AppContext, tasks: PeriodicTask[] = periodicTasks): () => void {
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
  return () => timers.forEach(clearInterval);
}
