/**
 * Where a page's first load spends the browser's main thread: Debian's chromium at Lighthouse's mobile CPU
 * slowdown (4×), a CPU profile from navigation to load + 3 s, summed by function and by script.
 *
 *   BENCH_SKIP_BUILD=1 npx tsx bench/web/client-profile.ts / /course /coursepage/32
 *
 * The platform and database are bench/web's (server.ts). Self time is what a function itself ran (its
 * callees not included); the long tasks list is what Lighthouse's TBT is made of.
 */
import { chromium } from 'playwright-core';
import { stopAll } from '../lib/platform.ts';
import { CHROME_FLAGS } from '../../e2e/support/chromium.ts';
import { buildWeb, seededDatabase, startPlatform } from './server.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function summarise(profile: Profile, top = 25) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfByFn = new Map<string, number>();
  const selfByUrl = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i])!;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const file =
      node.callFrame.url.replace(/^.*\/assets\//, '') || `(${node.callFrame.functionName || 'native'})`;
    const fn = `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber}`;
    selfByFn.set(fn, (selfByFn.get(fn) ?? 0) + ms);
    selfByUrl.set(file, (selfByUrl.get(file) ?? 0) + ms);
  }
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top);
  return { byFunction: sorted(selfByFn), byScript: sorted(selfByUrl) };
}

async function main() {
  const pages = process.argv.slice(2);
  const { url } = await seededDatabase();
  buildWeb();
  const platform = await startPlatform(url);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROME_FLAGS,
  });
  try {
    for (const pagePath of pages.length ? pages : ['/']) {
      // Warm the page cache so the server's time is not in the profile.
      await fetch(platform.base + pagePath);
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { __longTasks: number[] };
        w.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__longTasks.push(Math.round(entry.duration));
        }).observe({ type: 'longtask', buffered: true });
      });
      // BENCH_BLOCK=svg: leave out the demo's SVG pictures, to see what they cost.
      if (process.env.BENCH_BLOCK)
        await page.route(`**/*.${process.env.BENCH_BLOCK}`, (route) => route.abort());
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(platform.base + pagePath, { waitUntil: 'load' });
      await page.waitForTimeout(3000);
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      const longTasks = await page.evaluate(
        () => (window as unknown as { __longTasks: number[] }).__longTasks,
      );
      const paints = await page.evaluate(() =>
        performance.getEntriesByType('paint').map((p) => `${p.name} ${Math.round(p.startTime)}`),
      );
      const { byFunction, byScript } = summarise(profile);
      console.log(`\n===== ${pagePath} (4× CPU slowdown)`);
      console.log('paints:', paints.join(', '));
      console.log('long tasks (ms):', longTasks.join(', '));
      console.log('-- self time by script (ms)');
      for (const [k, v] of byScript) console.log(`${v.toFixed(1).padStart(8)}  ${k}`);
      console.log('-- self time by function (ms)');
      for (const [k, v] of byFunction) console.log(`${v.toFixed(1).padStart(8)}  ${k}`);
      await context.close();
    }
  } finally {
    await browser.close();
    stopAll();
  }
}

await main();
