import { sql } from 'drizzle-orm';
import type { App } from '../app-context.ts';
import { rawRoute } from './raw-route.ts';

/** Liveness (/healthz: the process answers) and readiness (/readyz: the database answers). */
export function registerHealthRoutes(app: App): void {
  rawRoute(app, { method: 'GET', url: '/healthz' }, async () => ({ status: 'ok' }));
  rawRoute(app, { method: 'GET', url: '/readyz' }, async ({ reply }) => {
    try {
      await app.ctx.db.execute(sql`select 1`);
      return { status: 'ready', database: app.ctx.database.kind };
    } catch (error) {
      app.log.warn({ err: error }, 'database not ready');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
