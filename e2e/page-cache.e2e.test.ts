import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, signIn } from './support/api.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { createMember, type Member } from './support/members.ts';
import { gotoHydrated } from './support/ui.ts';

/**
 * The page cache (apps/server/src/web/page-cache.ts) never hands one visitor's page to another: a member's
 * home and course pages are the one render kept for every member, made without anybody's cookies (their
 * 已加入 badges, and the course page's purchase, collect and lesson, come after hydration: placeholders
 * until then); a guest's pages come from the guests' side of the cache; and a browser that holds a session
 * but sent no cookie gets the guest page and turns it into its own after hydration.
 */
let browser: Browser;
let memberA: Member & { token: string };
let memberB: Member & { token: string };
let courseId: number;
const urls = () => ['/', `/coursepage/${courseId}`];

async function member(tag: string): Promise<Member & { token: string }> {
  // Names are at most 8 characters; ASCII so that they read the same in the HTML's hydration data.
  const created = await createMember({ name: `PC${tag}${String(Date.now()).slice(-5)}` });
  const { token } = await apiOk<{ token: string }>('POST', '/api/user/login', {
    phone: created.phone,
    password: created.password,
    type: 'pass',
  });
  return { ...created, token };
}

async function open(page: Page, url: string): Promise<{ response: Response; html: string }> {
  // Only the document matters here: no need to wait for every script (the machine may be busy).
  const response = (await page.goto(url, { waitUntil: 'domcontentloaded' }))!;
  expect(response.status()).toBe(200);
  return { response, html: await response.text() };
}

beforeAll(async () => {
  browser = await launchBrowser();
  [memberA, memberB] = await Promise.all([member('A'), member('B')]);
  const { courses } = await apiOk<{ courses: { id: number; price: number }[] }>(
    'GET',
    '/api/courses?limit=50&offset=0&sort=0',
  );
  courseId = courses.find((course) => course.price === 0)!.id;
  // A has joined the course (their page shows it as theirs, with A's name and phone for the watermark).
  await apiOk('POST', '/api/free-course', { type: 1, id: courseId }, memberA.token);
});

afterAll(async () => {
  await browser?.close();
});

describe('guest page cache', () => {
  it("never shows member A's page to a guest or to member B; guests share a cached page, members share only a render made for nobody", async () => {
    const a = await newPage(browser);
    await signIn(a.page, memberA.phone, memberA.password);
    for (const url of urls()) {
      // Kept for every member, rendered with nobody's cookies, never for a proxy.
      const { response, html } = await open(a.page, url);
      expect(response.headers()['x-page-cache']).toMatch(/^(miss|hit)$/);
      expect(response.headers()['cache-control']).toBe('private, no-cache');
      expect(html).not.toContain(memberA.phone);
      expect(html).not.toContain(memberA.name);
    }

    const guest = await newPage(browser);
    for (const url of urls()) {
      await open(guest.page, url);
      const { response, html } = await open(guest.page, url);
      expect(response.headers()['x-page-cache']).toBe('hit');
      expect(html).not.toContain(memberA.phone);
      expect(html).not.toContain(memberA.name);
    }

    const b = await newPage(browser);
    await signIn(b.page, memberB.phone, memberB.password);
    for (const url of urls()) {
      for (let i = 0; i < 2; i += 1) {
        const { response, html } = await open(b.page, url);
        expect(response.headers()['x-page-cache']).toMatch(/^(miss|hit)$/);
        expect(html).not.toContain(memberA.phone);
        expect(html).not.toContain(memberA.name);
        expect(html).not.toContain(memberB.phone);
      }
    }
    await Promise.all([a.context.close(), guest.context.close(), b.context.close()]);
  }, 240_000);

  it('a browser holding a session without the cookie gets the guest page, then sees its member after hydration', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/help', { waitUntil: 'domcontentloaded' });
    await page.evaluate(
      ([token, user]) => {
        localStorage.setItem('Authorization', `Bearer ${token}`);
        localStorage.setItem('UserInfo', JSON.stringify(user));
      },
      [memberB.token, { id: memberB.id, name: memberB.name, phone: memberB.phone }] as const,
    );
    const served = page.waitForResponse((r) => new URL(r.url()).pathname === `/coursepage/${courseId}`);
    // After hydration the course page asks for its member's own view with the stored token.
    const ownView = page.waitForRequest(
      (r) =>
        new URL(r.url()).pathname === `/api/courses/${courseId}` && r.headers().authorization !== undefined,
    );
    await gotoHydrated(page, `/coursepage/${courseId}`);
    const response = await served;
    expect(response.headers()['x-page-cache']).not.toBe('bypass');
    expect(await response.text()).not.toContain(memberB.phone);
    await ownView;
    await page.locator('.hdr-user__name', { hasText: memberB.name }).first().waitFor();
    await context.close();
  }, 180_000);
});

