/**
 * A render worker in a process of its own (the kill -9 restart test runs it): opens the database named by
 * DATABASE_URL (else the PGlite in DATA_DIR), renders against A1111_URL with a short lease, and either keeps
 * running (`serve`, until killed) or runs until the queue is idle and exits (`drain`). Prints 'ready' on start.
 */
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { createRenderProvider } from '../src/platform/ai/create-render-provider.ts';
import { createJobRunner } from '../src/platform/jobs/runner.ts';
import { createStorage } from '../src/platform/storage/create-storage.ts';
import { renderJobHandler } from '../src/slices/ai/render-run.ts';

const mode = process.argv[2] === 'drain' ? 'drain' : 'serve';
const config = loadConfig({ ...process.env, NODE_ENV: 'test', RENDER_BACKEND: 'a1111', LOG_LEVEL: 'silent' });
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
const runner = createJobRunner(
  database.db,
  [
    renderJobHandler({
      db: database.db,
      storage: createStorage(config),
      provider: createRenderProvider(config),
      config,
    }),
  ],
  { workerId: `render-child-${process.pid}`, leaseMs: Number(process.env.LEASE_MS ?? 1500), pollMs: 100 },
);
console.log('ready');
if (mode === 'drain') {
  await runner.runUntilIdle();
  await database.close();
  process.exit(0);
} else runner.start();
