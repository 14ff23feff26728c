/**
 * bench/web: the pages real visitors open, as production serves them, against a bare Node hello-world in the
 * same run (method, targets and last results: bench/README.md "Web pages (bench/web)").
 *
 *   npm run bench:web                     # builds the web app, starts PostgreSQL, seeds --scale 100000 once
 *   BENCH_SKIP_BUILD=1 npm run bench:web  # keep the last `npm run build`
 *   BENCH_LIGHTHOUSE=0 npm run bench:web  # without the Lighthouse part
 *   BENCH_ONLY=personal npm run bench:web # only the personal pages (bench/web/personal.ts)
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { saturate, sequential, type LoadOptions } from '../lib/load.ts';
import { startHello, stop, stopAll } from '../lib/platform.ts';
import { runLighthouse } from './lighthouse.ts';
import { measurePersonal, personalMarkdown, seedPersonal, writePersonalReadme } from './personal.ts';
import { BROWSER_HEADERS, coursePagePath, cpuPerRequest, pageWeight, signIn } from './measure.ts';
import { writeReadme, type Scenario, type WebReport } from './report.ts';
import { buildWeb, DATA_DIR, seededDatabase, startPlatform } from './server.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = 2;
const SEARCH_TERMS = ['幕墙', '参数化', '墙'];

async function main() {
  const startedAt = new Date();
  const loadAtStart = os.loadavg();
  const { url, courses } = await seededDatabase();
  seedPersonal(url);
  buildWeb();
  const personalOnly = process.env.BENCH_ONLY === 'personal';
  try {
    const hello = await startHello();
    // Guests' pages with the platform's default PUBLIC_CACHE_SECONDS, and a second server with reuse off
    // (the render every cache miss, and every member, pays).
    const cached = await startPlatform(url);
    const uncached = personalOnly ? cached : await startPlatform(url, '0');
    const course = await coursePagePath(cached.base);
    const member = await signIn(cached.base);
    const pages = ['/', '/course', course];
    const courseAnswer = `/api${course.replace('/coursepage/', '/courses/')}`;

    const helloUrl = hello.url;
    await saturate(helloUrl, CONNECTIONS, WARM_UP_SECONDS);
    const helloResult = await saturate(helloUrl, CONNECTIONS, SECONDS);
    console.log(`hello-world: ${helloResult.rps} req/s at ${CONNECTIONS} connections`);
    stop(hello.child);

    const scenarios: Scenario[] = [];
    const measure = async (name: string, url: string, options: LoadOptions) => {
      await saturate(url, CONNECTIONS, WARM_UP_SECONDS, options);
      const result = await saturate(url, CONNECTIONS, SECONDS, options);
      const ratio = Math.round((result.rps / helloResult.rps) * 10_000) / 10_000;
      scenarios.push({ name, path: new URL(url).pathname, result, ratio });
      const cache = result.tally ? ` x-page-cache ${JSON.stringify(result.tally)}` : '';
      console.log(
        `${name}: ${result.rps} req/s (ratio ${ratio}), p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}${cache}`,
      );
    };
    const personal = async () => {
      const personalScenarios = await measurePersonal(
        cached.base,
        async (name, pageUrl, options) => {
          await saturate(pageUrl, CONNECTIONS, WARM_UP_SECONDS, options);
          const result = await saturate(pageUrl, CONNECTIONS, SECONDS, options);
          console.log(
            `${name}: ${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}`,
          );
          return result;
        },
        helloResult.rps,
      );
      const run = { date: startedAt.toISOString(), connections: CONNECTIONS, seconds: SECONDS };
      writePersonalReadme(
        personalMarkdown(personalScenarios, helloResult, {
          ...run,
          loadAverage: { start: loadAtStart, end: os.loadavg() },
        }),
      );
      return personalScenarios;
    };
    // BENCH_ONLY=personal: the hello-world and the personal pages, nothing else (a shorter run).
    if (personalOnly) {
      await personal();
      return;
    }

    const page = { checkBody: false, headers: BROWSER_HEADERS, tallyHeader: 'x-page-cache' };
    const memberPage = { ...page, headers: { ...BROWSER_HEADERS, cookie: member.cookie } };
    const memberApi = { headers: { authorization: `Bearer ${member.token}` } };
    for (const pagePath of pages) await measure(`访客 ${pagePath}（页面缓存）`, cached.base + pagePath, page);
    for (const pagePath of pages)
      await measure(`访客 ${pagePath}（缓存关闭）`, uncached.base + pagePath, page);
    for (const pagePath of pages) await measure(`会员 ${pagePath}`, cached.base + pagePath, memberPage);
    await measure(
      '会员 GET /api/courses 第 1 页',
      `${cached.base}/api/courses?limit=12&offset=0&sort=0`,
      memberApi,
    );
    // The member's own half of the course page: what their browser asks right after hydration (the page
    // itself is the render every member shares), as apps/web use-course-view.ts sends it.
    await measure(`会员 GET ${courseAnswer}`, `${cached.base}${courseAnswer}?task_id=0`, memberApi);

    const personalScenarios = await personal();

    // A render the page cache does not answer, as production runs it: a member's (their session, the
    // shared data caches at the default PUBLIC_CACHE_SECONDS; production keeps the members' render of `/`,
    // so each request carries a query of its own to miss it); and a guest's with every reuse turned off.
    const cpu = await cpuPerRequest(cached.pid, `${cached.base}/`, { ...memberPage, uniqueQuery: 'render' });
    console.log(`CPU per member render of /: p50 ${cpu.p50} ms (batches ${cpu.batches.join(', ')})`);
    // The course page's render on a page cache miss (the members' render, each request a key of its own).
    const cpuCourse = await cpuPerRequest(cached.pid, cached.base + course, {
      ...memberPage,
      uniqueQuery: 'render',
    });
    console.log(
      `CPU per member render of ${course}: p50 ${cpuCourse.p50} ms (${cpuCourse.batches.join(', ')})`,
    );
    const cpuNoReuse = await cpuPerRequest(uncached.pid, `${uncached.base}/`, page);
    console.log(
      `CPU per render of / with all reuse off: p50 ${cpuNoReuse.p50} ms (batches ${cpuNoReuse.batches.join(', ')})`,
    );
    stop(uncached.child);

    const searches = [];
    for (const keywords of SEARCH_TERMS) {
      const searchUrl = `${cached.base}/api/search?keywords=${encodeURIComponent(keywords)}&type=course&limit=10&offset=0`;
      // A slow term would take many minutes at 200 sequential requests: the time caps keep the run short
      // (the report shows how many requests were measured).
      await sequential(searchUrl, 20, { ...memberApi, maxSeconds: 10 });
      const result = await sequential(searchUrl, 200, { ...memberApi, maxSeconds: 30 });
      searches.push({ keywords, result });
      console.log(`member search ${keywords}: p95 ${result.p95} ms over ${result.requests} requests`);
    }

    const weights = [];
    for (const pagePath of pages) weights.push(await pageWeight(cached.base, pagePath));
    console.log(`home: ${weights[0]!.htmlBytes} B HTML, ${weights[0]!.htmlGzipBytes} B gzip`);

    const lighthouse = process.env.BENCH_LIGHTHOUSE === '0' ? [] : await runLighthouse(cached.base, pages);

    const report: WebReport = {
      date: startedAt.toISOString(),
      loadAverage: { start: loadAtStart, end: os.loadavg() },
      courses,
      connections: CONNECTIONS,
      seconds: SECONDS,
      publicCacheSeconds: await defaultPublicCacheSeconds(),
      hello: helloResult,
      scenarios,
      personal: personalScenarios,
      cpu,
      cpuCourse,
      cpuNoReuse,
      searches,
      weights,
      lighthouse,
    };
    writeFileSync(path.join(import.meta.dirname, 'last-run.json'), JSON.stringify(report, null, 2));
    writeReadme(report);
  } finally {
    stopAll();
  }
}

/** The PUBLIC_CACHE_SECONDS the cached server ran with (the platform's default: startPlatform sets none). */
async function defaultPublicCacheSeconds(): Promise<number> {
  const { loadConfig } = await import('../../apps/server/src/config.ts');
  return loadConfig({ DATA_DIR }).PUBLIC_CACHE_SECONDS;
}

await main();
