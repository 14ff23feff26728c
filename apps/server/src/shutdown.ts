import type { App } from './app-context.ts';
import type { Database } from './db/client.ts';
import { startDraining } from './http/drain.ts';

/**
 * SIGTERM / SIGINT (a deploy, `docker stop`, Ctrl-C) stop the process without losing work:
 * - on SIGTERM (a deploy) an api/web node first drains for `drainMs`: it serves as usual but closes each
 *   connection after its answer, so the proxy in front drops its idle connections to it (http/drain.ts) and
 *   /readyz answers 503; Ctrl-C (SIGINT) skips this;
 * - then the listener closes (no new connections); a request arriving on a kept-alive connection is
 *   answered 503 (Fastify's return503OnClosing), so a load balancer retries it elsewhere; idle
 *   connections are closed;
 * - requests in flight run to their end (a page render, a download, a purchase's transaction);
 * - workers stop: periodic tasks are not started again, and a running job is interrupted and handed back to
 *   the queue with its lease released (platform/jobs runner), so another worker takes it at once rather
 *   than after the lease would have run out;
 * - then the database closes and the process exits 0.
 * Requests still running after `timeoutMs` are cut off (exit 1); a second signal exits at once (exit 130).
 */
export function installGracefulShutdown(input: {
  app: App;
  database: Database;
  stopWorkers: () => Promise<void>;
  timeoutMs: number;
  /** The lame-duck period on SIGTERM (0 for a node that serves no api/web requests). */
  drainMs: number;
}): void {
  const { app, database, stopWorkers, timeoutMs, drainMs } = input;
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal while stopping: exiting now');
      process.exit(130);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight, handing running jobs back');
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs }, 'requests still in flight at the shutdown deadline: exiting anyway');
      process.exit(1);
    }, timeoutMs);
    deadline.unref();
    const closeHttp = async () => {
      if (signal === 'SIGTERM' && drainMs > 0) {
        startDraining(app);
        app.log.info({ drainMs }, 'draining: answering with Connection: close before the listener closes');
        await new Promise((resolve) => setTimeout(resolve, drainMs));
      }
      await app.close();
    };
    try {
      await Promise.all([stopWorkers(), closeHttp()]);
      await app.ctx.services.counters.close?.();
      await database.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  // `on`, not `once`: the second signal must reach shutdown() too, not Node's default (kill at once).
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));
}
