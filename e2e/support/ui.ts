import type { BrowserContext, Locator, Page, Request } from 'playwright-core';

/**
 * An antd button by its label. antd spaces two-character labels ('登 录'), and when `loading` flips off
 * within a frame the spinner's leave animation can stay behind (still labelled "loading") although the
 * button works again, so that prefix is allowed too.
 */
export function button(scope: Page | Locator, label: string): Locator {
  const spaced = [...label].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*');
  return scope.getByRole('button', { name: new RegExp(`^(loading )?${spaced}$`) });
}

/** An antd dialog by its title (the title alone: a dialog's body may name other dialogs' titles). */
export function dialog(page: Page, title: string): Locator {
  return page.locator('.ant-modal', { has: page.locator('.ant-modal-title', { hasText: title }) });
}

/** Waits for an antd message toast containing `text` (toasts vanish after ~3 s, so wait, never sleep). */
export async function waitForMessage(page: Page, text: string, timeout = 10_000): Promise<void> {
  try {
    await page
      .locator('.ant-message-notice', { hasText: text })
      .first()
      .waitFor({ state: 'visible', timeout });
  } catch (error) {
    // Say what the page showed instead (another toast, a field's error), so a failure explains itself.
    const shown = await page
      .locator('.ant-message-notice, .ant-form-item-explain-error, .ant-modal-confirm-content')
      .allInnerTexts()
      .catch(() => []);
    throw new Error(
      `no '${text}' toast within ${timeout} ms; the page showed: ${JSON.stringify(shown)} (${(error as Error).message.split('\n')[0]})`,
    );
  }
}

/**
 * Clicks `trigger` and waits for the answer of the API call `path` it sends, failing with the answer's
 * `msg` when it is not 200 — a submit under load may take longer than a toast stays on screen.
 */
export async function clickAndExpectOk(page: Page, trigger: Locator, path: string, timeout = 60_000) {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === path, { timeout });
  await trigger.click();
  const body = (await (await answer).json()) as { code: number; msg: string };
  if (body.code !== 200) throw new Error(`${path} answered ${body.code}: ${body.msg}`);
}

/**
 * Opens a path and waits until React has taken over the server-rendered HTML (its event listeners are on
 * the document). Typing or clicking before that would reach the bare HTML: a form would submit natively.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page, path);
}

/**
 * Waits until React has taken over the page's server-rendered HTML, for a page the browser loaded itself
 * (a redirect, a pop-up): the scripts are asked for only after the first paint
 * (apps/web shared/layout/scripts-after-first-paint.server.ts), so its buttons answer a moment after they show.
 */
export async function waitForHydration(page: Page, what = page.url()): Promise<void> {
  await page
    .waitForFunction(
      () => Object.keys(document).some((key) => key.startsWith('_reactListening')),
      undefined,
      {
        timeout: 20_000,
      },
    )
    .catch((error: Error) => {
      // Seen when apps/web/build was rebuilt while the platform ran: the HTML names scripts that are gone.
      throw new Error(
        `${what} did not hydrate (was the web build replaced during the run?): ${error.message}`,
      );
    });
}

/**
 * Shows `path` in the page: by a hydrated document load when the page holds no app yet (a fresh page, the
 * static page a sign-in passes through), else by the app's own router as a link click would. A full load
 * costs a busy core seconds (server render, scripts, hydration); the server-rendered HTML of a route is
 * checked by the first visit of a context, later routes render what the same components render.
 */
