import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, signIn } from './support/api.ts';
import { createMember } from './support/members.ts';
import { baseURL, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { gotoHydrated } from './support/ui.ts';

interface Category {
  id: number;
  name: string;
  children_category: Category[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A button of the plugin's download row by its exact text (its icon's aria-label is not text). */
function downloadsButton(page: Page, label: string) {
  return page.locator('.plug-downloads > button', { hasText: new RegExp(`^${[...label].join('\\s*')}$`) });
}

/** A plugin whose 下载 dialog lists files and which is not free (a guest may not have it). */
async function paidPluginWithFiles(): Promise<{ id: number; name: string }> {
  const { plugs } = await apiOk<{ plugs: { id: number; name: string; is_free: number }[] }>(
    'GET',
    '/api/plug?limit=30&offset=0&sort=0',
  );
  // Demo plugins only: e2e/creator publishes '端到端插件…' ones.
  for (const plug of plugs.filter((p) => !p.name.startsWith('端到端'))) {
    const detail = await apiOk<{ detail: { type: string }[]; price: number }>('GET', `/api/plug/${plug.id}`);
    if (detail.price > 0 && detail.detail.some((item) => item.type === 'package')) return plug;
  }
  throw new Error('the demo data has no paid plugin with a download package');
}

describe('a guest browses the catalogue', () => {
  it('home → course list with a level-2 tab → plugin dialogs → search with highlight', async () => {
    const { context, page } = await newPage(browser);
    await gotoHydrated(page, '/');
    await page.locator('.home-block__more').first().waitFor();

    // The page ships only the open tab's cards; another tab fetches its group and shows the cards.
    const courses = page.locator('section.home-block[aria-label="课程"]');
    const groups = await apiOk<{ name: string; list: { name: string }[] }[]>('GET', '/api/home/course');
    const openedGroup = groups.filter((group) => group.list.length > 0)[1];
    if (!openedGroup) throw new Error('the demo data has fewer than two course groups on the home page');
    await courses.getByRole('tab', { name: openedGroup.name }).click();
    await courses.getByRole('tabpanel').getByText(openedGroup.list[0].name).first().waitFor();
    expect(await courses.getByRole('tab', { selected: true }).innerText()).toBe(openedGroup.name);

    // Home's 'more +' of the course section leads to the course list.
    await page.locator('a.home-block__more[href="/course"]').click();
    await page.waitForURL(`${baseURL()}/course`);
    await page.locator('.product-list__title').waitFor();
    // Demo covers are WebP (decoded off the browser's main thread, unlike an SVG), twice a card's size.
    const cover = page.locator('.product-list img[src^="/files/public/demo/"]').first();
    expect(await cover.getAttribute('src')).toMatch(/\.webp$/);
    await cover.scrollIntoViewIfNeeded();
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBe(640);

    // Level 1, then level 2: the list narrows to that branch and names the chosen category.
    const tree = await apiOk<Category[]>('GET', '/api/courses/cate');
    const top = tree.find((node) => node.children_category.length > 0)!;
    const second = top.children_category[0]!;
    await page.locator('.list-tabs__row--l1 .list-tabs__tab', { hasText: top.name }).click();
    await page.locator('.list-tabs__row--l2').waitFor();
    await page.locator('.list-tabs__row--l2 .list-tabs__tab', { hasText: second.name }).click();
    await page.waitForURL((url) => url.searchParams.get('id') === String(second.id));
    const expected = await apiOk<{ total: number; courses: { name: string }[] }>(
      'GET',
      `/api/courses?cate_id=${second.id}&limit=12&offset=0&sort=0`,
    );
    expect(expected.total).toBeGreaterThan(0);
    await page.locator('.product-list__total', { hasText: `共 ${expected.total} 个` }).waitFor();
    await expect
      .poll(() => page.locator('.product-card__name').allInnerTexts())
      .toEqual(expected.courses.map((course) => course.name));
    expect(await page.locator('.list-tabs__row--l2 .is-active').innerText()).toBe(second.name);

    // A plugin page: the three dialogs open with their lists.
    const plugin = await paidPluginWithFiles();
    await gotoHydrated(page, `/plug/${plugin.id}`);
    expect(await page.locator('h1.plug-hero__name').innerText()).toBe(plugin.name);
    for (const label of ['使用手册', '案例下载', '下载']) {
      await downloadsButton(page, label).click();
      const dialog = page.locator('.ant-modal', { hasText: label });
      await dialog.waitFor();
      await expect
        .poll(
          async () =>
            (await dialog.locator('.plug-downloads__row').count()) +
            (await dialog.locator('.ant-empty').count()),
        )
        .toBeGreaterThan(0);
      if (label !== '下载') {
        await dialog.locator('.ant-modal-close').click();
        await dialog.waitFor({ state: 'hidden' });
      }
    }
    await screenshot(page, 'catalogue-plug-download-dialog-1440');

    // Search from the header: the results mark the keyword.
    const keyword = plugin.name.slice(0, 2);
    const box = page.getByRole('search').first().getByLabel('搜索关键词');
    await page.keyboard.press('Escape');
    await box.fill(keyword);
    await box.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/search' && url.searchParams.get('keywords') === keyword,
    );
    await page.locator('.search-page__summary', { hasText: keyword }).waitFor();
    // The results open on 课程, which need not share the plugin's first letters: its own tab lists it.
    await page.locator('.search-page__tabs').getByRole('link', { name: '插件' }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'plug');
    await page.locator('.search-page__tab.is-active', { hasText: '插件' }).waitFor();
    const marks = page.locator('mark.search-mark');
    await marks.first().waitFor();
    for (const text of await marks.allInnerTexts()) expect(text.toLowerCase()).toBe(keyword.toLowerCase());
    await screenshot(page, 'catalogue-search-1440');
    await context.close();
  });

  it('the course list and search rows read like a catalogue, at 1440 and 375 px', async () => {
    for (const [size, width] of [
      ['desktop', 1440],
      ['mobile', 375],
    ] as const) {
      const { context, page } = await newPage(browser, size);
      await gotoHydrated(page, '/course?level=1');
      await page.locator('.product-card').first().waitFor();
      await screenshot(page, `catalogue-course-list-${width}`);
      await gotoHydrated(page, `/search?keywords=${encodeURIComponent('幕墙')}`);
      const rows = page.locator('.search-result--course');
      await rows.first().waitFor();
      for (const row of (await rows.all()).slice(0, 5)) {
        // The excerpt is the course's own summary, never its intro's headings run together.
        expect(await row.locator('.search-result__intro').innerText()).not.toMatch(
          /课程简介|你将学到|适合人群/,
        );
        const meta = await row.locator('.search-result__meta').innerText();
        expect(meta).toMatch(/光子|免费/);
        expect(meta).toMatch(/\d+人学习/);
      }
      const intros = await page.locator('.search-result__intro').allInnerTexts();
      expect(new Set(intros).size).toBe(intros.length);
      await screenshot(page, `catalogue-search-rows-${width}`);
      await context.close();
    }
  });

  it("a guest's plugin download goes to login and comes back", async () => {
    const plugin = await paidPluginWithFiles();
    const { context, page } = await newPage(browser);
    const downloads: string[] = [];
    page.on('request', (request) => {
      // Covers are public files; anything else under /files/ would be a download.
      if (request.url().includes('/files/') && !request.url().includes('/files/public/'))
        downloads.push(request.url());
    });
    await gotoHydrated(page, `/plug/${plugin.id}`);
    await downloadsButton(page, '下载').click();
    const dialog = page.locator('.ant-modal', { hasText: '下载' });
    await dialog.locator('.plug-downloads__row').first().waitFor();
    await dialog.locator('.plug-downloads__row').first().getByRole('button').click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/plug/${plugin.id}`);
    expect(downloads).toEqual([]);
    await context.close();
  });

  it('a signed-in visit (server render, then the personal request) counts one view; a reload none', async () => {
    const { goods } = await apiOk<{ goods: { id: number }[] }>('GET', '/api/goods?limit=12&offset=0&sort=0');
    const id = goods[goods.length - 1]!.id;
    const viewNum = async () =>
      (await apiOk<{ goods: { view_num: number } }>('GET', `/api/goods/${id}`)).goods.view_num;
    // This process is a visitor too: its first read counts, its later reads fall in the same window.
    const before = await viewNum();
    const member = await createMember();
    // A view is one per address and browser (http/viewer.ts) in 10 minutes, and other files of this e2e group
    // open the same pages in the same Chromium (the stored-XSS corpus visits every item): a browser of its own.
    const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36 e2e-viewer/${Date.now()}`;
    const { context, page } = await newPage(browser, 'desktop', { userAgent });
    await signIn(page, member.phone, member.password);
    const personal = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/goods/${id}`,
    );
    await gotoHydrated(page, `/periphery/${id}`);
    await personal;
    expect(await viewNum()).toBe(before + 1);
    await page.reload();
    await page.locator('.comment-block').waitFor();
    expect(await viewNum()).toBe(before + 1);
    await context.close();
  });
});
