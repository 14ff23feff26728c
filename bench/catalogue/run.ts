/**
 * bench/catalogue: the course list and search under load, against the same machine's bare Node `http`
 * hello-world measured in the same run (see bench/README.md for the method and the last results).
 *
 *   npm run bench:catalogue                      # starts its own PostgreSQL, seeds --scale 100000 once
 *   BENCH_DATABASE_URL=postgres://… npm run bench:catalogue   # an already seeded database
 * Scenarios marked 会员 are sent with a signed-in demo member's bearer token (never the guest cache).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { atRate, saturate, sequential, type LoadResult } from '../lib/load.ts';
import {
  benchDatabase,
  ensureSeeded,
  freePort,
  start,
  startHello,
  stopAll,
  waitFor,
} from '../lib/platform.ts';

const SCALE = Number(process.env.BENCH_SCALE ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const DATA_DIR = '/tmp/bench-catalogue-data';

/** A seeded demo member (seed/users.ts, DEMO_PASSWORD): members never get guests' reused answers. */
async function signInMember(base: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '13800000001', type: 'pass', password: 'Demo@123456' }),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: { token: string } };
  if (answer.code !== 200) throw new Error(`member sign-in failed: ${answer.msg}`);
  return { authorization: `Bearer ${answer.data.token}` };
}

interface Scenario {
  name: string;
  path: string;
  /** Sent as the signed-in demo member. */
  member?: boolean;
}

interface Row {
  name: string;
  path: string;
  max: LoadResult;
  half: LoadResult;
  ratio: number;
}

