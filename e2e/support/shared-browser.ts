import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { ContextPool, type Lease } from './context-pool.ts';

/**
 * One Chromium per e2e worker instead of one per file. A group's files run one after the other in one worker
 * that keeps its modules (vitest.config.ts: isolate false, E2E_SHARED_BROWSER), and launching and closing a
 * browser cost ~0.9 s of a core each time, for ~37 files a run. Each file gets its own handle on the shared
 * browser: its contexts are its own, and its close() ends them, not the browser, so every file still starts
 * with no page, cookie or storage of another. The contexts support/browser.ts newPage leased go back, wiped,
 * to the worker's pool for the next file (context-pool.ts); the others are closed. A browser that crashed or
 * was closed is launched again for the next file. Playwright kills it when the worker exits.
 */
let shared: Promise<Browser> | undefined;
const pool = new ContextPool(() => shared ?? (shared = launchChromium()));

/** On a file's handle on the shared browser: a context with its first page, from the pool when one fits. */
export const LEASE = Symbol('lease a context and its page');
export type LeaseContext = (options: BrowserContextOptions) => Promise<Lease>;

export async function launchSharedBrowser(): Promise<Browser> {
  let browser = await (shared ??= launchChromium());
  if (!browser.isConnected()) browser = await (shared = launchChromium());
  return fileHandle(browser);
}

function fileHandle(browser: Browser): Browser {
  const opened = new Set<BrowserContext>();
  const leased = new Set<BrowserContext>();
  const lease: LeaseContext = async (options) => {
    const got = await pool.lease(options);
    leased.add(got.context);
    got.context.once('close', () => leased.delete(got.context));
    return got;
  };
  const handle: Partial<Browser> & { [LEASE]: LeaseContext } = {
    [LEASE]: lease,
    async newContext(options) {
      const context = await browser.newContext(options);
      opened.add(context);
      context.once('close', () => opened.delete(context));
      return context;
    },
    async newPage(options) {
      const context = await handle.newContext!(options);
      return context.newPage();
    },
    contexts: () => [...opened, ...leased],
    isConnected: () => browser.isConnected(),
    async close() {
      await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
      // One at a time: each wipe navigates a page, and parking order does not matter.
      for (const context of [...leased]) await pool.giveBack(context);
      leased.clear();
    },
  };
  // Everything else (version, browserType, …) is the shared browser's own.
  return new Proxy(browser, {
    get: (target, key) =>
      key in handle
        ? handle[key as keyof typeof handle]
        : typeof Reflect.get(target, key) === 'function'
          ? (Reflect.get(target, key) as (...args: unknown[]) => unknown).bind(target)
          : Reflect.get(target, key),
  });
}
