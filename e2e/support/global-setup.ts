import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEST_DEMO_PICTURE_CACHE_DIR } from '../../apps/server/test/demo-picture-cache.ts';
import { freePort, waitReady } from '../../apps/server/test/processes.ts';
import { freshE2eDatabase } from './database.ts';

/**
 * Starts one real platform (API + SSR web + workers, a fresh PostgreSQL database and data dir, demo data) for
 * the end-to-end tests; the web build must exist (scripts/test.sh builds it). Tests read `baseURL`, and the
 * `databaseUrl` + `dataDir` an operator command needs, through inject().
 */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'platform-e2e-'));
  const database = await freshE2eDatabase();
  const baseURL = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // The demo's WebP pictures from the cache the API tests share (keyed by content): not drawn on every run.
      DEMO_PICTURE_CACHE_DIR: TEST_DEMO_PICTURE_CACHE_DIR,
      // AI render: the CPU preview billed like a GPU render, one at a time and at least 4 s each, so the
      // end-to-end tests see billing and a queue that moves (e2e/ai-render.e2e.test.ts).
      RENDER_PREVIEW_BILLING: 'charge',
      RENDER_PREVIEW_DELAY_MS: '4000',
      RENDER_CONCURRENCY: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  await waitReady(baseURL, server);
  project.provide('baseURL', baseURL);
  project.provide('databaseUrl', database.url);
  project.provide('dataDir', dataDir);
  return async () => {
    if (server.exitCode === null && server.pid) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
    try {
      // Every purchase and recharge of the run went through this platform: its ledger must still add up.
      auditWallets(dataDir, database.url);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    }
  };
}

/** `npm run wallet:audit` on the run's data; a difference fails the run with the audit's report. */
function auditWallets(dataDir: string, databaseUrl: string): void {
  const audit = spawnSync('npx', ['tsx', 'apps/server/src/cli/wallet-audit.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  process.stdout.write(
    `wallet:audit after the end-to-end run (exit ${audit.status}):\n${audit.stdout}${audit.stderr}`,
  );
  if (audit.status !== 0) throw new Error('wallet:audit found differences after the end-to-end run');
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    databaseUrl: string;
    dataDir: string;
  }
}
