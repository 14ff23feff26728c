import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, onTestFailed } from 'vitest';
import { browserWork } from './browser-work.ts';
import { launchChromium } from './chromium.ts';
import { LEASE, launchSharedBrowser, type LeaseContext } from './shared-browser.ts';
import { forgetRequests, trackRequests } from './ui.ts';

/**
 * Debian's Chromium with the flags this machine needs (e2e/support/chromium.ts): in the e2e project a handle
 * on its worker's one browser (shared-browser.ts), elsewhere (the cluster run) a browser of the file's own.
 */
export const launchBrowser = (): Promise<Browser> =>
  process.env.E2E_SHARED_BROWSER ? launchSharedBrowser() : launchChromium();

/**
 * A test file's browser and a scratch folder for the files its tests draw and upload: opened before the
 * file's first test, closed and removed after its last. Read `.browser` and `.dir` inside the tests.
 */
export function browserWithScratchDir(prefix: string): { readonly browser: Browser; readonly dir: string } {
  const opened: { browser?: Browser; dir?: string } = {};
  beforeAll(async () => {
    opened.browser = await launchBrowser();
    opened.dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterAll(async () => {
    await opened.browser?.close();
    if (opened.dir) rmSync(opened.dir, { recursive: true, force: true });
  });
  return {
    get browser() {
      if (!opened.browser) throw new Error('the browser opens in beforeAll');
      return opened.browser;
    },
    get dir() {
      if (!opened.dir) throw new Error('the scratch folder is made in beforeAll');
      return opened.dir;
    },
  };
}

export const baseURL = () => inject('baseURL');

export const viewports = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 375, height: 812 },
} as const;

