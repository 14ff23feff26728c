import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from './chromium.ts';

/**
 * One Chromium per e2e worker instead of one per file. A group's files run one after the other in one worker
 * that keeps its modules (vitest.config.ts: isolate false, E2E_SHARED_BROWSER), and launching and closing a
 * browser cost ~0.9 s of a core each time, for ~37 files a run. Each file gets its own handle on the shared
 * browser: its contexts are its own, and its close() closes them, not the browser, so every file still
 * starts with no page, cookie or cache of another. A browser that crashed or was closed is launched again
 * for the next file. Playwright kills it when the worker exits.
 */
let shared: Promise<Browser> | undefined;

export async function launchSharedBrowser(): Promise<Browser> {
  let browser = await (shared ??= launchChromium());
  if (!browser.isConnected()) browser = await (shared = launchChromium());
  return fileHandle(browser);
}

function fileHandle(browser: Browser): Browser {
  const opened = new Set<BrowserContext>();
  const handle: Partial<Browser> = {
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
    contexts: () => [...opened],
    isConnected: () => browser.isConnected(),
    async close() {
      await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
    },
  };
  // Everything else (version, browserType, …) is the shared browser's own.
  return new Proxy(browser, {
    get: (target, key) =>
      key in handle
        ? handle[key as keyof Browser]
        : typeof Reflect.get(target, key) === 'function'
          ? (Reflect.get(target, key) as (...args: unknown[]) => unknown).bind(target)
          : Reflect.get(target, key),
  });
}
