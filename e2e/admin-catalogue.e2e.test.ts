import type { AdminCourse, AdminCourseRow } from '@app/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, STAFF, staffToken } from './support/admin.ts';
import { apiOk } from './support/api.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { button, chooseOption, documentWidth, gotoHydrated, waitForMessage } from './support/ui.ts';

let browser: Browser;
let editor: string;
/** The demo course this file edits, as it was: put back afterwards so other files find it unchanged. */
let original: AdminCourse;

beforeAll(async () => {
  browser = await launchBrowser();
  editor = await staffToken(STAFF.editor);
  // The oldest course on the shelf: the demo catalogue's, bought by nobody this run is likely to need.
  const page = await apiOk<{ list: AdminCourseRow[]; total: number }>(
    'GET',
    '/api/admin/courses?state=on&limit=100',
    undefined,
    editor,
  );
  const last = page.list[page.list.length - 1]!;
  original = await apiOk<AdminCourse>('GET', `/api/admin/courses/${last.id}`, undefined, editor);
});
afterAll(async () => {
  if (original) {
    const { id, name, images, cate_id, price, market_price, has_discount, discount_price } = original;
    const { intro, explain, author, tags } = original;
    await apiOk(
      'POST',
      `/api/admin/courses/${id}`,
      {
        name,
        images,
        cate_id,
        price: String(price),
        market_price: String(market_price),
        has_discount,
        discount_price: String(discount_price),
        intro,
        explain,
        author,
        tags,
      },
      editor,
    );
    await apiOk('POST', `/api/admin/courses/${id}/shelf`, { on_shelf: true }, editor);
  }
  await browser?.close();
});

const dialog = (page: Page, title: string) =>
  page.locator('.ant-modal', { has: page.locator('.ant-modal-title', { hasText: title }) });

/**
 * Guests' lists and pages are reused for PUBLIC_CACHE_SECONDS (5 s by default): look again until `present`
 * holds for `text` on `path`.
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

describe('back office catalogue at 1440 px', () => {
  it('an editor creates a category and edits a course; the public site shows both, then the course goes off the shelf', async () => {
    const { context, page } = await newPage(browser);
    await signInStaff(page, STAFF.editor);
    const categoryName = `端到端分类${Date.now() % 100_000}`;
    await gotoHydrated(page, '/admin/categories');
    await page.locator('.ant-table-row').first().waitFor();
    await button(page, '新建一级分类').click();
    const create = dialog(page, '新建一级课程分类');
    await create.getByLabel('名称').fill(categoryName);
    await button(create, '保存').click();
    await waitForMessage(page, '分类已创建');
    await page.locator('.ant-table-row', { hasText: categoryName }).waitFor();
    await screenshot(page, 'admin-categories-1440');

    const guest = await newPage(browser);
    await waitForText(guest.page, '/course', categoryName);

    const categories = await apiOk<{ id: number; name: string }[]>(
      'GET',
      '/api/admin/categories?kind=course',
      undefined,
      editor,
    );
    const categoryId = categories.find((c) => c.name === categoryName)!.id;

    // Edit the course: a new title, price (no discount) and the new category, saved and shown to guests.
    const newName = `后台改名课程${Date.now() % 100_000}`;
    await gotoHydrated(page, '/admin/courses');
    await page.locator('.ant-table-row').first().waitFor();
    await screenshot(page, 'admin-courses-1440');
    await gotoHydrated(page, `/admin/courses/${original.id}`);
    await page.getByLabel('课程名称').fill(newName);
    await page.getByLabel('价格（光子）', { exact: true }).fill('123.45');
    // The category list is long: type to narrow it, then pick the option.
    const categorySelect = page.locator('.ant-form-item', { hasText: '分类' }).locator('.ant-select');
    await categorySelect.click();
    await page.keyboard.type(categoryName);
    await chooseOption(page, categorySelect, categoryName);
    const discount = page.getByRole('switch');
    if ((await discount.getAttribute('aria-checked')) === 'true') await discount.click();
    await button(page, '保存').click();
    await waitForMessage(page, '课程已保存');
    await screenshot(page, 'admin-course-edit-1440');

    await waitForText(guest.page, `/coursepage/${original.id}`, newName);
    await guest.page.locator('h1', { hasText: newName }).waitFor();
    expect(await guest.page.locator('body').innerText()).toContain('123.45');
    await screenshot(guest.page, 'admin-edited-course-page-1440');
    await waitForText(guest.page, `/course?id=${categoryId}&level=1`, newName);

    // Off the shelf: guests no longer find it, on its page or in the list.
    await gotoHydrated(page, `/admin/courses/${original.id}`);
    await button(page, '下架').click();
    await waitForMessage(page, '课程已下架');
    await waitForText(guest.page, `/coursepage/${original.id}`, newName, false);
    await waitForText(guest.page, `/course?id=${categoryId}&level=1`, newName, false);
    await guest.context.close();
    await context.close();
  });
});

describe('back office catalogue at 375 px', () => {
  it('categories, the course table and the course form fit a phone', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await signInStaff(page, STAFF.editor);
    for (const [pagePath, name, ready] of [
      ['/admin/categories', 'categories', '.ant-table-row'],
      ['/admin/courses', 'courses', '.ant-table-row'],
      [`/admin/courses/${original.id}`, 'course-edit', 'form'],
    ] as const) {
      await gotoHydrated(page, pagePath);
      await page.locator(ready).first().waitFor();
      expect(await documentWidth(page), pagePath).toBeLessThanOrEqual(375);
      await screenshot(page, `admin-${name}-375`);
    }
    await context.close();
  });
});