describe("a member's page", () => {
  it("the course page every member shares draws the member's own parts as placeholders, then fills them in with the member's answer", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, memberA.phone, memberA.password);
    const ownView = page.waitForRequest(
      (r) =>
        new URL(r.url()).pathname === `/api/courses/${courseId}` && r.headers().authorization !== undefined,
    );
    const { html } = await open(page, `/coursepage/${courseId}`);
    // The shared render holds no guest's verdict: no price or button in the buy row, no '试看' marks.
    expect(html).toContain('course-info__pending--main');
    expect(html).not.toContain('stage-overlay__text');
    expect(html).not.toContain('course-directory__preview');
    await ownView;
    // A joined the free course: their own row replaces the placeholders.
    await page.locator('.course-info__badge', { hasText: '已加入学习' }).waitFor();
    expect(await page.locator('.course-info__pending').count()).toBe(0);
    await context.close();

    // B has not joined: the same shared render becomes B's 加入学习.
    const b = await newPage(browser);
    await signIn(b.page, memberB.phone, memberB.password);
    await gotoHydrated(b.page, `/coursepage/${courseId}`);
    await b.page.locator('.course-info__actions button', { hasText: '加入学习' }).waitFor();
    expect(await b.page.locator('.course-info__badge').count()).toBe(0);
    await b.context.close();
  }, 180_000);

  it('leaves the later home sections and the footer to the browser, and the closed menus to the first pointing at them; a guest gets them in the HTML', async () => {
    const guest = await newPage(browser);
    // Class names in elements, not in the guest page's inline stylesheets.
    const guestHtml = (await open(guest.page, '/')).html;
    expect(guestHtml).toContain('class="mega__inner');
    expect(guestHtml).toContain('class="site-footer__main');
    expect(guestHtml).not.toContain('home-block--pending ');
    await guest.context.close();

    const { context, page } = await newPage(browser);
    await signIn(page, memberA.phone, memberA.password);
    const { response, html } = await open(page, '/');
    expect(response.headers()['x-page-cache']).toMatch(/^(miss|hit)$/);
    // The first screen (banner, the course section) is rendered; the rest keeps its place.
    expect(html).toContain('home-block--pending ');
    expect(html).toContain('class="site-footer site-footer--pending');
    expect(html).not.toContain('class="mega__inner');
    expect(html).not.toContain('class="site-footer__main');
    expect(html.length).toBeLessThan(guestHtml.length / 2);
    // After hydration everything is there, built from the same loader data.
    await gotoHydrated(page, '/');
    await page.locator('.site-footer__main').waitFor();
    await expect.poll(() => page.locator('.home-block--pending, .site-footer--pending').count()).toBe(0);
    expect(await page.locator('.home-block').count()).toBe(5);
    // The closed menus are built when first pointed at (a phone never needs them), not on every page.
    expect(await page.locator('.mega__inner').count()).toBe(0);
    await page.locator('.mega').first().hover();
    await page.locator('.mega__inner').first().waitFor();
    await page.locator('.mega').nth(1).hover();
    await expect.poll(() => page.locator('.mega__inner').count()).toBe(2);
    await page.locator('.mega__inner').nth(1).getByRole('link').first().waitFor();
    await context.close();
  }, 180_000);
});

describe("a phone's page", () => {
  it('leaves the desktop menus out of its HTML (a desktop keeps them; one cache entry per device class), and its header still works', async () => {
    const phoneAgent =
      'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
    const { context, page } = await newPage(browser, 'mobile', { userAgent: phoneAgent });
    await context.request.get('/course', { headers: { 'user-agent': phoneAgent } }); // the page is cached now
    const { response, html } = await open(page, '/course');
    expect(response.headers()['x-page-cache']).toBe('hit');
    expect(html).not.toContain('class="mega__inner');
    expect(html).toContain('class="site-footer__main'); // a phone shows the footer: it stays
    const desktop = await newPage(browser);
    const desktopPage = await open(desktop.page, '/course');
    expect(desktopPage.html).toContain('class="mega__inner');
    await desktop.context.close();
    // After hydration the phone's drawer lists the categories (from the same loader data).
    await gotoHydrated(page, '/course');
    expect(await page.locator('.mega__inner').count()).toBe(0); // nor built after hydration: never shown here
    await page.getByRole('button', { name: '打开菜单' }).click();
    const menu = page.getByRole('navigation', { name: '移动端导航' });
    await menu.locator('summary', { hasText: '课程' }).first().click();
    await menu.getByRole('link', { name: '参数化设计' }).first().waitFor();
    await context.close();
  }, 180_000);
});

describe('compression and cache headers', () => {
  it('sends HTML in gzip spliced around its nonce (brotli when only that is accepted), hashed assets in brotli, with their cache headers, and 304 to a known ETag', async () => {
    const { context, page } = await newPage(browser);
    await context.request.get('/'); // the page is in the cache now
    // A browser accepts both: the cached page goes out in gzip, its parts compressed once, each reply's
    // nonce spliced in (apps/server/src/web/nonce-gzip.ts), so no reply pays for compressing the page.
    const html = await context.request.get('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(html.headers()['content-encoding']).toBe('gzip');
    expect(html.headers()['x-page-cache']).toBe('hit');
    const nonce = /'nonce-([^']+)'/.exec(html.headers()['content-security-policy']!)![1];
    expect(await html.text()).toContain(`nonce="${nonce}"`);
    // Each reply carries its own CSP nonce: private (no shared proxy copy), revalidated, weak ETag.
    expect(html.headers()['cache-control']).toBe('private, no-cache');
    const etag = html.headers().etag!;
    expect(etag).toMatch(/^W\/"[\w-]+-gzip"$/);
    const again = await context.request.get('/', {
      headers: { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': etag },
    });
    expect([200, 304]).toContain(again.status()); // 200 only if the page changed since (5 s cache)
    if (again.status() === 200) expect(again.headers().etag).not.toBe(etag);
    const brotliOnly = await context.request.get('/', { headers: { 'accept-encoding': 'br' } });
    expect(brotliOnly.headers()['content-encoding']).toBe('br');

    // A script the page loads (named in the starter that adds them after the first paint).
    const asset = /\/assets\/[\w.-]+\.js/.exec(await html.text())?.[0];
    expect(asset).toBeDefined();
    const js = await context.request.get(asset!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(js.status()).toBe(200);
    expect(js.headers()['content-encoding']).toBe('br');
    expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers()['content-type']).toMatch(/javascript/);
    await page.close();
    await context.close();
  });
});
