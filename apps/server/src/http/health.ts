import { sql } from 'drizzle-orm';
import type { App } from '../app-context.ts';

/** Liveness (/healthz: the process answers) and readiness (/readyz: the database answers). */
export function registerHealthRoutes(app: App): void {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await app.ctx.db.execute(sql`select 1`);
      return { status: 'ready', database: app.ctx.database.kind };
    } catch (error) {
      app.log.warn({ err: error }, 'database not ready');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