export async function showInApp(page: Page, path: string): Promise<void> {
  const inApp = await page
    .evaluate(() =>
      Boolean((window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter),
    )
    .catch(() => false);
  if (!inApp) return gotoHydrated(page, path);
  await page.evaluate(async (to) => {
    type Router = { navigate: (to: string) => Promise<void> };
    await (window as unknown as { __reactRouterDataRouter: Router }).__reactRouterDataRouter.navigate(to);
  }, path);
}

const openRequests = new WeakMap<Page, Set<Request>>();

/**
 * Counts the unanswered requests of a page, or of every page of a context from now on (its tabs and
 * pop-ups too), for `settled`. newPage (support/browser.ts) does it for the pages it opens.
 */
export function trackRequests(target: Page | BrowserContext): void {
  const track = (page: Page) => {
    if (openRequests.has(page)) return;
    const open = new Set<Request>();
    openRequests.set(page, open);
    page.on('request', (request) => open.add(request));
    page.on('requestfinished', (request) => open.delete(request));
    page.on('requestfailed', (request) => open.delete(request));
  };
  if ('goto' in target) return track(target);
  target.pages().forEach(track);
  target.on('page', track);
}

/** A page handed to another file (support/context-pool.ts) lost its listeners: track it anew. */
export function forgetRequests(page: Page): void {
  openRequests.delete(page);
}

/**
 * Waits until the page has settled: every request it made answered, then three animation frames and an idle
 * moment with none new (what an answer sets off — a render, an image, a handler — has happened). What
 * `waitForLoadState('networkidle')` gave for a fixed 500 ms of silence after the last answer, per page. A
 * page that keeps a request open (a stream, a playing video) is waited for at most `maxMs`.
 */
export async function settled(page: Page, maxMs = 5_000): Promise<void> {
  const open = openRequests.get(page);
  if (!open) throw new Error('settled: the page was not tracked (trackRequests)');
  const deadline = Date.now() + maxMs;
  for (;;) {
    while (open.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await page
      .evaluate(
        () =>
          new Promise<void>((resolve) => {
            // Then an idle moment: React hydrates and renders in slices between frames, and the main thread
            // is idle only once it is done (and its effects have asked for what they need).
            const idle = () => requestIdleCallback(() => setTimeout(resolve, 0), { timeout: 1_000 });
            let frames = 3;
            const frame = () => (--frames > 0 ? requestAnimationFrame(frame) : idle());
            requestAnimationFrame(frame);
            // A page the browser does not paint (a tab behind another) draws no frames.
            setTimeout(idle, 500);
          }),
      )
      // A page that navigated meanwhile has a new document: its requests are waited for in the next round.
      .catch(() => undefined);
    if (open.size === 0 || Date.now() >= deadline) return;
  }
}

/** The document's full width, to catch pages that scroll sideways on a phone. */
export function documentWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** The stored Authorization ('Bearer …') or null when signed out. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('Authorization'));
}

/**
 * Picks the option labelled `text` in an antd Select (null: the first option that can be chosen) and checks
 * that it took. Under a loaded CI machine a dialog's opening animation can still be moving the select (and the
 * dropdown that follows it), or its options still be loading, when the click lands, so the click can miss:
 * close the dropdown and try again until the select shows the chosen label.
 */
export async function chooseOption(
  page: Page,
  select: Locator,
  text: string | null,
  timeout = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeout;
  const openList = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  for (;;) {
    // A missed click may have left the list open; clicking the select again would close it.
    if (!(await openList.isVisible())) await select.click();
    const option =
      text === null
        ? openList.locator('.ant-select-item-option:not(.ant-select-item-option-disabled)').first()
        : openList.locator('.ant-select-item-option', { hasText: text });
    const label = text ?? (await option.innerText()).trim();
    // Bounded: a list that closes under the click (the page re-rendered the filter bar after a refetch)
    // would otherwise hold the click for its whole 30 s; the loop opens it again instead.
    await option.click({ timeout: 2_000 }).catch(() => undefined);
    const took = await select
      .filter({ hasText: label })
      .waitFor({ timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (took) return;
    if (Date.now() > deadline) throw new Error(`the select did not take the option ${label}`);
  }
}

/**
 * Clicks a dialog's closing button and waits until the dialog has gone. Bounded and repeated: on a busy CI
 * machine a click on the footer of a dialog that had just zoomed in was once lost (the rich-text 编辑 dialog
 * stayed open with its text filled, and the next click waited 30 s behind its mask). Only for a button that
 * sends nothing to the server, where a second click is harmless.
 */
export async function closeDialog(dialogBox: Locator, label: string, timeout = 20_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    await button(dialogBox, label)
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    const gone = await dialogBox
      .waitFor({ state: 'hidden', timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (gone) return;
    if (Date.now() > deadline) throw new Error(`the dialog stayed open after ${label}`);
  }
}
