import { describe, expect, it } from 'vitest';
import { signInStaff, STAFF } from './support/admin.ts';
import { drawPng, waitForText } from './support/admin-content.ts';
import { apiOk } from './support/api.ts';
import { browserWithScratchDir, newPage, screenshot } from './support/browser.ts';
import {
  button,
  chooseOption,
  documentWidth,
  gotoHydrated,
  showInApp,
  waitForMessage,
} from './support/ui.ts';

const stamp = Date.now().toString(36);
const NEWS_TITLE = `后台发布的资讯 ${stamp}`;
const SLIDE_TITLE = `新的首页轮播 ${stamp}`;
/** A quarterly price no other plan has (30, 288, 998 in the demo data), new on each run. */
const QUARTER_PRICE = 81 + (Date.now() % 50);
const HELP_LINE = `后台追加的版权说明 ${stamp}`;
const AI_NEWS_TITLE = `后台发布的 AI 资讯 ${stamp}`;

const scratch = browserWithScratchDir('admin-site-e2e-');

describe('back office site content at 1440 px', () => {
  it('an editor publishes a news item with a cover; a guest reads it on the news page', async () => {
    const { context, page } = await newPage(scratch.browser);
    await signInStaff(page, STAFF.editor);
    await gotoHydrated(page, '/admin/news');
    const menuText = await page.locator('.ant-layout-sider .ant-menu').innerText();
    expect(menuText).toContain('资讯管理');
    expect(menuText).not.toContain('订单与退款');
    await page.locator('.ant-table-row').first().waitFor();
    await screenshot(page, 'admin-news-list-1440');

    await button(page, '新建资讯').click();
    await page.waitForURL((url) => url.pathname === '/admin/news/new');
    const [cate] = await apiOk<{ id: number; name: string }[]>('GET', '/api/news/cate');
    await page.getByLabel('标题', { exact: true }).fill(NEWS_TITLE);
    await chooseOption(
      page,
      page.locator('.ant-form-item', { hasText: '分类' }).locator('.ant-select'),
      cate!.name,
    );
    await page.getByLabel('摘要（列表中显示）').fill('编辑在后台写的摘要');
    const cover = await drawPng(page, scratch.dir, 'cover.png', '资讯封面', 800, 450);
    await page
      .locator('.ant-form-item', { hasText: '封面' })
      .locator('input[type=file]')
      .setInputFiles(cover);
    await page.locator('.ant-form-item', { hasText: '封面' }).locator('img').waitFor();
    const body = page.getByRole('textbox', { name: '资讯正文' });
    await body.click();
    await page.keyboard.type('这是后台编辑的正文。');
    await page.getByRole('switch').click();
    await screenshot(page, 'admin-news-edit-1440');
    await button(page, '保存').click();
    await waitForMessage(page, '已保存');
    await page.waitForURL((url) => /^\/admin\/news\/\d+$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    const guest = await newPage(scratch.browser);
    await waitForText(guest.page, '/news', NEWS_TITLE);
    await screenshot(guest.page, 'news-list-with-admin-item-1440');
    await gotoHydrated(guest.page, `/news/${id}`);
    await guest.page.getByText('这是后台编辑的正文。').waitFor();
    await screenshot(guest.page, 'news-detail-admin-item-1440');
    await guest.context.close();
    await context.close();
  });

  it('an editor adds a home banner slide first in the order; the home page shows it', async () => {
    const { context, page } = await newPage(scratch.browser);
    await signInStaff(page, STAFF.editor);
    await gotoHydrated(page, '/admin/home-banners');
    await page.locator('.admin-banner-card').first().waitFor();
    await page.getByRole('button', { name: /添加轮播图/ }).click();
    const cards = page.locator('.admin-banner-card');
    const added = cards.last();
    const image = await drawPng(page, scratch.dir, 'slide.png', SLIDE_TITLE, 1200, 300);
    await added.locator('input[type=file]').setInputFiles(image);
    await added.locator('img').waitFor();
    await added.getByPlaceholder('/course 或 https://…').fill('/course');
    await added.locator('input[aria-label$="张标题"]').fill(SLIDE_TITLE);
    // Up to first place.
    for (let moves = (await cards.count()) - 1; moves > 0; moves -= 1)
      await cards.nth(moves).getByRole('button', { name: '上移' }).click();
    await expect
      .poll(() => cards.first().locator('input[aria-label$="张标题"]').inputValue())
      .toBe(SLIDE_TITLE);
    await screenshot(page, 'admin-home-banners-1440');
    await button(page, '保存').click();
    await waitForMessage(page, '已保存');

    const guest = await newPage(scratch.browser);
    await waitForText(guest.page, '/', SLIDE_TITLE);
    // Moved to the top, the slide is the carousel's first and the one showing (the others are inert).
    const first = guest.page.locator('.home-slides .plain-carousel__slide').first();
    expect(await first.locator('.home-slides__title').textContent()).toBe(SLIDE_TITLE);
    expect(await first.getAttribute('inert')).toBeNull();
    await screenshot(guest.page, 'home-with-admin-slide-1440');
    await guest.context.close();
    await context.close();
  });

  it('an editor creates a coupon; the list shows its terms and counts', async () => {
    const { context, page } = await newPage(scratch.browser);
    await signInStaff(page, STAFF.editor);
    await gotoHydrated(page, '/admin/coupons');
    await button(page, '新建优惠券').click();
    const dialog = page.locator('.ant-modal', { hasText: '新建优惠券' });
    const code = `E2E${stamp}`.toUpperCase().slice(0, 32);
    await dialog.getByLabel('券码').fill(code);
    await dialog.getByLabel('名称（会员看不到，便于管理）').fill('端到端测试券');
    await dialog.getByRole('textbox', { name: '减免光子' }).fill('8');
    await dialog.getByLabel('使用门槛（光子，0 = 无门槛）').fill('50');
    await dialog.getByLabel('结束时间（留空 = 长期）').fill('2099-12-31 23:59');
    await dialog.getByLabel('发放数量（留空 = 不限）').fill('200');
    await screenshot(page, 'admin-coupon-create-1440');
    await button(dialog, '创建').click();
    await waitForMessage(page, '优惠券已创建');
    const row = page.locator('.ant-table-row', { hasText: code });
    await row.waitFor();
    expect(await row.innerText()).toContain('0 / 200');
    await screenshot(page, 'admin-coupons-1440');
    await context.close();
  });
});

describe('back office page settings at 1440 px', () => {
  it('an editor changes the quarterly VIP price; the AI VIP page shows it', async () => {
    const { context, page } = await newPage(scratch.browser);
    await signInStaff(page, STAFF.editor);
    await gotoHydrated(page, '/admin/vip-settings');
    const quarter = page.locator('.admin-settings-card', { hasText: '季度会员' });
    const price = quarter.getByLabel('价格（光子）');
    await price.fill(String(QUARTER_PRICE));
    await screenshot(page, 'admin-vip-settings-1440');
    await button(page, '保存').click();
    await waitForMessage(page, '已保存');

    const guest = await newPage(scratch.browser);
    const deadline = Date.now() + 30_000;
    const prices = guest.page.locator('.ai-plan__price b');
    for (;;) {
      await gotoHydrated(guest.page, '/ai/vip');
      await prices.first().waitFor();
      if ((await prices.allInnerTexts()).includes(String(QUARTER_PRICE))) break;
      if (Date.now() > deadline) throw new Error(`${QUARTER_PRICE} did not appear on /ai/vip`);
      await guest.page.waitForTimeout(1000);
    }
    await screenshot(guest.page, 'ai-vip-admin-price-1440');
    await guest.context.close();
    await context.close();
  });

  it('an editor adds a line to 版权声明; the help page shows it', async () => {
    const { context, page } = await newPage(scratch.browser);
    await signInStaff(page, STAFF.editor);
    await gotoHydrated(page, '/admin/help-pages?type=copyright_statement');
    const pane = page.getByRole('tabpanel', { name: '版权声明' });
    const area = pane.locator('.admin-editor__area');
    await area.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(HELP_LINE);
    await screenshot(page, 'admin-help-pages-1440');
    await button(pane, '保存').click();
    await waitForMessage(page, '已保存');

    const guest = await newPage(scratch.browser);
    await waitForText(guest.page, '/help?type=copyright_statement', HELP_LINE);
    await screenshot(guest.page, 'help-admin-line-1440');
    await guest.context.close();
    await context.close();
  });
});

describe('back office AI news at 1440 px', () => {
  it('an editor publishes an AI news article; the AI area lists and shows it', async () => {
    const { context, page } = await newPage(scratch.browser);
    await signInStaff(page, STAFF.editor);
    await gotoHydrated(page, '/admin/ai-news');
    await page.locator('.ant-table-row').first().waitFor();
    await screenshot(page, 'admin-ai-news-list-1440');
    await button(page, '新建 AI 资讯').click();
    await page.waitForURL((url) => url.pathname === '/admin/ai-news/new');
    await page.getByLabel('标题', { exact: true }).fill(AI_NEWS_TITLE);
    await page.getByRole('radio', { name: '资讯' }).check();
    await page.getByLabel('摘要（列表中显示）').fill('后台写的 AI 资讯摘要');
    const body = page.getByRole('textbox', { name: '资讯正文' });
    await body.click();
    await page.keyboard.type('这是后台编辑的 AI 资讯正文。');
    await page.getByRole('switch').click();
    await screenshot(page, 'admin-ai-news-edit-1440');
    await button(page, '保存').click();
    await waitForMessage(page, '已保存');
    await page.waitForURL((url) => /^\/admin\/ai-news\/\d+$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    const guest = await newPage(scratch.browser);
    await waitForText(guest.page, '/ai/news?cate=2', AI_NEWS_TITLE);
    await gotoHydrated(guest.page, `/ai/news/${id}`);
    await guest.page.getByText('这是后台编辑的 AI 资讯正文。').waitFor();
    await screenshot(guest.page, 'ai-news-detail-admin-item-1440');
    await guest.context.close();
    await context.close();
  });
});

describe('back office site content at 375 px', () => {
  it('the news list, the editor and the banner slides fit a phone', async () => {
    const { context, page } = await newPage(scratch.browser, 'mobile');
    await signInStaff(page, STAFF.editor);
    for (const [pagePath, name, ready] of [
      ['/admin/news', 'news-list', '.ant-table-row'],
      ['/admin/news/new', 'news-edit', '.admin-editor'],
      ['/admin/home-banners', 'home-banners', '.admin-banner-card'],
      ['/admin/coupons', 'coupons', '.ant-table-row'],
      ['/admin/vip-settings', 'vip-settings', '.admin-plan-grid'],
      ['/admin/help-pages', 'help-pages', '.admin-editor'],
      ['/admin/ai-news', 'ai-news', '.ant-table-row'],
    ] as const) {
      // The first page is a full load (signInStaff left a static page); the rest go through the app's router.
      await showInApp(page, pagePath);
      await page.locator(ready).first().waitFor();
      // Picture the page once its previews have arrived.
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      expect(await documentWidth(page), pagePath).toBeLessThanOrEqual(375);
      await screenshot(page, `admin-${name}-375`);
    }
    await gotoHydrated(page, '/');
    await page.locator('.home-slides img').first().waitFor();
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'home-slides-375');
    await context.close();
  });
});
