import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from 'playwright-core';

/**
 * Browser contexts handed from one e2e test to the next in a group's worker, wiped in between: a context a
 * test closes (or its file leaves open) is parked, and the next newPage of the same options takes it.
 *
 * Why: on this 2-core machine a fresh context and its first page cost ~1 CPU-s of Chromium beyond the page
 * itself — Debian's Chromium opens a browser window per context, with a renderer of its own for the
 * omnibox's WebUI, and the page's renderer starts with cold HTTP and code caches — about 175 times a run.
 * A wiped context's page is navigated instead: the same renderer, its caches warm, as for a returning
 * visitor.
 *
 * What the next test gets is a context with no cookie, no local or session storage, no IndexedDB, no
 * permission and no listener of the last one, one page (on a static file of the site) and the same options.
 * Only contexts whose options are the plain ones below are handed on, and only when the test changed nothing
 * a wipe cannot undo: an init script, a route, an exposed function, the clock, a viewport or media emulation,
 * extra headers, offline or default timeouts mark the context and it is closed instead. Extra tabs are
 * closed. e2e/context-pool.e2e.test.ts checks the wipe.
 */
export interface Lease {
  context: BrowserContext;
  page: Page;
  /** The context came from an earlier test (wiped), not from newContext. */
  reused: boolean;
}

/** Options a context may be handed on with (what support/browser.ts newPage sets). */
const PLAIN_OPTIONS = new Set([
  'baseURL',
  'viewport',
  'locale',
  'reducedMotion',
  'isMobile',
  'hasTouch',
  'userAgent',
]);
/** Calls that change a context or page in ways the wipe does not undo: on either, then on one only. */
const EITHER_CHANGES = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'route',
  'routeFromHAR',
  'routeWebSocket',
];
const SETTINGS = ['setExtraHTTPHeaders', 'setDefaultTimeout', 'setDefaultNavigationTimeout'];
const CONTEXT_CHANGES = [
  ...EITHER_CHANGES,
  ...SETTINGS,
  'setOffline',
  'setGeolocation',
  'grantPermissions',
  'setHTTPCredentials',
];
const PAGE_CHANGES = [...EITHER_CHANGES, ...SETTINGS, 'setViewportSize', 'emulateMedia'];
const CLOCK_CHANGES = [
  'install',
  'fastForward',
  'pauseAt',
  'resume',
  'runFor',
  'setFixedTime',
  'setSystemTime',
];
/**
 * A static file of the site (support/api.ts signs in from it too): the wipe clears the origin's storage from
 * a document of that origin that runs none of the site's code.
 */
export const SAME_ORIGIN_STATIC = '/favicon.svg';
/** Parked contexts kept per kind of options: a group's files rarely hold more at once. */
const PARKED_PER_KIND = 4;

interface Watched {
  kind: string;
  page: Page;
  changed: boolean;
  /** Leased to a file now (not parked, not closed). */
  out: boolean;
  /** Playwright's own close (the context's close() gives it back instead). */
  close: () => Promise<void>;
  sessions: CDPSession[];
  /** The listeners Playwright itself had on the page and the context when they were made. */
  own: Map<object, Map<string | symbol, unknown[]>>;
}

export class ContextPool {
  private readonly parked = new Map<string, Lease[]>();
  private readonly watched = new WeakMap<BrowserContext, Watched>();
  constructor(private readonly browser: () => Promise<Browser>) {}

  async lease(options: BrowserContextOptions): Promise<Lease> {
    const kind = kindOf(options);
    let parked = kind === null ? undefined : this.parked.get(kind)?.pop();
    // A browser that crashed and was launched again took its contexts with it.
    while (parked && (parked.page.isClosed() || !parked.context.browser()?.isConnected()))
      parked = this.parked.get(kind!)?.pop();
    if (parked) {
      this.watched.get(parked.context)!.out = true;
      return { ...parked, reused: true };
    }
    const context = await (await this.browser()).newContext(options);
    const page = await context.newPage();
    if (kind !== null) this.watch(context, page, kind);
    return { context, page, reused: false };
  }

