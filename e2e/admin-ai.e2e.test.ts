import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInStaff, STAFF } from './support/admin.ts';
import { drawPng } from './support/admin-content.ts';
import { browserWithScratchDir, newPage, screenshot } from './support/browser.ts';
import { button, chooseOption, documentWidth, gotoHydrated, waitForMessage } from './support/ui.ts';

const stamp = Date.now().toString(36);
const WORK_TITLE = `后台上传的作品 ${stamp}`;
const VERSION = `v9.${stamp}`.slice(0, 32);

const scratch = browserWithScratchDir('admin-ai-e2e-');

/** The form item whose label is exactly `label` (other labels may contain the same word). */
const formItem = (page: Page, label: string) =>
  page
    .locator('.ant-form-item')
    .filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });

describe('back office AI area at 1440 px', () => {
  it('an editor creates a gallery work with ordered images; the public gallery shows it first', async () => {
    const { context, page } = await newPage(scratch.browser);
    await signInStaff(page, STAFF.editor);
    await gotoHydrated(page, '/admin/ai-gallery');
    expect(await page.locator('.ant-layout-sider .ant-menu').innerText()).toContain('AI 作品集');
    await page.locator('.ant-table-row').first().waitFor();
    await screenshot(page, 'admin-ai-gallery-list-1440');

    await button(page, '新建作品').click();
    await page.waitForURL((url) => url.pathname === '/admin/ai-gallery/new');
    await page.getByLabel('标题', { exact: true }).fill(WORK_TITLE);
    await chooseOption(page, formItem(page, '分类').locator('.ant-select'), 'AI建筑');
    await page.getByLabel('描述（打开作品时显示）').fill('编辑在后台上传的 AI 作品');
    const cover = await drawPng(page, scratch.dir, 'cover.png', '作品封面', 800, 600);
    await formItem(page, '封面').locator('input[type=file]').setInputFiles(cover);
    await formItem(page, '封面').locator('img').waitFor();
    const images = page.locator('.admin-work-images figure');
    for (const [index, caption] of ['第一张', '第二张'].entries()) {
      const file = await drawPng(page, scratch.dir, `image-${index}.png`, caption, 800, 600);
      await page
        .locator('.ant-form-item', { has: page.locator('.admin-work-images') })
        .locator('input[type=file]')
        .setInputFiles(file);
      await expect.poll(() => images.count()).toBe(index + 1);
    }
    const second = await images.nth(1).locator('img').getAttribute('src');
    await page.getByRole('button', { name: '图片 2 前移' }).click();
    await expect.poll(() => images.first().locator('img').getAttribute('src')).toBe(second);
    await page.getByLabel('作者名称').fill('光子编辑部');
    await screenshot(page, 'admin-ai-gallery-edit-1440');
    await button(page, '保存').click();
    await waitForMessage(page, '已保存');
    await page.waitForURL((url) => /^\/admin\/ai-gallery\/\d+$/.test(url.pathname));

    // The card names the work only in its button's label; the dialog shows title, text and pictures.
    const guest = await newPage(scratch.browser);
    const opener = guest.page.getByRole('button', { name: `查看${WORK_TITLE}` });
    const deadline = Date.now() + 30_000;
    for (;;) {
      await gotoHydrated(guest.page, '/ai/gallery');
      // The cards arrive with the list call after hydration: wait for them before looking.
      await guest.page.locator('.ai-work button').first().waitFor();
      if ((await opener.count()) > 0) break;
      if (Date.now() > deadline) throw new Error(`${WORK_TITLE} did not appear on /ai/gallery`);
      await guest.page.waitForTimeout(1000);
    }
    const card = guest.page.locator('.ai-work').first();
    expect(await card.innerText()).toContain('光子编辑部');
    await screenshot(guest.page, 'ai-gallery-admin-work-1440');
    await opener.click();
    const dialog = guest.page.locator('.ant-modal', { hasText: WORK_TITLE });
    await dialog.getByText('编辑在后台上传的 AI 作品').waitFor();
    await expect.poll(() => dialog.locator('.ai-work-detail__thumbs img').count()).toBe(2);
    await guest.page.waitForTimeout(500); // the dialog's zoom-in, for the picture only
    await screenshot(guest.page, 'ai-gallery-admin-work-open-1440');
    await guest.context.close();
    await context.close();
    // Four uploads and two pages: 70 s on a machine shared by four workers.
  }, 180_000);

  it('an editor uploads an AI plugin package; a guest sees it in 插件下载', async () => {
    const { context, page } = await newPage(scratch.browser);
    await signInStaff(page, STAFF.editor);
    await gotoHydrated(page, '/admin/ai-plug');
    await page.locator('.ant-card').first().waitFor();
    await button(page, '添加文件').click();
    const dialog = page.locator('.ant-modal', { hasText: '添加下载文件' });
    const zip = path.join(scratch.dir, 'photon-render-plugin.zip');
    writeFileSync(zip, Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(2048, 7)]));
    await dialog.locator('input[type=file]').setInputFiles(zip);
    await dialog.getByText('photon-render-plugin.zip').waitFor();
    await dialog.getByLabel('版本号').fill(VERSION);
    await dialog.getByLabel('平台').fill('Windows');
    await button(dialog, '保存').click();
    await waitForMessage(page, '文件已添加');
    await page.locator('.ant-table-row', { hasText: VERSION }).waitFor();
    await screenshot(page, 'admin-ai-plug-1440');

    const guest = await newPage(scratch.browser);
    await gotoHydrated(guest.page, '/ai/plug');
    await button(guest.page, '插件下载').click();
    const row = guest.page.locator('.ant-modal .ant-table-row', { hasText: VERSION });
    await row.waitFor();
    expect(await row.innerText()).toContain('Windows');
    await screenshot(guest.page, 'ai-plug-admin-package-1440');
    await guest.context.close();
    await context.close();
  });
});

describe('back office AI area at 375 px', () => {
  it('the gallery list, the work editor and the AI plugin page fit a phone', async () => {
    const { context, page } = await newPage(scratch.browser, 'mobile');
    await signInStaff(page, STAFF.editor);
    for (const [pagePath, name, ready] of [
      ['/admin/ai-gallery', 'ai-gallery', '.ant-table-row'],
      ['/admin/ai-gallery/new', 'ai-gallery-edit', '.admin-site-form'],
      ['/admin/ai-plug', 'ai-plug', '.ant-card'],
    ] as const) {
      await gotoHydrated(page, pagePath);
      await page.locator(ready).first().waitFor();
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      expect(await documentWidth(page), pagePath).toBeLessThanOrEqual(375);
      await screenshot(page, `admin-${name}-375`);
    }
    await context.close();
  });
});
