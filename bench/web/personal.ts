/**
 * bench/web's personal pages (issue 32 item 2): a signed-in member's 我的课程, 我的订单 and 光子账户 (10,000
 * ledger entries), and the back office's order list over 100,000 orders with a staff session. Each page is
 * measured twice: its HTML as the browser asks for it (the server render, the member's cookie) and the API
 * call its list makes once hydrated (these pages read their lists in the browser), each against the
 * hello-world of the same run. Targets: ≥ 0.01× hello-world and p99 < 100 ms at the run's connections.
 *
 *   BENCH_ONLY=personal npm run bench:web   # only these, after the hello-world (writes their README section)
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadOptions, LoadResult } from '../lib/load.ts';
import { root } from '../lib/platform.ts';
import { BROWSER_HEADERS, signIn } from './measure.ts';
import { DATA_DIR } from './server.ts';

export const PERSONAL_RATIO_TARGET = 0.01;
export const PERSONAL_P99_TARGET_MS = 100;
const STAFF = { phone: '13900000001', password: 'Admin@123456' };

export interface PersonalScenario {
  name: string;
  url: string;
  result: LoadResult;
  ratio: number;
}

/** Tops the bench database up to the ledger and orders these pages need (bench/web/personal-seed.ts). */
export function seedPersonal(databaseUrl: string): void {
  execFileSync('npx', ['tsx', 'bench/web/personal-seed.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR, LOG_LEVEL: 'warn' },
  });
}

/** A staff session as the back office's login page gets it: the bearer token and the admin cookie. */
async function staffSignIn(base: string): Promise<{ token: string; cookie: string }> {
  const response = await fetch(`${base}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: { token: string } };
  if (answer.code !== 200) throw new Error(`staff sign-in failed: ${answer.msg}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
  return { token: answer.data.token, cookie };
}

type Measure = (name: string, url: string, options: LoadOptions) => Promise<LoadResult>;

/** Every personal scenario against `base` (the production-default server), measured by `measure`. */
export async function measurePersonal(
  base: string,
  measure: Measure,
  helloRps: number,
): Promise<PersonalScenario[]> {
  const member = await signIn(base);
  const staff = await staffSignIn(base);
  const page = { checkBody: false, tallyHeader: 'x-page-cache' };
  const memberPage = { ...page, headers: { ...BROWSER_HEADERS, cookie: member.cookie } };
  const staffPage = { ...page, headers: { ...BROWSER_HEADERS, cookie: staff.cookie } };
  const memberApi = { headers: { authorization: `Bearer ${member.token}` } };
  const staffApi = { headers: { authorization: `Bearer ${staff.token}` } };
  // The first page of each list exactly as the page asks for it (query defaults as the web client sends them).
  const list: [string, string, LoadOptions][] = [
    ['会员 /user/course', '/user/course', memberPage],
    ['会员 GET /api/user/courses（我的学习）', '/api/user/courses?type=learn&limit=10&offset=0', memberApi],
    ['会员 /user/order', '/user/order', memberPage],
    [
      '会员 GET /api/user/order-list',
      '/api/user/order-list?cate_id=0&offset=0&limit=10&keywords=',
      memberApi,
    ],
    ['会员 /user/integral', '/user/integral', memberPage],
    ['会员 GET /api/user/wallet_logs', '/api/user/wallet_logs?offset=0&limit=15', memberApi],
    ['后台 /admin/orders', '/admin/orders', staffPage],
    ['后台 GET /api/admin/orders', '/api/admin/orders?offset=0&limit=20', staffApi],
  ];
  const scenarios: PersonalScenario[] = [];
  for (const [name, url, options] of list) {
    const result = await measure(name, base + url, options);
    scenarios.push({ name, url, result, ratio: Math.round((result.rps / helloRps) * 10_000) / 10_000 });
  }
  return scenarios;
}

const START = '<!-- personal-results:start -->';
const END = '<!-- personal-results:end -->';

export function personalMarkdown(
  scenarios: PersonalScenario[],
  hello: LoadResult,
  run: {
    date: string;
    connections: number;
    seconds: number;
    loadAverage: { start: number[]; end: number[] };
  },
): string {
  const load = (values: number[]) => values.map((n) => n.toFixed(2)).join(' / ');
  const met = (s: PersonalScenario) =>
    s.ratio >= PERSONAL_RATIO_TARGET && s.result.p99 < PERSONAL_P99_TARGET_MS && s.result.errors === 0;
  return [
    `Personal pages, last run: ${run.date.slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores, ${run.connections} connections, closed loop, ${run.seconds} s after a 2 s warm-up; load average (1 / 5 / 15 min) ${load(run.loadAverage.start)} at the start, ${load(run.loadAverage.end)} at the end. The demo member has 10,000 光子 entries, 5,000 of the 100,000 orders and 200 courses joined; the staff member is the demo 管理员.`,
    '',
    `| scenario | req/s | ratio to hello-world | p50 ms | p99 ms | errors | target (≥ ${PERSONAL_RATIO_TARGET}×, p99 < ${PERSONAL_P99_TARGET_MS} ms) |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    `| hello-world | ${hello.rps} | 1 | ${hello.p50} | ${hello.p99} | ${hello.errors} | — |`,
    ...scenarios.map(
      (s) =>
        `| ${s.name} | ${s.result.rps} | ${s.ratio} | ${s.result.p50} | ${s.result.p99} | ${s.result.errors} | ${met(s) ? 'met' : 'not met'} |`,
    ),
  ].join('\n');
}

/** Replaces the personal pages' results between their own markers in bench/README.md. */
export function writePersonalReadme(markdown: string): void {
  const readme = path.join(root, 'bench/README.md');
  const section = `${START}\n\n${markdown}\n\n${END}`;
  const current = readFileSync(readme, 'utf8');
  const next = current.includes(START)
    ? current.replace(new RegExp(`${START}[\\s\\S]*${END}`), () => section)
    : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(readme, next);
  execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', readme], {
    cwd: root,
    stdio: 'inherit',
  });
  console.log(`\n${markdown}\n`);
}