export async function newPage(
  browser: Browser,
  viewport: keyof typeof viewports = 'desktop',
  options: { userAgent?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const contextOptions = {
    baseURL: baseURL(),
    viewport: viewports[viewport],
    locale: 'zh-CN',
    // The site honours "reduce motion" (shared/ui/global.css): dialogs open and close at once, so a click
    // cannot land on a button still zooming in to where it will be.
    reducedMotion: 'reduce',
    ...(viewport === 'mobile' ? { isMobile: true, hasTouch: true } : {}),
    ...options,
  } as const;
  // In the e2e project a context an earlier test left, wiped (support/context-pool.ts), else a new one.
  const lease = (browser as Browser & { [LEASE]?: LeaseContext })[LEASE];
  const { context, page, reused } = lease
    ? await lease(contextOptions)
    : await browser
        .newContext(contextOptions)
        .then(async (c) => ({ context: c, page: await c.newPage(), reused: false }));
  browserWork['browser contexts (newPage)']++;
  if (reused) {
    browserWork['of them handed on from an earlier test']++;
    forgetRequests(page);
  }
  page.on('load', () => browserWork['document loads']++);
  trackRequests(page);
  watched.set(page, { trail: recordTrail(page), debug: await attachDebugger(page) });
  reportOnFailure(page);
  return { context, page };
}

const watched = new WeakMap<Page, { trail: string[]; debug: CDPSession }>();

/**
 * Should the current test fail, leaves a picture of where `page` stopped (e2e/screenshots/failed-<test>.png)
 * and, in the log (all a CI run keeps), what the page showed and what went wrong in it. newPage calls it for
 * the test that opened the page; a file that keeps one page for several tests calls it again in each.
 */
export function reportOnFailure(page: Page): void {
  const { trail, debug } = watched.get(page)!;
  const testName = expect.getState().currentTestName ?? 'test';
  onTestFailed(async () => {
    // A page that crashed or was closed under the test still says where it was and what happened to it.
    const described = page.isClosed()
      ? `url: ${page.url()}\n(page closed)\ntrail:\n  ${trail.join('\n  ') || '(none)'}`
      : await describePage(page, trail).catch(
          async (e: unknown) =>
            `${String(e)}\nurl: ${page.url()}\nstalled in: ${await stalledScript(debug)}\ntrail:\n  ${trail.join('\n  ') || '(none)'}`,
        );
    if (!page.isClosed())
      await capture(page, `failed-${testName.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80)}`).catch(
        () => undefined,
      );
    console.error(`[failed: ${testName}]\n${described}`);
  });
}

/** The page's last console errors, uncaught errors and failed or refused (4xx/5xx) requests, newest last. */
function recordTrail(page: Page): string[] {
  const trail: string[] = [];
  const add = (line: string) => {
    trail.push(line.slice(0, 300));
    if (trail.length > 30) trail.shift();
  };
  page.on('console', (m) => {
    if (m.type() === 'error') add(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => add(`pageerror: ${e.message}`));
  // A renderer that crashes (memory on a busy machine) leaves every later wait hanging until the timeout.
  page.on('crash', () => add('crash: the page crashed'));
  page.on('close', () => add('close: the page was closed'));
  page.on('requestfailed', (r) => add(`failed: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('response', (r) => {
    if (r.status() >= 400) add(`${r.status()}: ${r.request().method()} ${r.url()}`);
  });
  return trail;
}

/** Where a failed test's page stood: its address, the visible messages and form errors, and its text. */
async function describePage(page: Page, trail: string[]): Promise<string> {
  const texts = (selector: string) =>
    page
      .locator(selector)
      .evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).innerText.trim()).filter(Boolean));
  const [messages, errors, body] = await Promise.all([
    texts('.ant-message-notice, .ant-notification-notice, .ant-modal-confirm'),
    texts('.ant-form-item-explain-error'),
    page.locator('body').innerText({ timeout: 2_000 }),
  ]);
  return [
    `url: ${page.url()}`,
    `messages: ${JSON.stringify(messages)}`,
    `form errors: ${JSON.stringify(errors)}`,
    `trail:\n  ${trail.join('\n  ') || '(none)'}`,
    `text: ${body.replace(/\s+/g, ' ').slice(0, 1500)}`,
  ].join('\n');
}

/**
 * A debugger session on the page from its start, for `stalledScript`: a main thread stuck in a script answers
 * nothing that has to wait its turn (enabling the debugger included), only the few commands Chromium
 * delivers by interrupting the running script — pause is one. The built site has no `debugger;` statement,
 * so an enabled debugger never stops a healthy page.
 */
async function attachDebugger(page: Page): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  // Paused frames name their script by id only: keep each id's address to name the file.
  session.on('Debugger.scriptParsed', (event) => scriptUrls(session).set(event.scriptId, event.url));
  await session.send('Debugger.enable');
  return session;
}

const scriptUrlsBySession = new WeakMap<CDPSession, Map<string, string>>();
function scriptUrls(session: CDPSession): Map<string, string> {
  let urls = scriptUrlsBySession.get(session);
  if (!urls) scriptUrlsBySession.set(session, (urls = new Map()));
  return urls;
}

/**
 * Where a page that no longer answers is stuck (CI saw one such page after a lesson switch, once in seven
 * runs): the running script's frames, innermost first. Then the script is stopped, so closing the page
 * cannot hang. A main thread busy outside JavaScript (layout, media, garbage collection) does not pause.
 */
async function stalledScript(session: CDPSession): Promise<string> {
  const paused = new Promise<string>((resolve) => {
    session.once('Debugger.paused', (event) =>
      resolve(
        event.callFrames
          .slice(0, 12)
          .map((f) => {
            const file =
              scriptUrls(session).get(f.location.scriptId) || f.url || `script ${f.location.scriptId}`;
            const at = `${f.location.lineNumber + 1}:${(f.location.columnNumber ?? 0) + 1}`;
            return `${f.functionName || '(anonymous)'} ${file.replace(/^https?:\/\/[^/]+/, '')}:${at}`;
          })
          .join(' < ') || '(paused outside any frame)',
      ),
    );
  });
  const waited = new Promise<string>((resolve) =>
    setTimeout(
      () => resolve('no script frame within 3 s: the main thread is busy outside JavaScript'),
      3_000,
    ),
  );
  void session.send('Debugger.pause').catch(() => undefined);
  const where = await Promise.race([paused, waited]);
  void session.send('Runtime.terminateExecution').catch(() => undefined);
  void session.send('Debugger.resume').catch(() => undefined);
  return where;
}

/**
 * Pictures for people to look at. A CI run keeps only its log, so there they are skipped (~150 full-page
 * captures, ~10 s of a group's CPU); E2E_SCREENSHOTS=1 takes them in CI too, =0 skips them locally.
 */
const picturesWanted = (process.env.E2E_SCREENSHOTS ?? (process.env.CI ? '0' : '1')) !== '0';

/**
 * Saves a full-page screenshot under e2e/screenshots/ (kept out of git; looked at by people; not in CI).
 * `{ viewport: true }` takes only what the window shows, as a person sees it: a full-page capture draws the
 * page's fixed parts (the AI area's rail, sticky headers) where they stood in the window, not where a reader
 * scrolling the page would meet them.
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { viewport?: boolean } = {},
): Promise<void> {
  if (picturesWanted) await capture(page, name, !options.viewport);
}

/** The capture itself, e2e/screenshots/<name>.png: also a failed test's (full-page) picture, taken always. */
async function capture(page: Page, name: string, fullPage = true): Promise<string> {
  const dir = path.resolve('e2e/screenshots');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  // Sections with `content-visibility: auto` (the home's later sections, the footer) are painted only near
  // the viewport, and a full-page capture reaches past it: shown whole for the picture, then as they were.
  const whole = await page
    .addStyleTag({ content: '* { content-visibility: visible !important; }' })
    .catch(() => null);
  try {
    await page.screenshot({ path: file, fullPage });
  } finally {
    // addStyleTag's handle is typed as any Node; it is the <style> element it added.
    await whole?.evaluate((node) => (node as ChildNode).remove()).catch(() => undefined);
  }
  return file;
}
