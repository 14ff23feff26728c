import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { App, AppContext } from '../src/app-context.ts';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { createServices } from '../src/services.ts';
import { TEST_DEMO_PICTURE_CACHE_DIR } from './demo-picture-cache.ts';
import { bearerSessionResolver } from '../src/slices/account/sessions.ts';

export interface TestApp {
  app: App;
  ctx: AppContext;
  config: Config;
  /** Calls the API in-process; answers the parsed `{code, msg, data}` plus the HTTP status. */
  call<T = any>(
    method: string,
    url: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; code: number; msg: string; data: T }>;
  close(): Promise<void>;
}

/**
 * A fresh platform per test file: PGlite in memory by default, or a throw-away database on the
 * PostgreSQL server named by TEST_DATABASE_URL (the CI runs the suite both ways).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  /** The web role's routes (with ROLES including 'web'), e.g. web/serve-web.ts servePages on a stand-in render. */
  options: Pick<BuildOptions, 'registerWeb' | 'logger'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'platform-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ROLES: 'api,worker',
    TRUST_PROXY: 'true',
    PUBLIC_CACHE_SECONDS: '0',
    // Every test file seeds into a fresh DATA_DIR; the demo's pictures come from one shared cache.
    DEMO_PICTURE_CACHE_DIR: TEST_DEMO_PICTURE_CACHE_DIR,
    ...env,
  } as NodeJS.ProcessEnv);
  const { database, drop } = await openTestDatabase();
  await database.migrate();
  const services = createServices(config, database.db);
  const app = await buildApp(
    { config, database, db: database.db, services, sessions: bearerSessionResolver(database.db) },
    { logger: false, ...options },
  );
  await app.ready();
  return {
    app,
    ctx: app.ctx,
    config,
    async call(method, url, options = {}) {
      const response = await app.inject({
        method: method as 'GET',
        url,
        payload: options.body as never,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
      });
      let json: any = {};
      try {
        json = response.json();
      } catch {
        json = { code: -1, msg: response.body, data: null };
      }
      return { status: response.statusCode, code: json.code, msg: json.msg, data: json.data };
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const throwaway = await createThrowawayDatabase();
  if (!throwaway) return { database: await openDatabase({ dataDir: 'memory://' }), drop: async () => {} };
  return { database: await openDatabase({ url: throwaway.url, dataDir: 'memory://' }), drop: throwaway.drop };
}

/**
 * A fresh database on the PostgreSQL server in TEST_DATABASE_URL (null without it): its URL, for tests that
 * open it from more than one process, and how to drop it.
 */
export async function createThrowawayDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
