// Two web builds side by side, Lighthouse alternating between them: the way to tell whether a change moves
// the mobile score on a machine whose load varies (a single run before and after is not comparable).
//   BENCH_AB_A=.tmp/build-a BENCH_AB_B=apps/web/build BENCH_ROUNDS=3 npx tsx bench/web/lighthouse-ab.ts [paths…]
// Each is a copy of apps/web/build inside the repository, so its server bundle finds node_modules
// (`cp -r apps/web/build .tmp/build-a` before the change). Same server, same
// database (bench_web, seeded as bench:web seeds it); prints each run and the medians per build and page.
// Or one build (apps/web/build) on two seeded databases, for a change in the data (the demo pictures):
//   BENCH_AB_DATA_A=<database url>,<data dir> BENCH_AB_DATA_B=<database url>,<data dir> npx tsx bench/web/lighthouse-ab.ts
// each seeded beforehand (DATABASE_URL=… DATA_DIR=… npx tsx apps/server/src/cli/seed.ts --scale N).
import { runLighthouse, type LighthouseResult } from './lighthouse.ts';
import { coursePagePath } from './measure.ts';
import { stopAll } from '../lib/platform.ts';
import { seededDatabase, startPlatform } from './server.ts';

const builds = { A: process.env.BENCH_AB_A, B: process.env.BENCH_AB_B };
const data = { A: process.env.BENCH_AB_DATA_A, B: process.env.BENCH_AB_DATA_B };
const byData = Boolean(data.A && data.B);
if (!byData && (!builds.A || !builds.B)) {
  console.error(
    'BENCH_AB_A and BENCH_AB_B must name two web build folders (or BENCH_AB_DATA_A/B two databases)',
  );
  process.exit(64);
}
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

try {
  const platforms: Record<string, string> = {};
  if (byData) {
    for (const [name, spec] of Object.entries(data)) {
      const [url, dataDir] = spec!.split(',');
      platforms[name] = (await startPlatform(url!, undefined, dataDir)).base;
    }
  } else {
    const { url } = await seededDatabase();
    for (const [name, dir] of Object.entries(builds)) {
      process.env.WEB_BUILD_DIR = dir; // read by the server at start (serve-web.ts)
      platforms[name] = (await startPlatform(url)).base;
    }
  }
  const paths = process.argv.slice(2).length
    ? process.argv.slice(2)
    : ['/', '/course', await coursePagePath(platforms.A!)];
  const runs: { build: string; result: LighthouseResult }[] = [];
  for (let round = 0; round < rounds; round++)
    for (const name of round % 2 === 0 ? ['A', 'B'] : ['B', 'A']) {
      for (const result of await runLighthouse(platforms[name]!, paths)) {
        runs.push({ build: name, result });
        const m = result.metrics;
        console.log(
          `${name} ${result.path}: performance ${result.scores.performance} (calibrated ${result.calibrated.performance}), LCP ${m.lcp} ms, TBT ${m.tbt} ms, wall ÷ CPU ${result.mainThreadWallPerCpu}`,
        );
      }
    }
  for (const path of paths)
    for (const name of ['A', 'B']) {
      const mine = runs.filter((r) => r.build === name && r.result.path === path).map((r) => r.result);
      console.log(
        `median ${name} ${path}: performance ${median(mine.map((r) => r.scores.performance ?? NaN))} (calibrated ${median(mine.map((r) => r.calibrated.performance ?? NaN))}), ` +
          `LCP ${median(mine.map((r) => r.metrics.lcp ?? NaN))} ms, TBT ${median(mine.map((r) => r.metrics.tbt ?? NaN))} ms`,
      );
    }
} finally {
  stopAll();
}
