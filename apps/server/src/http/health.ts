import { sql } from 'drizzle-orm';
import type { App } from '../app-context.ts';
import { isDraining } from './drain.ts';
import { rawRoute } from './raw-route.ts';

/**
 * Liveness (/healthz: the process answers) and readiness (/readyz: the database answers and the node is not
 * draining for a stop, http/drain.ts).
 */
export function registerHealthRoutes(app: App): void {
  rawRoute(app, { method: 'GET', url: '/healthz' }, async () => ({ status: 'ok' }));
  rawRoute(app, { method: 'GET', url: '/readyz' }, async ({ reply }) => {
    if (isDraining(app)) return reply.status(503).send({ status: 'draining' });
    try {
      await app.ctx.db.execute(sql`select 1`);
      return { status: 'ready', database: app.ctx.database.kind };
    } catch (error) {
      app.log.warn({ err: error }, 'database not ready');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