  /**
   * When a test closes the context (its close() calls this) or its file ends: the context is wiped and
   * parked for the next test or file, or closed.
   */
  async giveBack(context: BrowserContext): Promise<void> {
    const watched = this.watched.get(context);
    if (watched && !watched.out) return; // given back already (a test's close, then the file's)
    if (watched) watched.out = false;
    const shelf = watched ? (this.parked.get(watched.kind) ?? []) : [];
    const wiped =
      watched && !watched.changed && shelf.length < PARKED_PER_KIND
        ? await withinWipeTime(wipe(context, watched))
        : false;
    if (!wiped || !watched) {
      await (watched?.close ?? (() => context.close()))().catch(() => undefined);
      return;
    }
    shelf.push({ context, page: watched.page, reused: true });
    this.parked.set(watched.kind, shelf);
  }

  private watch(context: BrowserContext, page: Page, kind: string): void {
    const watched: Watched = {
      kind,
      page,
      changed: false,
      out: true,
      close: context.close.bind(context),
      sessions: [],
      own: new Map(),
    };
    this.watched.set(context, watched);
    // Most tests close their contexts when done: that hands them back too.
    context.close = () => this.giveBack(context);
    const mark = () => (watched.changed = true);
    patch(context, CONTEXT_CHANGES, mark);
    patch(page, PAGE_CHANGES, mark);
    // The pages' clock is the context's.
    patch(context.clock, CLOCK_CHANGES, mark);
    context.on('page', (opened) => patch(opened, PAGE_CHANGES, mark));
    // Sessions (support/browser.ts attaches a debugger to each page) are detached by the wipe.
    const newSession = context.newCDPSession.bind(context);
    context.newCDPSession = async (target) => {
      const session = await newSession(target);
      watched.sessions.push(session);
      return session;
    };
    for (const emitter of [context, page]) watched.own.set(emitter, listenersOf(emitter));
  }
}

function kindOf(options: BrowserContextOptions): string | null {
  if (!options.baseURL || Object.keys(options).some((key) => !PLAIN_OPTIONS.has(key))) return null;
  return JSON.stringify(Object.entries(options).sort(([a], [b]) => a.localeCompare(b)));
}

function patch(target: object, methods: readonly string[], mark: () => void): void {
  for (const name of methods) {
    const original = (target as Record<string, unknown>)[name];
    if (typeof original !== 'function') continue;
    (target as Record<string, unknown>)[name] = (...args: unknown[]) => {
      mark();
      return (original as (...a: unknown[]) => unknown).apply(target, args);
    };
  }
}

type Emitter = { eventNames(): (string | symbol)[]; listeners(event: string | symbol): unknown[] };

function listenersOf(emitter: object): Map<string | symbol, unknown[]> {
  const e = emitter as Emitter;
  return new Map(e.eventNames().map((event) => [event, [...e.listeners(event)]]));
}

/** Removes the listeners a file added (Playwright's own stay). */
function dropAddedListeners(emitter: object, own: Map<string | symbol, unknown[]>): void {
  const e = emitter as Emitter & { off(event: string | symbol, listener: unknown): void };
  for (const event of e.eventNames())
    for (const listener of e.listeners(event))
      if (!own.get(event)?.includes(listener)) e.off(event, listener);
}

/** A page stuck in a script (a failed test may leave one) answers nothing: it is closed instead. */
const WIPE_MS = 15_000;
function withinWipeTime(wiping: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), WIPE_MS)));
  return Promise.race([wiping.catch(() => false), late]).finally(() => clearTimeout(timer));
}

async function wipe(context: BrowserContext, watched: Watched): Promise<boolean> {
  const { page } = watched;
  if (page.isClosed()) return false;
  for (const other of context.pages()) if (other !== page) await other.close();
  await Promise.all(watched.sessions.splice(0).map((session) => session.detach().catch(() => undefined)));
  for (const [emitter, own] of watched.own) dropAddedListeners(emitter, own);
  // Leaving the last page may ask "leave this page?" (an unsaved form): yes.
  const leave = (dialog: { accept(): Promise<void> }) => void dialog.accept().catch(() => undefined);
  page.on('dialog', leave);
  try {
    await page.goto(SAME_ORIGIN_STATIC, { timeout: 10_000 });
    await page.evaluate(async () => {
      localStorage.clear();
      sessionStorage.clear();
      const databases = await indexedDB.databases();
      for (const { name } of databases) if (name) indexedDB.deleteDatabase(name);
    });
    await context.clearCookies();
    await context.clearPermissions();
  } finally {
    page.off('dialog', leave);
  }
  return true;
}
