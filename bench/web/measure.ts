/** bench/web's measurements other than throughput: CPU per render, page weights, a member's session. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { sequential, type LoadOptions } from '../lib/load.ts';

/** What a desktop browser sends with a page request (the page cache keys on the device class). */
export const BROWSER_HEADERS: Record<string, string> = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'zh-CN,zh;q=0.9',
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
};

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** User + system CPU of a process so far, in ms (all its threads: JS, GC, libuv), from /proc/<pid>/stat. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the parenthesised command name (which may contain spaces): utime and stime are 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS) * 1000;
}

export interface CpuResult {
  /** p50 over batches of the server's CPU ms per request. */
  p50: number;
  batches: number[];
  perBatch: number;
  /** Wall-clock latency of the same sequential requests (one connection). */
  latencyP50: number;
  latencyP99: number;
  tally?: Record<string, number>;
}

/**
 * CPU the server process spends per request: `batches` × `perBatch` sequential requests at one connection,
 * CPU time before and after each batch divided by the requests. Nothing is added to the server for this
 * (no metric endpoint): the kernel's accounting of the process is read from outside. The server's loopback
 * calls to its own API are in the number; PostgreSQL's own CPU is not.
 */
const WARM_UP_REQUESTS = 60;

export async function cpuPerRequest(
  pid: number,
  url: string,
  options: LoadOptions,
  batches = 5,
  perBatch = 20,
): Promise<CpuResult> {
  // Steady state, as a server that has been up a while: the first few dozen renders still compile the render
  // path (a cold process measured 21, 16, 18.5 ms per render in its first three batches, then 13.5–14.5).
  await sequential(url, WARM_UP_REQUESTS, options);
  const perRequest: number[] = [];
  const latencies: { p50: number; p99: number }[] = [];
  let tally: Record<string, number> | undefined;
  for (let i = 0; i < batches; i++) {
    const before = cpuMs(pid);
    const result = await sequential(url, perBatch, options);
    perRequest.push(Math.round(((cpuMs(pid) - before) / result.requests) * 10) / 10);
    latencies.push(result);
    tally = result.tally;
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    p50: median(perRequest),
    batches: perRequest,
    perBatch,
    latencyP50: median(latencies.map((l) => l.p50)),
    latencyP99: Math.max(...latencies.map((l) => l.p99)),
    tally,
  };
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET whose body is returned exactly as it came over the wire (fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

const gzipBytes = (body: Buffer) => gzipSync(body).length;

export interface PageWeight {
  path: string;
  htmlBytes: number;
  /** gzip (zlib default level) of the uncompressed HTML, whatever the server sends. */
  htmlGzipBytes: number;
  /** What the server answered to a browser's Accept-Encoding: encoding, bytes on the wire, caching. */
  served: { contentEncoding: string; bytes: number; cacheControl: string; etag: boolean; pageCache: string };
  /** Every script the HTML loads or preloads (modulepreload, script src, inline imports); stylesheets it links. */
  js: { count: number; bytes: number; gzipBytes: number };
  css: { count: number; bytes: number; gzipBytes: number };
  asset: { cacheControl: string; contentEncoding: string };
}

/** The weight of a page's first load: its HTML, and the JS and CSS its HTML asks for. */
export async function pageWeight(base: string, pagePath: string): Promise<PageWeight> {
  const plain = await rawGet(base + pagePath, { ...BROWSER_HEADERS, 'accept-encoding': 'identity' });
  const served = await rawGet(base + pagePath, BROWSER_HEADERS);
  const html = plain.body.toString('utf8');
  // Same-origin paths in quotes: link href, script src and the inline module script's imports. Paths inside
  // the hydration payload are escaped (\\"…\\") and so never match.
  const assets = (extension: string) =>
    [
      ...new Set(
        [...html.matchAll(new RegExp(`["'](/[\\w.\\-/]+\\.${extension})(?:\\?[^"'\\\\]*)?["']`, 'g'))].map(
          (match) => match[1]!,
        ),
      ),
    ].sort();
  const weigh = async (paths: string[]) => {
    let bytes = 0;
    let gzip = 0;
    for (const assetPath of paths) {
      const answer = await rawGet(base + assetPath, { 'accept-encoding': 'identity' });
      bytes += answer.body.length;
      gzip += gzipBytes(answer.body);
    }
    return { count: paths.length, bytes, gzipBytes: gzip };
  };
  const js = assets('js');
  const firstAsset = js[0]
    ? await rawGet(base + js[0], { 'accept-encoding': 'gzip, deflate, br' })
    : { headers: {} as http.IncomingHttpHeaders };
  return {
    path: pagePath,
    htmlBytes: plain.body.length,
    htmlGzipBytes: gzipBytes(plain.body),
    served: {
      contentEncoding: String(served.headers['content-encoding'] ?? 'none'),
      bytes: served.body.length,
      cacheControl: String(served.headers['cache-control'] ?? ''),
      etag: Boolean(served.headers.etag),
      pageCache: String(served.headers['x-page-cache'] ?? 'none'),
    },
    js: await weigh(js),
    css: await weigh(assets('css')),
    asset: {
      cacheControl: String(firstAsset.headers['cache-control'] ?? ''),
      contentEncoding: String(firstAsset.headers['content-encoding'] ?? 'none'),
    },
  };
}

/** Signs a demo member in through the API like the login page; answers the bearer token and the page cookie. */
export async function signIn(
  base: string,
  phone = '13800000001',
  password = 'Demo@123456',
): Promise<{ token: string; cookie: string }> {
  const response = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password, type: 'pass' }),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: { token: string } };
  if (answer.code !== 200) throw new Error(`sign-in failed: ${answer.msg}`);
  // The browser sends back the site-wide cookie (Path=/) on page requests; auth_session is scoped to /auth.
  const siteCookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('site_session='));
  if (!siteCookie) throw new Error('sign-in set no site_session cookie');
  return { token: answer.data.token, cookie: siteCookie };
}

/**
 * The course page to measure: /coursepage/32 as in the numbers when it exists (a demo course with
 * lessons and comments), else the newest listed course. BENCH_COURSE_ID picks another.
 */
export async function coursePagePath(base: string): Promise<string> {
  const wanted = process.env.BENCH_COURSE_ID ?? '32';
  const answer = (await (await fetch(`${base}/api/courses?limit=12&offset=0&sort=0`)).json()) as {
    data: { courses: { id: number }[] };
  };
  const check = await fetch(`${base}/coursepage/${wanted}`, { headers: BROWSER_HEADERS });
  await check.arrayBuffer();
  return check.ok ? `/coursepage/${wanted}` : `/coursepage/${answer.data.courses[0]!.id}`;
}
