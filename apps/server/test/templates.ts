import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * Databases to clone instead of rebuilding in every API test file (it keeps the API test run short): one
 * migrated, made by the api project's global setup (test/api-global-setup.ts), and one with the demo data,
 * made by the first file of the run that asks for it while the others wait. On PostgreSQL a template is a
 * database (`CREATE DATABASE … TEMPLATE`, a file copy); on PGlite it is a dumped data directory loaded into
 * an in-memory instance (the migrated one once per worker, then emptied back to it between files:
 * pglite-pool.ts). The seeded template also has the data directory the seed wrote its files into; each file
 * gets a copy of it.
 */
export interface TemplateRun {
  /** This run's folder: PGlite dumps, the seeded data directory, the seeded build's lock and markers. */
  dir: string;
  /** PostgreSQL only: the migrated template's name, on the server TEST_DATABASE_URL named at setup. */
  migratedDatabase: string | null;
  /** That server; a file that points TEST_DATABASE_URL at a server of its own gets no template there. */
  server: string | null;
}

export type TemplateKind = 'migrated' | 'seeded';

/** The run's templates, or null outside the api project's global setup (a file run some other way). */
export function templateRun(): TemplateRun | null {
  let run: TemplateRun | undefined;
  try {
    run = inject('apiTemplates' as never) as TemplateRun | undefined;
  } catch {
    return null;
  }
  if (!run || run.server !== (process.env.TEST_DATABASE_URL ?? null)) return null;
  return run;
}

export const seededDatabaseName = (run: TemplateRun) => `${run.migratedDatabase}_seeded`;
export const pgliteDumpPath = (run: TemplateRun, kind: TemplateKind) => path.join(run.dir, `${kind}.tar`);
export const seededDataDir = (run: TemplateRun) => path.join(run.dir, 'seeded-data');

/**
 * A dump's bytes as PGlite reads them. Node's Blob hands over its bytes through a stream of small chunks that
 * are then joined: for a 44 MB dump that was ~0.1 s of each file's start and garbage to collect. This one
 * gives them in one copy.
 */
class DumpBlob extends Blob {
  readonly #dump: Uint8Array;
  constructor(dump: Uint8Array) {
    super([]);
    this.#dump = dump;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#dump.slice().buffer);
  }
}

/** Dumps read so far by this worker process (its files share loaded modules: vitest.config.ts). */
const dumps = new Map<string, Uint8Array>();

/** The dumped PGlite data directory of a template, for `new PGlite({ loadDataDir })`. */
export function pgliteTemplate(run: TemplateRun, kind: TemplateKind): Blob {
  const file = pgliteDumpPath(run, kind);
  let bytes = dumps.get(file);
  if (!bytes) dumps.set(file, (bytes = readFileSync(file)));
  return new DumpBlob(bytes);
}

/** A copy of the seeded template's data directory (storage, the local secret) into a file's own. */
export function copySeededDataDir(run: TemplateRun, into: string): void {
  cpSync(seededDataDir(run), into, { recursive: true });
}

/**
 * Makes the seeded template once per run. The first caller takes the lock (an atomic mkdir) and runs
 * `build`; every other caller waits for its marker. A failed build leaves a marker with the error, so the
 * waiting files fail at once with the cause instead of timing out.
 */
export async function ensureSeededTemplate(run: TemplateRun, build: () => Promise<void>): Promise<void> {
  const ready = path.join(run.dir, 'seeded.ready');
  const failed = path.join(run.dir, 'seeded.failed');
  try {
    mkdirSync(path.join(run.dir, 'seeded.lock'));
  } catch {
    const deadline = Date.now() + 180_000;
    while (!existsSync(ready)) {
      if (existsSync(failed)) throw new Error(`seeded template: ${readFileSync(failed, 'utf8')}`);
      if (Date.now() > deadline) throw new Error('seeded template not ready within 180 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return;
  }
  try {
    rmSync(seededDataDir(run), { recursive: true, force: true });
    await build();
    writeFileSync(ready, '');
  } catch (error) {
    writeFileSync(failed, error instanceof Error ? (error.stack ?? error.message) : String(error));
    throw error;
  }
}

/** Runs one statement on the PostgreSQL server of TEST_DATABASE_URL (database-level DDL). */
export async function onTestServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of a database on the TEST_DATABASE_URL server. */
export function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiTemplates: TemplateRun;
  }
}
