import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, signIn } from './support/api.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { apiToken } from './support/members.ts';
import { button, documentWidth, gotoHydrated, waitForMessage } from './support/ui.ts';

/** The demo creator may submit every kind; the demo member holds no creator flag (apps/server/src/seed/users.ts). */
const CREATOR = { phone: '13800000002', password: 'Demo@123456' };
const MEMBER = { phone: '13800000001', password: 'Demo@123456' };

let browser: Browser;
let dir: string;
let packageFile: string;
let coverFile: string;
beforeAll(async () => {
  browser = await launchBrowser();
  dir = mkdtempSync(path.join(os.tmpdir(), 'creator-e2e-'));
  // Files on disk keep their modification time, so choosing the same file again after a reload resumes.
  packageFile = path.join(dir, `tool-${Date.now()}.zip`);
  writeFileSync(packageFile, Buffer.alloc(12 * 1024 * 1024, 7));
  coverFile = path.join(dir, 'cover.png');
  writeFileSync(
    coverFile,
    Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d1d0a50000000049454e44ae426082',
      'hex',
    ),
  );
});
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

const dialog = (page: Page, title: string) =>
  page.locator('.ant-modal', { has: page.locator('.ant-modal-title', { hasText: title }) });

async function openPluginForm(page: Page) {
  await gotoHydrated(page, '/user/contribute');
  await page.getByRole('tab', { name: '插件投稿' }).click();
  await button(page, '新建插件投稿').click();
  return dialog(page, '插件投稿');
}

async function chooseVersionFile(page: Page) {
  await button(page, '添加插件').click();
  const version = dialog(page, '插件版本');
  await version.getByLabel('版本号').fill('1.0.0');
  await version.locator('input[type=file][data-purpose=plugin]').setInputFiles(packageFile);
  return version;
}

describe('creator contributions (001 §2.14–§2.21)', () => {
  it('submits a plugin with a 12 MB package that resumes after a dropped upload and a reload, and it is published on approval', async () => {
    const { page } = await newPage(browser);
    await signIn(page, CREATOR.phone, CREATOR.password);

    // The first part gets through, then the network drops: the bar has moved, the upload fails.
    let allowed = 1;
    await page.route('**/files/multipart/**', (route) =>
      allowed-- > 0 ? route.continue() : route.abort('failed'),
    );
    await openPluginForm(page);
    const version = await chooseVersionFile(page);
    await version.getByText('上传失败（再次选择同一文件可继续上传）').waitFor({ timeout: 30_000 });
    const percent = Number(await version.locator('.ant-progress').getAttribute('aria-valuenow'));
    expect(percent).toBeGreaterThan(0);
    expect(percent).toBeLessThan(100);
    await page.unroute('**/files/multipart/**');

    // Reload, choose the same file again: the stored part is skipped.
    await page.reload();
    const form = await openPluginForm(page);
    const again = await chooseVersionFile(page);
    await again.getByText('已从断点继续').waitFor({ timeout: 30_000 });
    await again.getByText('tool-').waitFor({ timeout: 60_000 });
    await button(again, '确定').click();
    await form.locator('tr', { hasText: '1.0.0' }).waitFor();

    const name = `端到端插件${Date.now() % 100000}`;
    await form.locator('input[type=file][data-purpose=image]').first().setInputFiles(coverFile);
    await form.locator('.cr-upload__thumb').first().waitFor({ timeout: 30_000 });
    await form.getByLabel('插件名称').fill(name);
    await form.getByLabel('价格（光子）').fill('6.5');
    await form.getByLabel('创作者').fill('端到端作者');
    await form.locator('.ant-form-item', { hasText: '分类' }).locator('.ant-select').click();
    await page.locator('.ant-select-item-option:not(.ant-select-item-option-disabled)').first().click();
    await button(form, '点击编辑').click();
    const editor = dialog(page, '编辑');
    await editor.getByRole('textbox', { name: '课程介绍' }).fill('端到端插件的介绍');
    await button(editor, '确定').click();
    await form.getByText('发布申明').click();
    await screenshot(page, 'creator-plugin-form-1440');
    await button(form, '立即发布').click();
    await waitForMessage(page, '提交成功');
    await page.locator('.cr-item', { hasText: name }).getByText('审核中').waitFor();
    await screenshot(page, 'creator-contribute-1440');

    // Staff approve it (the dev route calls the same function as npm run creator:review).
    const token = await apiToken(CREATOR.phone, CREATOR.password);
    const list = await apiOk<{ data: { id: number; name: string }[] }>(
      'GET',
      '/api/getUserPut/plug',
      undefined,
      token,
    );
    const submission = list.data.find((entry) => entry.name === name)!;
    const approved = await apiOk<{ published_id: number }>(
      'POST',
      `/api/dev/creator/plug/${submission.id}/review`,
      {
        decision: 'approve',
      },
    );
    await gotoHydrated(page, `/plug/${approved.published_id}`);
    await page.getByText(name).first().waitFor();
    await gotoHydrated(page, '/plug');
    await page.getByText(name).first().waitFor();
    await gotoHydrated(page, '/user/contribute');
    await page.getByRole('tab', { name: '插件投稿' }).click();
    await page.locator('.cr-item', { hasText: name }).getByText('已通过').waitFor();
    // A 12 MB upload twice, a reload and the approval: longer than the default on a shared machine.
  }, 240_000);

  it('refuses the member without creator flags, clearly', async () => {
    const { page } = await newPage(browser);
    await signIn(page, MEMBER.phone, MEMBER.password);
    await gotoHydrated(page, '/user/contribute');
    await page.getByText('您还没有该类型的投稿权限，请联系管理员开通').waitFor();
    expect(await button(page, '新建视频投稿').count()).toBe(0);
    const token = await apiToken(MEMBER.phone, MEMBER.password);
    const refused = await fetch(new URL('/api/userput/plug', page.url()), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'x', status: 0 }),
    }).then((r) => r.json());
    expect(refused).toMatchObject({ code: 4003, msg: '您还没有该类型的投稿权限，请联系管理员开通' });
  });

  it('lays the contribution list out on a phone without sideways scrolling', async () => {
    const { page } = await newPage(browser, 'mobile');
    await signIn(page, CREATOR.phone, CREATOR.password);
    await gotoHydrated(page, '/user/contribute');
    await page.getByRole('tab', { name: '插件投稿' }).click();
    await page.locator('.cr-item').first().waitFor();
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'creator-contribute-375');
  });
});
