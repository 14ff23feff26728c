/**
 * What the benchmarks share to run the platform as production does: a throw-away PostgreSQL (scripts/pg-start.sh)
 * with a database seeded once with `db:seed --scale N` and reused by later runs, and child processes (the
 * platform, the hello-world baseline) that are stopped when the benchmark exits.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '../..');

/**
 * The URL of database `name` on the benchmarks' own PostgreSQL (started if needed, created if missing), or
 * BENCH_DATABASE_URL when set (an already seeded database).
 */
export async function benchDatabase(name: string, defaultPort: string): Promise<string> {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const server = execFileSync(
    'bash',
    [path.join(root, 'scripts/pg-start.sh'), process.env.BENCH_PG_PORT ?? defaultPort],
    { encoding: 'utf8' },
  ).trim();
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  const exists = await admin.query(`select 1 from pg_database where datname = $1`, [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  return server.replace(/\/postgres$/, `/${name}`);
}

async function countCourses(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client
      .query(`select count(*)::int as n from courses`)
      .catch(() => ({ rows: [{ n: 0 }] }));
    return result.rows[0].n as number;
  } finally {
    await client.end();
  }
}

/** sha256 of each migration file in the journal's order: what drizzle records in __drizzle_migrations. */
function migrationHashes(): string[] {
  const folder = path.join(root, 'apps/server/drizzle');
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((entry) =>
    createHash('sha256')
      .update(readFileSync(path.join(folder, `${entry.tag}.sql`), 'utf8'))
      .digest('hex'),
  );
}

/**
 * Whether the database was migrated from today's migration files (or not at all yet). Drizzle skips a
 * migration by its date alone, so a database kept from before a migration was rewritten (pre-release, the one
 * 0000_init is regenerated) would be measured with the old schema, or fail on a missing column.
 */
async function migratedFromCurrentFiles(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const applied = await client
      .query(`select hash from drizzle.__drizzle_migrations order by created_at`)
      .then((result) => result.rows.map((row: { hash: string }) => row.hash))
      .catch(() => [] as string[]);
    return applied.length === 0 || applied.join() === migrationHashes().slice(0, applied.length).join();
  } finally {
    await client.end();
  }
}

/** Drops and creates the database of `url` again, empty. */
async function recreateDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

/**
 * Seeds the demo data plus `scale` generated rows per catalogue table once (again when the migrations it was
 * made from have changed since); answers the number of courses.
 */
export async function ensureSeeded(url: string, scale: number, dataDir: string): Promise<number> {
  if (!(await migratedFromCurrentFiles(url))) {
    console.log('the saved bench database was migrated from other migration files: made again from scratch');
    await recreateDatabase(url);
  }
  if ((await countCourses(url)) < scale) {
    console.log(`seeding --scale ${scale} (once; takes a few minutes)…`);
    execFileSync('npx', ['tsx', 'apps/server/src/cli/seed.ts', '--scale', String(scale)], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    });
  }
  return countCourses(url);
}

/**
 * The secret the seed generated for its data directory (config.ts localSecret): production requires
 * APP_SECRET, and reusing the seed's keeps anything it derived (sealed media keys) readable.
 */
export function seededAppSecret(dataDir: string): string {
  const file = path.join(dataDir, '.app-secret');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : 'bench-secret-'.padEnd(48, 'x');
}

const children: ChildProcess[] = [];
let exitHookAdded = false;

/**
 * Starts a child in its own process group (so stopping it stops what it started); stopped on exit. An `env`
 * key set to undefined is removed from the inherited environment (the child gets the platform's default).
 */
export function start(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const merged = { ...process.env, ...env };
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  const child = spawn(command, args, {
    cwd: root,
    env: merged,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  children.push(child);
  if (!exitHookAdded) {
    exitHookAdded = true;
    process.on('exit', stopAll);
    // 'exit' does not run on a signal's default action: Ctrl-C or a timeout would leave the servers running.
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.once(signal, () => {
        stopAll();
        process.exit(130);
      });
  }
  return child;
}

/** Stops one child started by `start` (its whole process group). */
export function stop(child: ChildProcess): void {
  if (child.pid && child.exitCode === null && child.signalCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}

export function stopAll(): void {
  children.forEach(stop);
}

/**
 * A port nobody listens on now. Other worktrees run servers and benchmarks on the same machine: a fixed port
 * could be taken, and then `waitFor` would be answered by somebody else's server.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers 2xx (two minutes at most); fails at once if `child`, which should answer, exited. */
export async function waitFor(url: string, child?: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`the process that should answer ${url} exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never answered`);
}

/** The bare Node hello-world baseline (bench/lib/hello-server.ts) on a free port, answering when this resolves. */
export async function startHello(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = start(process.execPath, ['--import', 'tsx', 'bench/lib/hello-server.ts', String(port)], {});
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(url, child);
  return { url, child };
}
