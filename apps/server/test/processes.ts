import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * Platforms in processes of their own, for the tests that kill them (fault tests, restart tests, the cluster
 * run): a free port, a platform started from the TypeScript sources, waiting for it, killing its process group.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Polls `probe` until it answers something other than null (a throw counts as "not yet"). */
export async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await probe();
      if (value !== null) return value;
    } catch {
      // not there yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * `apps/server/src/main.ts` through tsx in a process group of its own (so a kill takes all of it), with the
 * environment given on top of this one's.
 */
export function spawnPlatform(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
}

/** Waits for GET /readyz to answer 200; fails at once when the process exits instead. */
export async function waitReady(base: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const state = await until(`${base} ready`, timeoutMs, async () => {
    if (child.exitCode !== null || child.signalCode !== null) return 'exited';
    return (await fetch(`${base}/readyz`)).ok ? 'ready' : null;
  });
  if (state === 'exited') throw new Error(`platform exited (${child.exitCode ?? child.signalCode})`);
}

/** Sends `signal` to the child's whole process group and waits for it to exit. */
export async function stopGroup(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, signal);
  await exited;
}

/**
 * The compiled server (`apps/server/dist`, what production runs), compiled only when it is missing or older
 * than a source: `npm test` builds it once before the tests, and each test that runs it reuses that build.
 * Answers the path of dist/main.js.
 */
export function ensureServerBuild(): string {
  const main = path.join(repoRoot, 'apps/server/dist/main.js');
  const builtAt = mtimeOf(main);
  const sources = ['apps/server/src', 'packages/contract/src'].map((dir) => path.join(repoRoot, dir));
  if (builtAt === null || sources.some((dir) => newestIn(dir) > builtAt))
    execFileSync(process.execPath, [path.join(repoRoot, 'apps/server/scripts/build.mjs')], { stdio: 'pipe' });
  return main;
}

/** A server tool as the build compiled it, e.g. 'cli/wallet-audit' (the build refreshed first, as above). */
export function compiledServerTool(entry: string): string {
  return path.join(path.dirname(ensureServerBuild()), `${entry}.js`);
}

function mtimeOf(file: string): number | null {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

function newestIn(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  return newest;
}