async function main() {
  const url = await benchDatabase('bench_catalogue', '55450');
  const courses = await ensureSeeded(url, SCALE, DATA_DIR);
  const apiPort = await freePort();
  const api = start('npx', ['tsx', 'apps/server/src/main.ts'], {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    ROLES: 'api',
    DATABASE_URL: url,
    DATA_DIR,
    LOG_LEVEL: 'warn',
    // BENCH_PUBLIC_CACHE_SECONDS=0 measures the database path (no reuse of guests' answers).
    PUBLIC_CACHE_SECONDS: process.env.BENCH_PUBLIC_CACHE_SECONDS ?? '5',
  });
  try {
    const hello = await startHello();
    await waitFor(`http://127.0.0.1:${apiPort}/healthz`, api);
    const base = `http://127.0.0.1:${apiPort}`;
    const tree = (await (await fetch(`${base}/api/courses/cate`)).json()) as {
      data: { id: number; name: string }[];
    };
    const category = tree.data[0]!;
    const inCategory = (await (
      await fetch(`${base}/api/courses?cate_id=${category.id}&limit=12&offset=0`)
    ).json()) as { data: { total: number } };
    const deep = (total: number) => Math.max(0, Math.floor((total - 1) / 12) - 10);
    const member = await signInMember(base);
    const scenarios: Scenario[] = [
      { name: '课程列表 第 1 页', path: '/api/courses?limit=12&offset=0&sort=0' },
      {
        name: `课程列表 深页（第 ${deep(courses) + 1} 页）`,
        path: `/api/courses?limit=12&offset=${deep(courses)}&sort=0`,
      },
      {
        name: `分类「${category.name}」第 1 页`,
        path: `/api/courses?cate_id=${category.id}&limit=12&offset=0&sort=0`,
      },
      {
        name: `分类「${category.name}」深页（第 ${deep(inCategory.data.total) + 1} 页）`,
        path: `/api/courses?cate_id=${category.id}&limit=12&offset=${deep(inCategory.data.total)}&sort=0`,
      },
      { name: '课程列表 最热 第 1 页', path: '/api/courses?limit=12&offset=0&sort=1' },
      { name: '会员 课程列表 第 1 页', path: '/api/courses?limit=12&offset=0&sort=0', member: true },
      {
        name: `会员 分类「${category.name}」第 1 页`,
        path: `/api/courses?cate_id=${category.id}&limit=12&offset=0&sort=0`,
        member: true,
      },
      { name: '会员 课程列表 最热 第 1 页', path: '/api/courses?limit=12&offset=0&sort=1', member: true },
      {
        name: `会员 课程列表 深页（第 ${deep(courses) + 1} 页）`,
        path: `/api/courses?limit=12&offset=${deep(courses)}&sort=0`,
        member: true,
      },
    ];

    const helloUrl = hello.url;
    await saturate(helloUrl, CONNECTIONS, 2);
    const helloMax = await saturate(helloUrl, CONNECTIONS, SECONDS);
    console.log(`hello-world: ${helloMax.rps} req/s`);
    const rows: Row[] = [];
    for (const scenario of scenarios) {
      const headers = scenario.member ? member : {};
      await saturate(base + scenario.path, CONNECTIONS, 2, { headers }); // warm-up
      const max = await saturate(base + scenario.path, CONNECTIONS, SECONDS, { headers });
      // "Half load": half of what this endpoint itself sustained, as an open-loop arrival rate.
      const half = await atRate(base + scenario.path, Math.max(1, Math.round(max.rps / 2)), SECONDS, {
        headers,
      });
      rows.push({ ...scenario, max, half, ratio: Math.round((max.rps / helloMax.rps) * 100) / 100 });
      console.log(
        `${scenario.name}: ${max.rps} req/s (ratio ${rows.at(-1)!.ratio}), p99 at half load ${half.p99} ms`,
      );
    }
    const searches = [];
    // Members' searches are never answered from the guest cache: that is the database path at any setting.
    const searchCases = [
      ...['幕墙', '参数化', 'Grasshopper 插件', '渲染'].map((keywords) => ({ keywords, member: false })),
      ...['幕墙', '参数化', '墙', '3', '渲染 入门'].map((keywords) => ({ keywords, member: true })),
    ];
    for (const { keywords, member: asMember } of searchCases) {
      const searchPath = `/api/search?keywords=${encodeURIComponent(keywords)}&type=course&limit=10&offset=0`;
      const headers = asMember ? member : {};
      await sequential(base + searchPath, 20, { headers });
      const result = await sequential(base + searchPath, 200, { headers });
      const label = asMember ? `会员 ${keywords}` : keywords;
      searches.push({ keywords: label, result });
      console.log(`search ${label}: p95 ${result.p95} ms`);
    }
    const report = {
      date: new Date().toISOString(),
      publicCacheSeconds: process.env.BENCH_PUBLIC_CACHE_SECONDS ?? '5',
      courses,
      connections: CONNECTIONS,
      seconds: SECONDS,
      hello: helloMax,
      rows,
      searches,
    };
    writeFileSync(path.join(import.meta.dirname, 'last-run.json'), JSON.stringify(report, null, 2));
    console.log('\n' + markdown(report));
  } finally {
    stopAll();
  }
}

function markdown(report: {
  publicCacheSeconds: string;
  courses: number;
  hello: LoadResult;
  rows: Row[];
  searches: { keywords: string; result: LoadResult }[];
}): string {
  const lines = [
    `PUBLIC_CACHE_SECONDS=${report.publicCacheSeconds}；hello-world：${report.hello.rps} req/s（p99 ${report.hello.p99} ms）；课程 ${report.courses} 门。`,
    '',
    '| 场景 | 最大吞吐 req/s | 与 hello-world 之比 | 半负载 p50 ms | 半负载 p99 ms | 错误 |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...report.rows.map(
      (r) =>
        `| ${r.name} | ${r.max.rps} | ${r.ratio} | ${r.half.p50} | ${r.half.p99} | ${r.max.errors + r.half.errors} |`,
    ),
    '',
    '| 搜索关键词（课程） | p50 ms | p95 ms | p99 ms |',
    '| --- | ---: | ---: | ---: |',
    ...report.searches.map((s) => `| ${s.keywords} | ${s.result.p50} | ${s.result.p95} | ${s.result.p99} |`),
  ];
  return lines.join('\n');
}

await main();
