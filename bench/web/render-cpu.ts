/**
 * bench/web/render-cpu: CPU time of one uncached server render, measured inside this process.
 *
 *   NODE_ENV=production INTERNAL_API_URL=http://127.0.0.1:3000 npx tsx bench/web/render-cpu.ts [path] [runs]
 *
 * Imports the web build (apps/web/build, or WEB_BUILD_DIR) through React Router's request handler, as
 * apps/server/src/web/serve-web.ts does, and renders `path` (default `/`) `runs` times (default 200) one
 * after another against an API that runs in another process. Each render's process.cpuUsage() (user +
 * system) is what this process spent on it: loaders parsing the API's answers, the React render and
 * serialising the HTML; the API's own work is not counted. Run with NODE_ENV=production, or React and
 * React Router run their development builds.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';

const root = path.resolve(import.meta.dirname, '../..');
const pagePath = process.argv[2] ?? '/';
const runs = Number(process.argv[3] ?? 200);
const warmUp = Math.min(30, runs);

const buildDir = process.env.WEB_BUILD_DIR
  ? path.resolve(process.env.WEB_BUILD_DIR)
  : path.join(root, 'apps/web/build');
const build = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild;
const handle = createRequestHandler(build, process.env.NODE_ENV ?? 'development');

async function renderOnce(): Promise<{ cpuMs: number; bytes: number; status: number }> {
  const before = process.cpuUsage();
  const response = await handle(new Request(new URL(pagePath, 'http://localhost')));
  const bytes = (await response.arrayBuffer()).byteLength;
  const spent = process.cpuUsage(before);
  return { cpuMs: (spent.user + spent.system) / 1000, bytes, status: response.status };
}

for (let i = 0; i < warmUp; i++) await renderOnce();
const samples: number[] = [];
let last = { bytes: 0, status: 0 };
for (let i = 0; i < runs; i++) {
  const result = await renderOnce();
  samples.push(result.cpuMs);
  last = result;
}
samples.sort((a, b) => a - b);
const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
console.log(
  JSON.stringify({
    path: pagePath,
    runs,
    nodeEnv: process.env.NODE_ENV ?? null,
    status: last.status,
    htmlBytes: last.bytes,
    cpuMs: { p50: +at(0.5).toFixed(2), p90: +at(0.9).toFixed(2), p99: +at(0.99).toFixed(2) },
  }),
);
