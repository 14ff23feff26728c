import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { bearerSessionResolver } from './slices/account/index.ts';
import { createServices } from './services.ts';
import { ensureDemoData } from './seed/ensure-demo-data.ts';
import { registerWeb } from './web/serve-web.ts';
import { installGracefulShutdown } from './shutdown.ts';
import { listeningAddresses, startBanner } from './start-banner.ts';
import { startWorkers } from './workers/start-workers.ts';

/**
 * One process, three separable roles (ROLES=api,web,worker): the API, the server-rendered web and the
 * background workers. Migrations run on start; demo data is created on first start outside production.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  await database.migrate();
  const services = createServices(config, database.db);
  const context = {
    config,
    database,
    db: database.db,
    services,
    sessions: bearerSessionResolver(database.db),
  };
  const app = await buildApp(context, { registerWeb });
  if (config.devTools && !config.NO_DEMO_DATA) await ensureDemoData({ ...context, log: app.log });
  const stopWorkers = config.ROLES.includes('worker')
    ? startWorkers(app.ctx, undefined, { onRunEnded: app.metrics.observeJob })
    : async () => {};
  const servesRequests = config.ROLES.includes('api') || config.ROLES.includes('web');
  installGracefulShutdown({
    app,
    database,
    stopWorkers,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    drainMs: servesRequests ? config.SHUTDOWN_DRAIN_MS : 0,
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  const listening = listeningAddresses(app.addresses());
  app.log.info(
    {
      roles: config.ROLES,
      database: database.kind,
      url: config.PUBLIC_URL,
      listening,
      demo: config.devTools,
    },
    config.devTools
      ? 'platform started in DEMO mode (dev routes: this machine or X-Dev-Token only)'
      : 'platform started',
  );
  // Plain text, not a log line: the first thing someone who ran `npm start` reads.
  console.log(startBanner(config, listening));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
