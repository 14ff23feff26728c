import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
import { ensureDemoData } from './demo-data.ts';
import { leaseMigratedPglite } from './pglite-pool.ts';
import {
  copySeededDataDir,
  databaseUrl,
  ensureSeededTemplate,
  onTestServer,
  pgliteDumpPath,
  pgliteTemplate,
  seededDataDir,
  seededDatabaseName,
  templateRun,
  type TemplateKind,
  type TemplateRun,
} from './templates.ts';

export interface TestApp {
  app: App;
  ctx: AppContext;
  config: Config;
  /**
   * Calls the API in-process; answers the parsed `{code, msg, data}` plus the HTTP status, and `message`
   * when the answer has one (001 §7's invoice calls).
   */
  call<T = any>(
    method: string,
    url: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; code: number; msg: string; data: T; message?: string }>;
  close(): Promise<void>;
}

export type StartOptions = Pick<BuildOptions, 'registerWeb' | 'logger'> & {
  /** Start from the demo data (a clone of the run's seeded template, files included) instead of empty. */
  demoData?: boolean;
};

/**
 * A fresh platform per test file: PGlite in memory by default, or a throw-away database on the
 * PostgreSQL server named by TEST_DATABASE_URL (the CI runs the suite both ways). Either is a clone of the
 * run's migrated (or, with `demoData`, seeded) template: test/templates.ts.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  /** The web role's routes (with ROLES including 'web'), e.g. web/serve-web.ts servePages on a stand-in render. */
  { demoData = false, ...options }: StartOptions = {},
): Promise<TestApp> {
  const run = templateRun();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'platform-test-'));
  const cloneSeeded = demoData && run !== null;
  if (cloneSeeded) {
    await ensureSeededTemplate(run, () => makeSeededTemplate(run));
    copySeededDataDir(run, dataDir);
  }
  const config = testConfig(dataDir, env);
  const { database, drop } = await openTestDatabase(run, cloneSeeded ? 'seeded' : 'migrated');
  const t = await assemble(config, database, options, async () => {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  // A file run outside the api project (no templates) seeds its own, as every file did before them.
  if (demoData && !cloneSeeded) await ensureDemoData(t.ctx);
  return t;
}

function testConfig(dataDir: string, env: Record<string, string>): Config {
  return loadConfig({
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
}

/** The platform on an opened database: migrated (a no-op on a template), built, ready. */
async function assemble(
  config: Config,
  database: Database,
  options: Pick<BuildOptions, 'registerWeb' | 'logger'>,
  cleanUp: () => Promise<void>,
): Promise<TestApp> {
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
      return {
        status: response.statusCode,
        code: json.code,
        msg: json.msg,
        data: json.data,
        ...('message' in json ? { message: json.message } : {}),
      };
    },
    async close() {
      await app.close();
      await database.close();
      await cleanUp();
    },
  };
}

/** The demo data once per run, into the seeded template's database and data directory. */
async function makeSeededTemplate(run: TemplateRun): Promise<void> {
  const dataDir = seededDataDir(run);
  mkdirSync(dataDir, { recursive: true });
  let database: Database;
  if (run.migratedDatabase) {
    const name = seededDatabaseName(run);
    await onTestServer(`create database ${name} template ${run.migratedDatabase}`);
    database = await openDatabase({ url: databaseUrl(name), dataDir: 'memory://' });
  } else {
    database = await openDatabase({ dataDir: 'memory://', pgliteTemplate: pgliteTemplate(run, 'migrated') });
  }
  const t = await assemble(testConfig(dataDir, {}), database, {}, async () => {});
  try {
    await ensureDemoData(t.ctx);
    if (database.dump)
      writeFileSync(pgliteDumpPath(run, 'seeded'), Buffer.from(await (await database.dump()).arrayBuffer()));
  } finally {
    await t.close();
  }
}

async function openTestDatabase(
  run: TemplateRun | null,
  kind: TemplateKind,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template = run?.migratedDatabase
    ? kind === 'seeded'
      ? seededDatabaseName(run)
      : run.migratedDatabase
    : undefined;
  const throwaway = await createThrowawayDatabase(template);
  if (throwaway)
    return {
      database: await openDatabase({ url: throwaway.url, dataDir: 'memory://' }),
      drop: throwaway.drop,
    };
  // The migrated template's instances are kept by the worker between files (test/pglite-pool.ts).
  if (run && kind === 'migrated')
    return { database: await leaseMigratedPglite(() => pgliteTemplate(run, kind)), drop: async () => {} };
  const pgliteFrom = run ? pgliteTemplate(run, kind) : undefined;
  return {
    database: await openDatabase({ dataDir: 'memory://', pgliteTemplate: pgliteFrom }),
    drop: async () => {},
  };
}

/**
 * A fresh database on the PostgreSQL server in TEST_DATABASE_URL (null without it): its URL, for tests that
 * open it from more than one process, and how to drop it.
 */
export async function createThrowawayDatabase(
  /** Clone this database instead of starting empty (CREATE DATABASE … TEMPLATE). */
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
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
