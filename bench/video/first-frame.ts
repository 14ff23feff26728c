/**
 * bench:first-frame (issue 32 item 4): how long a member waits for a picture in Chromium — click on the
 * player's play button → first frame, and a seek to a part not yet loaded → its frame — for a lesson the
 * member holds, unthrottled and with Lighthouse's mobile profile (slow 4G applied through CDP, CPU 4×).
 * Targets (unthrottled): first frame ≤ 1 s, seek ≤ 0.5 s. Method and results: bench/README.md "Time to first frame".
 *
 *   npm run bench:first-frame                     # the demo platform with its clips transcoded (bench/video's)
 *   BENCH_FIRST_FRAME_RUNS=7 npm run bench:first-frame
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../e2e/support/chromium.ts';
import { freePort, root, seededAppSecret, start, stopAll, waitFor } from '../lib/platform.ts';
import { signIn } from '../web/measure.ts';
import {
  firstFrameMarkdown,
  tryRow,
  writeFirstFrameReadme,
  type FirstFrameReport,
  type Profile,
} from './first-frame-report.ts';
import { readyLesson, videoPlatform } from './platform.ts';
import { seekInPage, type SeekTrace } from './seek-probe.ts';

const RUNS = Number(process.env.BENCH_FIRST_FRAME_RUNS ?? 5);
/** Where the seek lands: 60 % of the lesson, as a viewer skipping ahead on the progress bar. */
const SEEK_FRACTION = 0.6;
const MEMBER = { phone: '13800000001', password: 'Demo@123456' };

/**
 * Lighthouse 12's mobile profile (lantern's throttling.mobileSlow4G, the values its devtools throttling
 * applies: RTT 150 ms × 3.75 request latency, 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up) and its 4× CPU.
 */
export const PROFILES: Profile[] = [
  { name: '无节流', latencyMs: 0, downKbps: 0, upKbps: 0, cpu: 1 },
  { name: 'Lighthouse 移动（慢速 4G，CPU 4×）', latencyMs: 562.5, downKbps: 1474.56, upKbps: 675, cpu: 4 },
];

/** The seek's step-by-step trace (seek-probe.ts) with the click's times and the page's canplay. */
export interface Try extends SeekTrace {
  /** Click → the video's 'playing' event, and → the first frame presented (requestVideoFrameCallback). */
  playing: number;
  firstFrame: number;
  /** Navigation start → the video's first 'canplay' (the player loads the lesson before any click). */
  canPlay: number;
}

declare global {
  interface Window {
    __firstFrame?: Promise<{ playing: number; firstFrame: number }>;
    __canPlay?: number;
  }
}

/** One fresh browser context (empty cache), the member signed in as the login page does, one play and one seek. */
async function oneTry(browser: Browser, base: string, lessonPath: string, profile: Profile): Promise<Try> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: base });
  try {
    const page = await context.newPage();
    const answer = (await (
      await context.request.post('/api/user/login', { data: { ...MEMBER, type: 'pass' } })
    ).json()) as { data: { token: string; user: unknown } };
    await page.goto('/favicon.svg');
    await page.evaluate(
      ([token, user]) => {
        localStorage.setItem('Authorization', `Bearer ${token}`);
        localStorage.setItem('UserInfo', JSON.stringify(user));
      },
      [answer.data.token, answer.data.user] as const,
    );
    // Media events do not bubble, but a capture listener on the document sees them.
    await page.addInitScript(() => {
      // Room for every segment request of the try (the default keeps 250 entries).
      performance.setResourceTimingBufferSize(5000);
      document.addEventListener('canplay', () => (window.__canPlay ??= performance.now()), { capture: true });
    });
    await throttle(page, profile);
    await page.goto(lessonPath);
    await page.waitForFunction(
      () => Object.keys(document).some((key) => key.startsWith('_reactListening')),
      undefined,
      {
        timeout: 120_000,
      },
    );
    await page.locator('.art-state').waitFor({ state: 'visible', timeout: 120_000 });
    // The clock starts at the click's pointerdown in the page (its own performance.now()), not in this process.
    await page.evaluate(() => {
      const video = document.querySelector('video')!;
      window.__firstFrame = new Promise((resolve) => {
        let clicked = 0;
        document.addEventListener('pointerdown', () => (clicked = performance.now()), {
          capture: true,
          once: true,
        });
        video.addEventListener(
          'playing',
          () => {
            const playing = performance.now() - clicked;
            video.requestVideoFrameCallback((now) => resolve({ playing, firstFrame: now - clicked }));
          },
          { once: true },
        );
      });
    });
    await page.locator('.art-state').click({ timeout: 120_000 });
    const first = await page.evaluate(() => window.__firstFrame!);
    // Play a moment, then seek as the progress bar does (artplayer sets currentTime) to 60 % of the lesson.
    await page.waitForTimeout(1000);
    const seek = await page.evaluate(seekInPage, SEEK_FRACTION);
    const canPlay = await page.evaluate(() => window.__canPlay ?? -1);
    return { ...first, ...seek, canPlay };
  } finally {
    await context.close();
  }
}

/** The profile applied to the page through CDP, as Lighthouse's devtools throttling does. */
async function throttle(page: Page, profile: Profile): Promise<void> {
  if (profile.cpu === 1 && profile.latencyMs === 0) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: (profile.downKbps * 1024) / 8,
    uploadThroughput: (profile.upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]!);
};

async function main() {
  const startedAt = new Date();
  const loadAtStart = os.loadavg();
  const ready = await readyLesson();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The pages too: the member opens the course page and plays there.
  const platform = start(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    ...videoPlatform(ready, base, port),
    ROLES: 'api,web',
    APP_SECRET: seededAppSecret(ready.dataDir),
  });
  await waitFor(`${base}/healthz`, platform);
  const browser = await launchChromium();
  try {
    const member = await signIn(base, MEMBER.phone, MEMBER.password);
    // Joins the lesson's course (it is free): the member then holds it as a buyer does.
    await ready.lessonLink(base, member.token);
    const lessonPath = `/coursepage/${ready.courseId}?task_id=${ready.taskId}`;
    const results: FirstFrameReport['results'] = [];
    const failed: string[] = [];
    for (const profile of PROFILES) {
      const tries: Try[] = [];
      for (let i = 0; i < RUNS; i++) {
        // A try that times out on a host this busy is reported and left out of the median, not the whole run.
        const one = await oneTry(browser, base, lessonPath, profile).catch((error: Error) => {
          console.log(`${profile.name} #${i + 1} failed: ${error.message.split('\n')[0]}`);
          return null;
        });
        if (!one) {
          failed.push(profile.name);
          continue;
        }
        tries.push(one);
        console.log(`${profile.name} #${i + 1}: ${tryRow(one)}`);
      }
      results.push({
        profile,
        tries,
        firstFrame: median(tries.map((t) => t.firstFrame)),
        seekFrame: median(tries.map((t) => t.seekFrame)),
        canPlay: median(tries.map((t) => t.canPlay)),
      });
    }
    const report: FirstFrameReport = {
      date: startedAt.toISOString(),
      loadAverage: { start: loadAtStart, end: os.loadavg() },
      lessonPath,
      chromium: browser.version(),
      failed: failed.length,
      results,
    };
    writeFileSync(
      path.join(import.meta.dirname, 'first-frame-last-run.json'),
      JSON.stringify(report, null, 2),
    );
    console.log(firstFrameMarkdown(report));
    writeFirstFrameReadme(report);
  } finally {
    await browser.close();
    stopAll();
  }
}

if (process.env.BENCH_SKIP_BUILD !== '1')
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
await main();
