/**
 * Lighthouse (mobile preset, the default form factor: simulated slow 4G and a 4× slower CPU) on the home page,
 * the course list and one course page, driving Debian's chromium (never a downloaded browser).
 *
 *   npm run bench:lighthouse        # starts its own production server on the bench_web database
 *   (npm run bench:web runs it at the end against the server it measured)
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { CHROME_FLAGS } from '../../e2e/support/chromium.ts';
import { stopAll } from '../lib/platform.ts';
import { calibratedCpuMultiplier, setSavedCpuMultiplier } from './lighthouse-calibration.ts';
import { mainThreadWallPerCpu } from './lighthouse-trace.ts';
import { coursePagePath } from './measure.ts';
import { buildWeb, seededDatabase, startPlatform } from './server.ts';

/**
 * What Lighthouse's mobile preset sends as its browser (the page cache keys on the device class): the page is
 * asked once with it just before Lighthouse loads it.
 */
const MOBILE_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

/**
 * A page real visitors open is in the guest page cache (web/page-cache.ts); a server started for the run has
 * none yet, and Lighthouse's single load would time the one render that fills it (its TTFB then says how fast
 * the server renders, which bench:web's CPU and throughput rows measure). So each page is asked, as the same
 * device class, right before Lighthouse loads it and every 2 s while it does (Lighthouse's own set-up can
 * outlast the cache's freshness on a busy machine): it then sees what a visitor of a visited page sees.
 */
