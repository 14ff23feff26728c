/**
 * bench/web/member-render: CPU per uncached render of a page for the signed-in demo member, on a database you
 * name, optionally with a CPU profile of the server summed by where the time goes.
 *
 *   BENCH_DATABASE_URL=postgres://… [BENCH_DATA_DIR=/tmp/…] [BENCH_PROFILE=1] [BENCH_NODE_ARGS='--flag …']
 *     [BENCH_SERVER_ENTRY=apps/server/<copy of dist>/main.js WEB_BUILD_DIR=apps/web/<copy of build>]
 *     [BENCH_GUEST=1 BENCH_PUBLIC_CACHE_SECONDS=0] npx tsx bench/web/member-render.ts [path] [requests]
 *
 * The render cost of `/` does not depend on the catalogue's size, so a default-scale `db:seed` is enough (the
 * bench's 100k database is for the list and search scenarios). Runs the compiled server as bench/web does
 * (`npm run build` first); with BENCH_PROFILE=1 under `node --cpu-prof`, `requests` sequential renders, then
 * the profile's self time per bucket (bench/web/profile-buckets.ts). Copies of two builds (a server dist
 * kept inside apps/server, so that it finds its package) can be measured turn about, A B A B, which on a
 * shared machine says more than two runs an hour apart.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sequential } from '../lib/load.ts';
import { freePort, root, seededAppSecret, start, stop, waitFor } from '../lib/platform.ts';
import { BROWSER_HEADERS, cpuPerRequest, signIn } from './measure.ts';
import { summariseProfile } from './profile-buckets.ts';

const pagePath = process.argv[2] ?? '/';
const requests = Number(process.argv[3] ?? 200);
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL: a seeded database');
const dataDir = process.env.BENCH_DATA_DIR ?? '/tmp/bench-web-data';
const profile = process.env.BENCH_PROFILE === '1';
const profileDir = profile ? mkdtempSync(path.join(os.tmpdir(), 'render-prof-')) : '';

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const child = start(
  process.execPath,
  [
    ...(profile
      ? [
          '--cpu-prof',
          `--cpu-prof-dir=${profileDir}`,
          `--cpu-prof-interval=${process.env.BENCH_PROFILE_INTERVAL ?? 1000}`,
        ]
      : []),
    ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
    '--enable-source-maps',
    process.env.BENCH_SERVER_ENTRY ?? 'apps/server/dist/main.js',
  ],
  {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    ROLES: 'api,web',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    APP_SECRET: seededAppSecret(dataDir),
    LOG_LEVEL: 'warn',
    // BENCH_PUBLIC_CACHE_SECONDS=0 with BENCH_GUEST=1: a guest's render with every reuse off (run.ts's second server).
    PUBLIC_CACHE_SECONDS: process.env.BENCH_PUBLIC_CACHE_SECONDS,
    INTERNAL_API_URL: undefined,
  },
);
await waitFor(`${base}/healthz`, child);
const member = await signIn(base);
const guest = process.env.BENCH_GUEST === '1';
const options = {
  checkBody: false,
  headers: guest ? BROWSER_HEADERS : { ...BROWSER_HEADERS, cookie: member.cookie },
};

if (profile) {
  await sequential(base + pagePath, 30, options);
  const startedAt = performance.now();
  const result = await sequential(base + pagePath, requests, options);
  console.log(`${result.requests} renders of ${pagePath}, p50 ${result.p50} ms wall`);
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    stop(child);
  });
  const window = performance.now() - startedAt;
  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile in ${profileDir}`);
  const summary = summariseProfile(
    JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')),
    root,
    window,
    result.requests,
  );
  console.log(`profile: ${path.join(profileDir, file)}`);
  console.log(summary);
} else {
  const cpu = await cpuPerRequest(
    child.pid!,
    base + pagePath,
    options,
    7,
    Math.max(1, Math.round(requests / 7)),
  );
  console.log(
    `CPU per ${guest ? 'guest' : 'member'} render of ${pagePath}: p50 ${cpu.p50} ms (batches ${cpu.batches.join(', ')}); wall p50 ${cpu.latencyP50} ms; load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  stop(child);
}
process.exit(0);
