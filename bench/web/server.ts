/**
 * The platform as production runs it for bench/web: `NODE_ENV=production`, the web build from `npm run build`,
 * PostgreSQL with the 100k seed, one process serving the API and the pages (`ROLES=api,web`).
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import {
  benchDatabase,
  ensureSeeded,
  freePort,
  root,
  seededAppSecret,
  start,
  waitFor,
} from '../lib/platform.ts';

export const SCALE = Number(process.env.BENCH_SCALE ?? 100_000);
/** Where the seeded platform keeps its files (the demo pictures among them); BENCH_DATA_DIR names another. */
export const DATA_DIR = process.env.BENCH_DATA_DIR ?? '/tmp/bench-web-data';

/**
 * Its own database (bench_web on port 55451) rather than bench:catalogue's, so that a worktree running
 * either benchmark with other migrations never changes the schema under the other.
 */
export async function seededDatabase(): Promise<{ url: string; courses: number }> {
  const url = await benchDatabase('bench_web', '55451');
  return { url, courses: await ensureSeeded(url, SCALE, DATA_DIR) };
}

/**
 * `npm run build`: the web build and the compiled server (production start does the same, scripts/start.sh);
 * BENCH_SKIP_BUILD=1 keeps the last one.
 */
export function buildWeb(): void {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  console.log('npm run build…');
  try {
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'pipe' });
  } catch (error) {
    // Vite's warnings would bury the results; its output is shown only when the build fails.
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    console.error(`${stdout ?? ''}${stderr ?? ''}`);
    throw error;
  }
}

export interface Platform {
  base: string;
  /** The server process itself (the compiled `node apps/server/dist/main.js`, no npx in between), for its CPU time. */
  pid: number;
  child: ChildProcess;
}

/**
 * One production server on `port`. `publicCacheSeconds` undefined = the platform's default, so the run
 * measures what production ships; '0' turns off reuse of guests' answers and pages.
 */
export async function startPlatform(
  databaseUrl: string,
  publicCacheSeconds?: string,
  dataDir = DATA_DIR,
): Promise<Platform> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // As production runs it: compiled JavaScript, no TypeScript loader (scripts/server-run.sh).
  const child = start(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    ROLES: 'api,web',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    APP_SECRET: seededAppSecret(dataDir),
    LOG_LEVEL: 'warn',
    PUBLIC_CACHE_SECONDS: publicCacheSeconds,
    INTERNAL_API_URL: undefined,
  });
  await waitFor(`${base}/healthz`, child);
  return { base, pid: child.pid!, child };
}
