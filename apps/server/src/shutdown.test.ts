import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { ensureServerBuild } from '../test/processes.ts';
import { repositoryRoot } from './locations.ts';

/**
 * Graceful shutdown of the compiled server (what production runs) as a real child process: SIGTERM while
 * a download is in flight and a worker holds a job's lease. The node drains first (not ready, every answer
 * closing its connection), then takes no new connections; the download must complete, the job must go
 * back to the queue at once (lease released, due now), and the process must exit 0.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'platform-shutdown-'));
const FILE_BYTES = 48 * 1024 * 1024;
const DRAIN_MS = 1_000;
let child: ChildProcess | null = null;
let dropDatabase = async () => {};

afterAll(async () => {
  if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase();
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** PostgreSQL (a throw-away database) when the suite runs on it, else the embedded PGlite in dataDir. */
async function databaseUrl(): Promise<string | undefined> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return undefined;
  const name = `shutdown_${randomBytes(4).toString('hex')}`;
  const run = async (query: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  await run(`create database ${name}`);
  dropDatabase = () => run(`drop database if exists ${name} with (force)`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One GET through a keep-alive agent: what a proxy's pooled connection receives. */
function answerOnKeptAliveConnection(
  url: string,
): Promise<{ status?: number; connection?: string; body: string }> {
  const agent = new http.Agent({ keepAlive: true });
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          agent.destroy();
          resolve({ status: response.statusCode, connection: response.headers.connection, body });
        });
      })
      .on('error', reject);
  });
}

describe('SIGTERM', () => {
  it('finishes the request in flight, hands the running job back, and exits 0', async () => {
    const main = ensureServerBuild();
    // A large public file, so that a slow reader keeps its download in flight.
    mkdirSync(path.join(dataDir, 'storage/public/shutdown'), { recursive: true });
    writeFileSync(path.join(dataDir, 'storage/public/shutdown/big.bin'), randomBytes(FILE_BYTES));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const url = await databaseUrl();
    let output = '';
    child = spawn(process.execPath, [main], {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        ROLES: 'api,worker',
        NODE_ENV: 'development', // demo data: its clips and transcodes are the jobs in the queue
        LOG_LEVEL: 'info',
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));

    await until('the server to start', 240_000, async () =>
      (await fetch(`${base}/readyz`)).ok ? true : null,
    );
    // The worker holds a job (its own /metrics says so: jobs_in_queue{…,state="running"}).
    const runningKind = await until('a job to be running', 240_000, async () => {
      const metrics = await (await fetch(`${base}/metrics`)).text();
      return /^jobs_in_queue\{kind="([^"]+)",state="running"\} [1-9]/m.exec(metrics)?.[1] ?? null;
    });

    // A download that stays in flight: read the first bytes, then stop reading.
    let received = 0;
    let paused!: http.IncomingMessage;
    const firstBytes = new Promise<void>((resolve, reject) => {
      http
        .get(`${base}/files/public/shutdown/big.bin`, (response) => {
          expect(response.statusCode).toBe(200);
          paused = response;
          response.once('data', (chunk: Buffer) => {
            received += chunk.length;
            response.pause();
            resolve();
          });
        })
        .on('error', reject);
    });
    await firstBytes;
    const signalledAt = new Date(Date.now() - 1_000);
    process.kill(child.pid!, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Draining (http/drain.ts): still answering, but not ready, and closing each connection after its answer.
    const drainingAnswer = await answerOnKeptAliveConnection(`${base}/readyz`);
    expect(drainingAnswer).toEqual({ status: 503, connection: 'close', body: '{"status":"draining"}' });
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
    // Still running (the download is not finished), but taking no new connections.
    expect(child.exitCode).toBeNull();
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();

    const complete = new Promise<void>((resolve, reject) => {
      paused.on('data', (chunk: Buffer) => (received += chunk.length));
      paused.on('end', resolve);
      paused.on('error', reject);
    });
    paused.resume();
    await complete;
    expect(received).toBe(FILE_BYTES);
    const code = await Promise.race([
      exited,
      new Promise((resolve) => setTimeout(() => resolve('still running'), 30_000)),
    ]);
    expect(code, output.slice(-3000)).toBe(0);
    expect(output).toContain('shutting down');
    expect(output).toContain('"msg":"stopped"');

    const database = await openDatabase({ url, dataDir });
    try {
      const result = await database.db.execute(sql`
        select id, kind, state, locked_by, locked_until, run_at <= now() as due, updated_at >= ${signalledAt.toISOString()}::timestamptz as touched
        from jobs where state in ('running', 'queued') order by id`);
      const rows = ((result as { rows?: unknown[] }).rows ?? result) as {
        kind: string;
        state: string;
        locked_by: string | null;
        due: boolean;
        touched: boolean;
      }[];
      expect(rows.filter((r) => r.state === 'running')).toEqual([]);
      // The job the worker held is queued again, unlocked and due now: the next worker takes it at once.
      const released = rows.filter((r) => r.touched && r.kind === runningKind);
      expect(released.length).toBeGreaterThan(0);
      for (const job of released) expect(job).toMatchObject({ state: 'queued', locked_by: null, due: true });
    } finally {
      await database.close();
    }
  }, 600_000);
});