async function warmPage(url: string): Promise<void> {
  const answer = await fetch(url, {
    headers: { 'user-agent': MOBILE_AGENT, accept: 'text/html', 'accept-encoding': 'gzip' },
  });
  await answer.arrayBuffer();
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;

export interface LighthouseResult {
  path: string;
  /** 0–100 per category, as the mobile preset scores the load (4× CPU); null when Lighthouse could not score it. */
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  /** Simulated mobile timings in ms (CLS unitless), at the preset's 4×. */
  metrics: Record<keyof typeof METRICS, number | null>;
  /** Audits that lost accessibility, best-practices or SEO points (what to fix to reach the targets). */
  failedAudits: string[];
  /** Lighthouse's runtime warnings (e.g. the page took too long), which make a score less trustworthy. */
  warnings: string[];
  /**
   * The same load simulated at the multiplier calibrated to the host's BenchmarkIndex (lighthouse-calibration.ts),
   * beside the preset: the index is measured on an idle moment, so it does not know how busy the load was.
   */
  calibrated: {
    benchmarkIndex: number;
    cpuMultiplier: number;
    performance: number | null;
    tbt: number | null;
  };
  /** Wall ÷ CPU time of the page's main-thread tasks of 10 ms or more in this load (lighthouse-trace.ts). */
  mainThreadWallPerCpu: number | null;
  /** Every run's performance score (preset), in the order run (the result above is the median one). */
  runs: (number | null)[];
}

/** The mobile preset's CPU slowdown, meant for a host with a BenchmarkIndex of about 1500. */
const PRESET_CPU_MULTIPLIER = 4;

const score = (lhr: Result, id: string) => {
  const value = lhr.categories[id]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};
const metric = (lhr: Result, id: string) => {
  const value = lhr.audits[id]?.numericValue;
  return value === undefined ? null : Math.round(value * 1000) / 1000;
};

function summarise(lhr: Result): Pick<LighthouseResult, 'scores' | 'metrics' | 'failedAudits' | 'warnings'> {
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr, c)])) as LighthouseResult['scores'],
    metrics: Object.fromEntries(
      Object.entries(METRICS).map(([key, id]) => [key, metric(lhr, id)]),
    ) as LighthouseResult['metrics'],
    failedAudits: CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${c}: ${ref.id}`),
    ),
    warnings: lhr.runWarnings,
  };
}

/**
 * Lighthouse's own advice on variability is the median of five runs: each page is loaded RUNS times
 * (BENCH_LIGHTHOUSE_RUNS, default 5) and the run with the median performance score (preset) is the page's
 * result. On this 2-core host single runs of one page ranged over 15–25 points within minutes.
 */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));

export async function runLighthouse(base: string, paths: string[]): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const pagePath of paths) {
    const runs: Omit<LighthouseResult, 'runs'>[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await lighthouseOnce(base, pagePath));
    const byScore = [...runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
    const median = {
      ...byScore[Math.floor((byScore.length - 1) / 2)]!,
      runs: runs.map((r) => r.scores.performance),
    };
    results.push(median);
    console.log(
      `lighthouse ${pagePath}: ${JSON.stringify(median.scores)} (median of ${RUNS}: ${median.runs.join(', ')}; calibrated: host ${median.calibrated.benchmarkIndex} → ${median.calibrated.cpuMultiplier}×: ${median.calibrated.performance}; main thread wall ÷ CPU ${median.mainThreadWallPerCpu})`,
    );
  }
  return results;
}

/** One fresh chromium per load, so one page's cache and service state cannot help the next. */
async function lighthouseOnce(base: string, pagePath: string): Promise<Omit<LighthouseResult, 'runs'>> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const artifactsDir = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  try {
    await warmPage(base + pagePath);
    const keepWarm = setInterval(() => void warmPage(base + pagePath).catch(() => undefined), 2000);
    const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const };
    const config = (cpuSlowdownMultiplier: number) => ({
      extends: 'lighthouse:default' as const,
      settings: {
        onlyCategories: [...CATEGORIES],
        throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier },
      },
    });
    // One load, gathered and saved, audited first at the preset's 4×…
    const run = await lighthouse(
      base + pagePath,
      { ...flags, gatherMode: artifactsDir, auditMode: artifactsDir },
      config(PRESET_CPU_MULTIPLIER),
    ).finally(() => clearInterval(keepWarm));
    if (!run) throw new Error(`lighthouse gave no result for ${pagePath}`);
    const preset = run.lhr;
    const wallPerCpu = mainThreadWallPerCpu(path.join(artifactsDir, 'defaultPass.trace.json'));
    // …then again at the multiplier calibrated to this host's BenchmarkIndex (lighthouse-calibration.ts).
    const benchmarkIndex = preset.environment.benchmarkIndex;
    const multiplier = calibratedCpuMultiplier(benchmarkIndex) ?? PRESET_CPU_MULTIPLIER;
    setSavedCpuMultiplier(artifactsDir, multiplier);
    const again = await lighthouse(undefined, { ...flags, auditMode: artifactsDir }, config(multiplier));
    if (!again) throw new Error(`lighthouse gave no calibrated result for ${pagePath}`);
    const calibrated = again.lhr;
    // The whole report (every audit's details: render-blocking files, request chains, the LCP element)
    // when asked for, to see where the points go.
    const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
    if (reports) {
      mkdirSync(reports, { recursive: true });
      const name = `${pagePath.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${Date.now()}`;
      writeFileSync(path.join(reports, `${name}.json`), JSON.stringify(preset));
      writeFileSync(path.join(reports, `${name}.calibrated.json`), JSON.stringify(calibrated));
      // The gathered trace too: which main-thread tasks the simulation multiplied, and what each one did.
      cpSync(artifactsDir, path.join(reports, `${name}.artifacts`), { recursive: true });
    }
    return {
      path: pagePath,
      ...summarise(preset),
      calibrated: {
        benchmarkIndex: Math.round(benchmarkIndex),
        cpuMultiplier: multiplier,
        performance: score(calibrated, 'performance'),
        tbt: metric(calibrated, 'total-blocking-time'),
      },
      mainThreadWallPerCpu: wallPerCpu,
    };
  } finally {
    chrome.kill();
    rmSync(artifactsDir, { recursive: true, force: true });
  }
}

export function lighthouseTable(results: LighthouseResult[]): string {
  const show = (value: number | null) => (value === null ? '—' : String(value));
  const ms = (value: number | null) => (value === null ? '—' : String(Math.round(value)));
  const failed = results
    .filter((r) => r.failedAudits.length)
    .map((r) => `- \`${r.path}\` lost points on: ${r.failedAudits.map((a) => `\`${a}\``).join(', ')}`);
  return [
    '| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | each run | main thread wall ÷ CPU | calibrated: host index → CPU ×, performance / TBT ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (r) =>
        `| \`${r.path}\` | ${show(r.scores.performance)} | ${show(r.scores.accessibility)} | ${show(r.scores['best-practices'])} | ${show(r.scores.seo)} | ${ms(r.metrics.fcp)} | ${ms(r.metrics.lcp)} | ${ms(r.metrics.tbt)} | ${r.metrics.cls ?? '—'} | ${r.runs.map(show).join(', ')} | ${show(r.mainThreadWallPerCpu)} | ${r.calibrated.benchmarkIndex} → ${r.calibrated.cpuMultiplier}×, ${show(r.calibrated.performance)} / ${ms(r.calibrated.tbt)} |`,
    ),
    ...(failed.length ? ['', ...failed] : []),
  ].join('\n');
}

async function main() {
  const { url } = await seededDatabase();
  buildWeb();
  try {
    const platform = await startPlatform(url);
    const results = await runLighthouse(platform.base, ['/', '/course', await coursePagePath(platform.base)]);
    writeFileSync(
      path.join(import.meta.dirname, 'lighthouse-last-run.json'),
      JSON.stringify({ date: new Date().toISOString(), results }, null, 2),
    );
    console.log('\n' + lighthouseTable(results));
  } finally {
    stopAll();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
