import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, signIn } from './support/api.ts';
import { baseURL, launchBrowser, newPage } from './support/browser.ts';
import { createMember, type Member } from './support/members.ts';
import { button, gotoHydrated, settled, trackRequests } from './support/ui.ts';

/**
 * The site under its Content-Security-Policy (strict nonces for scripts and styles, no 'unsafe-inline'
 * scripts) and Permissions-Policy, in Chromium: every main page, the player playing an encrypted HLS lesson,
 * the recharge QR dialog and the sandbox cashier, the dev OAuth page, the AI pages, the personal centre and
 * the API docs must run without one violation report (securitypolicyviolation events, or the console's
 * "Refused to …" / policy errors).
 */
interface Violation {
  page: string;
  what: string;
}

let browser: Browser;
const violations: Violation[] = [];
/** Console errors of other kinds: printed (a missing demo picture is not a policy problem), not failed. */
const otherErrors: string[] = [];
const POLICY_MESSAGE = /Content Security Policy|Refused to|Permissions[- ]Policy|Permissions policy/i;

/** Every page of this context reports its violations, from before its first script runs. */
async function watch(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report =
        `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} ${event.sample}`.trim();
      (window as unknown as { __violations?: string[] }).__violations ??= [];
      (window as unknown as { __violations: string[] }).__violations.push(report);
      console.error(`CSP violation: ${report}`);
    });
  });
  const follow = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      const text = message.text();
      if (POLICY_MESSAGE.test(text) || text.startsWith('CSP violation'))
        violations.push({ page: page.url(), what: text });
      else if (message.type() === 'error') otherErrors.push(`${page.url()}: ${text}`);
    });
    page.on('pageerror', (error) => otherErrors.push(`${page.url()}: ${error.message}`));
  };
  context.pages().forEach(follow);
  context.on('page', follow);
  // Its tabs and pop-ups (the cashier, the OAuth page) are waited for as its first page is (`settled`).
  trackRequests(context);
}

/** The member whose pages are visited: registered once for the file (the tests only read as them). */
let registered: Promise<Member> | undefined;
const pageMember = () => (registered ??= createMember());

async function open(viewport: 'desktop' | 'mobile' = 'desktop') {
  const opened = await newPage(browser, viewport);
  await watch(opened.context);
  return opened;
}

/** One directive's sources in a policy header. */
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

/**
 * Visits a page, checks it answered with a nonce'd policy, and lets it settle (every request answered, the
 * page idle after: a violation is reported when the blocked thing is asked for).
 */
async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scripts = directive(policy, 'script-src');
  // The API docs' script files carry no nonce (swagger-ui writes the tags): 'self' without 'strict-dynamic'.
  expect(scripts, path).toHaveLength(path.startsWith('/api/docs') ? 2 : 3);
  expect(scripts[1], path).toMatch(/^'nonce-[A-Za-z0-9+/=]{24}'$/);
  if (!path.startsWith('/api/docs')) expect(scripts[2], path).toBe("'strict-dynamic'");
  if (!path.startsWith('/api/docs'))
    expect(directive(policy, 'style-src'), path).toEqual(["'self'", scripts[1]]);
  await settled(page);
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (otherErrors.length)
    console.log(`console errors that are not policy violations:\n${otherErrors.join('\n')}`);
});

interface Lesson {
  id: number;
  is_first: 0 | 1;
  lock_status: 0 | 1;
  link: string | null;
  video_status: string;
}

