import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { freePort, stopGroup, waitReady } from '../../apps/server/test/processes.ts';
import { startProjectPostgres } from './database.ts';
import {
  cloneReadyPlatform,
  dropReadyPlatform,
  prepareReadyPlatform,
  spawnCompiledPlatform,
  type ReadyPlatform,
} from './ready-platform.ts';

/**
 * Starts one real platform (API + SSR web + workers, compiled as production runs it) for the end-to-end
 * tests, on a copy of the run's ready platform (support/ready-platform.ts: PostgreSQL database and data dir
 * with the demo data in and the demo clips transcoded). scripts/test.sh prepares that once for every group
 * and names it in E2E_READY (a JSON file); a run without it prepares its own. The web build must exist.
 * Tests read `baseURL`, and the `databaseUrl` + `dataDir` an operator command needs, through inject().
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL ?? startProjectPostgres();
  const shared = process.env.E2E_READY
    ? (JSON.parse(readFileSync(process.env.E2E_READY, 'utf8')) as ReadyPlatform)
    : null;
  const ready = shared ?? (await prepareReadyPlatform(adminUrl));
  const copy = await cloneReadyPlatform(adminUrl, ready);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawnCompiledPlatform({
    PORT: String(port),
    DATA_DIR: copy.dataDir,
    DATABASE_URL: copy.url,
    PUBLIC_URL: baseURL,
  });
  await waitReady(baseURL, server);
  project.provide('baseURL', baseURL);
  project.provide('databaseUrl', copy.url);
  project.provide('dataDir', copy.dataDir);
  return async () => {
    await stopGroup(server, 'SIGTERM');
    try {
      // Every purchase and recharge of the run went through this platform: its ledger must still add up.
      auditWallets(copy.dataDir, copy.url);
    } finally {
      await copy.drop();
      if (!shared) await dropReadyPlatform(adminUrl, ready);
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
