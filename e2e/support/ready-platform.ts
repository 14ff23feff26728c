import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  TEST_DEMO_PICTURE_CACHE_DIR,
  TEST_DEMO_VIDEO_CACHE_DIR,
} from '../../apps/server/test/demo-picture-cache.ts';
import {
  ensureServerBuild,
  freePort,
  stopGroup,
  until,
  waitReady,
} from '../../apps/server/test/processes.ts';
import { databaseUrl, withClient } from './database.ts';

/**
 * One seeded, fully transcoded platform for a whole end-to-end run (it keeps the e2e run short). It is
 * started once from the compiled build on a fresh PostgreSQL database and data directory, left running until
 * the demo data is in and every queued job (the demo clips drawn and transcoded) is done, then stopped. Each
 * e2e group starts its own platform on a copy of it (`CREATE DATABASE … TEMPLATE` and a copy of the data
 * directory), so no test waits minutes for the demo transcodes and no group repeats them.
 */
export interface ReadyPlatform {
  /** The template database, on the server of the admin URL it was made with. */
  databaseName: string;
  dataDir: string;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The environment of every e2e platform process: the prepared one and each group's. */
export function e2eServerEnv(): Record<string, string> {
  return {
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    // The demo's WebP pictures from the cache the API tests share (keyed by content): not drawn on every run.
    DEMO_PICTURE_CACHE_DIR: TEST_DEMO_PICTURE_CACHE_DIR,
    // The narrated lessons' 课程导学 only (featured lessons play them too), from a cache kept between runs.
    DEMO_MEDIA: 'guides',
    DEMO_VIDEO_CACHE_DIR: TEST_DEMO_VIDEO_CACHE_DIR,
    // AI render: the CPU preview billed like a GPU render, one at a time and at least 4 s each, so the
    // end-to-end tests see billing and a queue that moves (e2e/ai-render.e2e.test.ts).
    RENDER_PREVIEW_BILLING: 'charge',
    RENDER_PREVIEW_DELAY_MS: '4000',
    RENDER_CONCURRENCY: '1',
  };
}

/** The compiled server (what production runs) in a process group of its own. */
export function spawnCompiledPlatform(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--enable-source-maps', ensureServerBuild()], {
    cwd: repoRoot,
    env: { ...process.env, ...e2eServerEnv(), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
}

/**
 * Whether the platform is ready: no job queued or running and every demo video playable. A job that failed
 * for good is answered with its error (waiting longer would not help).
 */
async function readiness(url: string): Promise<'ready' | 'pending' | { failed: string }> {
  let state: 'ready' | 'pending' | { failed: string } = 'pending';
  await withClient(url, async (client: pg.Client) => {
    const failed = await client.query<{ kind: string; last_error: string }>(
      `select kind, last_error from jobs where state = 'failed' limit 1`,
    );
    const { rows } = await client.query<{ n: number }>(`
      select (select count(*) from jobs where state in ('queued', 'running'))::int
           + (select count(*) from media_assets where state <> 'ready')::int as n`);
    if (failed.rows[0]) state = { failed: `${failed.rows[0].kind}: ${failed.rows[0].last_error}` };
    else if (rows[0]!.n === 0) state = 'ready';
  });
  return state;
}

export async function prepareReadyPlatform(adminUrl: string): Promise<ReadyPlatform> {
  const started = Date.now();
  const databaseName = `e2e_ready_${randomBytes(5).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'platform-e2e-ready-'));
  await withClient(adminUrl, (client) => client.query(`create database ${databaseName}`));
  const url = databaseUrl(adminUrl, databaseName);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawnCompiledPlatform({
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    PUBLIC_URL: base,
    // Two demo clips at a time: the machine's two cores draw and transcode them side by side.
    JOB_CONCURRENCY: '2',
  });
  try {
    // The first start migrates and writes the demo data before it listens.
    await waitReady(base, server, 240_000);
    const outcome = await until('the demo clips transcoded', 600_000, async () => {
      const state = await readiness(url);
      return state === 'pending' ? null : state;
    });
    if (outcome !== 'ready') throw new Error(`e2e: a demo job failed: ${outcome.failed}`);
  } finally {
    await stopGroup(server, 'SIGTERM');
  }
  console.log(`e2e: ready platform prepared in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { databaseName, dataDir };
}

/** A group's own platform data: a database cloned from the ready one and a copy of its data directory. */
export async function cloneReadyPlatform(
  adminUrl: string,
  ready: ReadyPlatform,
): Promise<{ url: string; dataDir: string; drop: () => Promise<void> }> {
  const name = `e2e_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) =>
    client.query(`create database ${name} template ${ready.databaseName}`),
  );
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'platform-e2e-'));
  cpSync(ready.dataDir, dataDir, { recursive: true });
  return {
    url: databaseUrl(adminUrl, name),
    dataDir,
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export async function dropReadyPlatform(adminUrl: string, ready: ReadyPlatform): Promise<void> {
  rmSync(ready.dataDir, { recursive: true, force: true });
  await withClient(adminUrl, (client) =>
    client.query(`drop database if exists ${ready.databaseName} with (force)`),
  );
}