/** A free demo course whose preview lesson is transcoded (the worker draws and transcodes them after start). */
async function playablePreview(): Promise<{ courseId: number; lessonId: number }> {
  const { courses } = await apiOk<{ courses: { id: number; price: number }[] }>(
    'GET',
    '/api/courses?limit=50&offset=0&sort=0',
  );
  const deadline = Date.now() + 360_000;
  for (;;) {
    for (const course of courses.filter((c) => c.price === 0)) {
      const detail = await apiOk<{ details: { lock_status: 0 | 1; task: Lesson[] }[] }>(
        'GET',
        `/api/courses/${course.id}`,
      );
      const preview = detail.details
        .flatMap((chapter) => chapter.task)
        .find((l) => l.is_first === 1 && l.link && l.video_status === 'ready');
      if (preview) return { courseId: course.id, lessonId: preview.id };
    }
    if (Date.now() > deadline) throw new Error('no preview lesson was transcoded within 6 minutes');
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
}

describe('pages under the site policy', () => {
  it('public pages, fresh and from the guest page cache, hydrate without a violation', async () => {
    const { context, page } = await open();
    for (const path of ['/', '/course', '/plug', '/periphery', '/news', '/search?keywords=渲染', '/help'])
      await visit(page, path);
    // The same page for a second guest comes from the page cache with its own nonce, and still runs.
    const second = await open('mobile');
    await second.page.goto('/course');
    const again = await second.page.goto('/course');
    expect(again?.headers()['x-page-cache']).toBe('hit');
    await gotoHydrated(second.page, '/course');
    await settled(second.page);
    await second.context.close();
    await context.close();
    expect(violations).toEqual([]);
  });

  it('the player plays an encrypted lesson (hls.js workers, blob: media, artplayer styles)', async () => {
    const { courseId, lessonId } = await playablePreview();
    const { context, page } = await open();
    await gotoHydrated(page, `/coursepage/${courseId}?task_id=${lessonId}`);
    await page.locator('.art-video-player').waitFor();
    await page.locator('.art-state').click();
    await expect
      .poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? -1), {
        timeout: 30_000,
      })
      .toBeGreaterThan(1);
    // artplayer's own <style> took the page's nonce, so its layout applies.
    expect(
      await page.evaluate(() => getComputedStyle(document.querySelector('.art-video-player')!).position),
    ).not.toBe('static');
    await context.close();
    expect(violations).toEqual([]);
  }, 480_000);

  it('login, the dev OAuth tab, the recharge QR dialog, the sandbox cashier and the personal centre', async () => {
    const { context, page } = await open();
    await gotoHydrated(page, '/login');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: /微信登录/ }).click(),
    ]);
    await popup.getByText('开发用 OAuth 登录（非真实微信/QQ）').first().waitFor();
    await settled(popup);
    // The page's own <style> applied (a blocked one would leave the browser's default margins).
    expect(await popup.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    await popup.close();

    const member = await pageMember();
    await signIn(page, member.phone, member.password);
    for (const path of ['/user/info', '/user/integral', '/user/course', '/user/security', '/user/order'])
      await visit(page, path);
    await gotoHydrated(page, '/user/integral');
    await button(page, '充值').click();
    const dialog = page.locator('.ant-modal', { hasText: '光子充值' });
    await dialog.getByPlaceholder('请输入充值的光子数量').fill('2');
    await button(dialog, '去支付').click();
    const qr = page.locator('.ant-modal', { has: page.locator('.wl-qr') });
    await qr.locator('.wl-qr__code').waitFor();
    expect(
      await qr.locator('.wl-qr__code').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    const cashierUrl = await qr.getByRole('link', { name: '打开沙箱收银台' }).getAttribute('href');
    const cashier = await context.newPage();
    await visit(cashier, cashierUrl!);
    await cashier.getByRole('button', { name: '确认支付（沙箱）' }).click();
    await cashier.locator('.notice.ok').waitFor();
    expect(await cashier.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    await qr.waitFor({ state: 'hidden', timeout: 30_000 });
    await context.close();
    expect(violations).toEqual([]);
  });

  it('the AI pages, the dev outbox and the API docs (whose own styles are allowed inline there)', async () => {
    const member = await pageMember();
    const { context, page } = await open();
    await signIn(page, member.phone, member.password);
    for (const path of ['/ai/gallery', '/ai/news', '/ai/vip', '/ai/plug', '/dev/outbox'])
      await visit(page, path);
    await visit(page, '/api/docs/');
    await page.locator('.swagger-ui .info .title').waitFor({ timeout: 30_000 });
    await context.close();
    expect(violations).toEqual([]);
  });

  it('reports a violation when something breaks the policy (the watch itself works)', async () => {
    const { context, page } = await open();
    await visit(page, '/help');
    // An inline handler (script-src-attr 'none'). A <script> made by a script would not do: under
    // 'strict-dynamic' a running script may add scripts — only markup's own script elements need the nonce.
    await page.evaluate(() => {
      const div = document.createElement('div');
      div.setAttribute('onclick', 'window.__injected = true');
      document.body.appendChild(div);
      div.click();
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(
      await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
    ).toBeUndefined();
    violations.length = 0;
    await context.close();
  });
});

describe("a member file as a script (docs/spec-decisions.md, members' files as scripts)", () => {
  /**
   * /help with `<script src="/files/public/uploads/…">` slipped into its HTML (as if a stored field had
   * carried it past the sanitizer), the file answered as JavaScript (as a declared type once was), under the
   * policy the server sent or that policy changed by `policyOf`. Answers whether the file ran and what the
   * browser reported.
   */
  async function injected(policyOf: (policy: string) => string) {
    const { context, page } = await newPage(browser);
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const seen = ((window as unknown as { __blocked?: string[] }).__blocked ??= []);
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
      });
    });
    const file = '/files/public/uploads/202611/member-upload.js';
    await context.route(`**${file}`, (route) =>
      route.fulfill({ contentType: 'application/javascript', body: 'window.__ran = true;' }),
    );
    await page.route(
      (url) => url.pathname === '/help',
      async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        // The body comes decoded and is rewritten: its encoding, length and validator go with it.
        for (const name of ['content-encoding', 'content-length', 'etag']) delete headers[name];
        headers['content-security-policy'] = policyOf(headers['content-security-policy'] ?? '');
        const body = (await response.text()).replace('</body>', `<script src="${file}"></script></body>`);
        expect(body).toContain(file);
        await route.fulfill({ response, headers, body });
      },
    );
    await page.goto('/help');
    await settled(page);
    const state = await page.evaluate(() => ({
      ran: (window as unknown as { __ran?: boolean }).__ran === true,
      blocked: (window as unknown as { __blocked?: string[] }).__blocked ?? [],
    }));
    await context.close();
    return { ...state, file };
  }

  it("an injected <script src> to an uploaded file does not run; under the old script-src 'self' it did", async () => {
    const now = await injected((policy) => policy);
    expect(now.ran).toBe(false);
    expect(now.blocked).toContainEqual(`script-src-elem ${baseURL()}${now.file}`);
    // The same page under the policy before docs/spec-decisions.md "members' files as scripts, rolling upgrades" (no 'strict-dynamic'): the file runs as the site's script.
    const before = await injected((policy) => policy.replace(" 'strict-dynamic'", ''));
    expect(before).toMatchObject({ ran: true, blocked: [] });
  });
});

describe('headers', () => {
  it('HTML and API answers carry nosniff, Referrer-Policy, frame-ancestors and Permissions-Policy', async () => {
    for (const path of ['/', '/api/getConfigInfo', '/dev/cashier/NONE']) {
      const response = await fetch(`${baseURL()}${path}`);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(response.headers.get('permissions-policy'), path).toContain('camera=()');
    }
  });
});
