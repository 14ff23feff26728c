import type { AdminGoodsRow, AdminPlug, AdminPlugRow } from '@app/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, STAFF, staffToken } from './support/admin.ts';
import { apiOk } from './support/api.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { button, documentWidth, gotoHydrated, waitForMessage } from './support/ui.ts';

let browser: Browser;
let editor: string;
/** The demo plugin this file edits, as it was: put back afterwards so other files find it unchanged. */
let plug: AdminPlug;
/** The demo material this file takes off the shelf (and puts back). */
let material: AdminGoodsRow;

const lastOnShelf = async <T>(path: string) => {
  const page = await apiOk<{ list: T[] }>('GET', `${path}?state=on&limit=100`, undefined, editor);
  return page.list[page.list.length - 1]!;
};

beforeAll(async () => {
  browser = await launchBrowser();
  editor = await staffToken(STAFF.editor);
  // The oldest items on the shelf: the demo catalogue's, the least likely to be needed by other files.
  const row = await lastOnShelf<AdminPlugRow>('/api/admin/plugs');
  plug = await apiOk<AdminPlug>('GET', `/api/admin/plugs/${row.id}`, undefined, editor);
  material = await lastOnShelf<AdminGoodsRow>('/api/admin/goods');
});
afterAll(async () => {
  if (plug) {
    const { id, versions: _versions, state: _state, creator: _creator, ...rest } = plug;
    const body = {
      name: rest.name,
      images: rest.images,
      intros: rest.intros,
      cate_id: rest.cate_id,
      price: String(rest.price),
      has_discount: rest.has_discount,
      discount_price: String(rest.discount_price),
      give_integral: String(rest.give_integral),
      repeat_buy: rest.repeat_buy,
      web_link: rest.web_link,
      web_link_price: String(rest.web_link_price),
      intro: rest.intro,
      explain: rest.explain,
      author: rest.author,
      tags: rest.tags,
    };
    await apiOk('POST', `/api/admin/plugs/${id}`, body, editor);
  }
  if (material) await apiOk('POST', `/api/admin/goods/${material.id}/shelf`, { on_shelf: true }, editor);
  await browser?.close();
});

/**
 * The plugin and material pages read the tables directly; guests' lists are reused for PUBLIC_CACHE_SECONDS
 * (5 s by default). Look again until `present` holds for `text` on `path`.
 */
async function waitForText(page: Page, path: string, text: string, present = true): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await gotoHydrated(page, path);
    if ((await page.getByText(text).count()) > 0 === present) return;
    if (Date.now() > deadline) throw new Error(`${text} ${present ? 'did not appear' : 'stayed'} on ${path}`);
    await page.waitForTimeout(1000);
  }
}

describe('back office plugins and materials at 1440 px', () => {
  it("an editor changes a plugin's name and price; the public plugin page shows them", async () => {
    const { context, page } = await newPage(browser);
    await signInStaff(page, STAFF.editor);
    await gotoHydrated(page, '/admin/plugs');
    await page.locator('.ant-table-row').first().waitFor();
    await screenshot(page, 'admin-plugs-1440');

    const newName = `后台改名插件${Date.now() % 100_000}`;
    await gotoHydrated(page, `/admin/plugs/${plug.id}`);
    await page.getByLabel('插件名称').fill(newName);
    await page.getByLabel('价格（光子，0 为免费）').fill('66.6');
    const discount = page.getByLabel('优惠', { exact: true });
    if ((await discount.getAttribute('aria-checked')) === 'true') await discount.click();
    await button(page, '保存').click();
    await waitForMessage(page, '插件已保存');
    await screenshot(page, 'admin-plug-edit-1440');

    const guest = await newPage(browser);
    await waitForText(guest.page, `/plug/${plug.id}`, newName);
    expect(await guest.page.locator('body').innerText()).toContain('66.6');
    await screenshot(guest.page, 'admin-edited-plug-page-1440');
    await guest.context.close();
    await context.close();
    // A shared CI machine at a load of 25 took 90 s here (signing in, two hydrated forms, the guest's page).
  }, 180_000);

  it('an editor takes a material off the shelf; its public page no longer shows it', async () => {
    const { context, page } = await newPage(browser);
    await signInStaff(page, STAFF.editor);
    const guest = await newPage(browser);
    await waitForText(guest.page, `/periphery/${material.id}`, material.name);
    await gotoHydrated(page, '/admin/goods');
    await page.locator('.ant-table-row').first().waitFor();
    await screenshot(page, 'admin-goods-1440');
    await gotoHydrated(page, `/admin/goods/${material.id}`);
    await page.locator('form').first().waitFor();
    await button(page, '下架').click();
    await waitForMessage(page, '素材已下架');
    await screenshot(page, 'admin-goods-edit-1440');
    await waitForText(guest.page, `/periphery/${material.id}`, material.name, false);
    await screenshot(guest.page, 'admin-off-shelf-goods-page-1440');
    await guest.context.close();
    await context.close();
    // A shared CI machine at a load of 25 took 90 s here (signing in, two hydrated forms, the guest's page).
  }, 180_000);
});

describe('back office plugins and materials at 375 px', () => {
  const pages = () => ({
    plugs: [
      ['/admin/plugs', 'plugs', '.ant-table-row'],
      [`/admin/plugs/${plug.id}`, 'plug-edit', 'form'],
    ],
    materials: [
      ['/admin/goods', 'goods', '.ant-table-row'],
      [`/admin/goods/${material.id}`, 'goods-edit', 'form'],
    ],
  });
  it.each(['plugs', 'materials'] as const)('the %s table and edit form fit a phone', async (which) => {
    const { context, page } = await newPage(browser, 'mobile');
    await signInStaff(page, STAFF.editor);
    for (const [pagePath, name, ready] of pages()[which]) {
      await gotoHydrated(page, pagePath);
      await page.locator(ready).first().waitFor();
      expect(await documentWidth(page), pagePath).toBeLessThanOrEqual(375);
      await screenshot(page, `admin-${name}-375`);
    }
    await context.close();
  });
});
