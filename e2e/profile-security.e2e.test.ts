import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from './support/api.ts';
import { baseURL, launchBrowser, newPage } from './support/browser.ts';
import { button, gotoHydrated, storedToken, waitForMessage } from './support/ui.ts';
import { apiToken, createMember } from './support/members.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Bodies of the API calls to `path` this page makes from now on. */
function recordCalls(page: Page, path: string): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) bodies.push(request.postData() ?? '');
  });
  return bodies;
}

/** Real 32×32 JPEG and PNG files, drawn by the browser (no image library needed here). */
function drawImages(page: Page): Promise<{ jpg: Buffer; png: Buffer }> {
  return page
    .evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 32;
      const pen = canvas.getContext('2d')!;
      pen.fillStyle = '#1f6feb';
      pen.fillRect(0, 0, 32, 32);
      return {
        jpg: canvas.toDataURL('image/jpeg').split(',')[1]!,
        png: canvas.toDataURL('image/png').split(',')[1]!,
      };
    })
    .then(({ jpg, png }) => ({ jpg: Buffer.from(jpg, 'base64'), png: Buffer.from(png, 'base64') }));
}

const storedUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('UserInfo') ?? 'null'));

describe('profile and security', () => {
  it('saves a profile field on blur only when it changed', async () => {
    const member = await createMember();
    const { context, page } = await newPage(browser);
    const { token } = await signIn(page, member.phone, member.password);
    const updates = recordCalls(page, '/api/user/update');
    await gotoHydrated(page, '/user/info');
    await page.getByText(`欢迎回来，${member.name}`).waitFor();

    // Focus and leave 签名 untouched, then change it: only the change is sent (calls go out in order).
    await page.locator('#sign').click();
    await page.locator('#occupation').click();
    await page.locator('#sign').fill('每天进步一点');
    await page.locator('#occupation').click();
    await waitForMessage(page, '修改成功');
    expect(updates.map((body) => JSON.parse(body))).toEqual([{ type: 'sign', value: '每天进步一点' }]);
    expect((await storedUser(page)).sign).toBe('每天进步一点');
    expect((await api('GET', '/api/user', undefined, token)).data.sign).toBe('每天进步一点');

    // After a reload the saved value is shown, and leaving it unchanged again sends nothing more.
    await gotoHydrated(page, '/user/info');
    await page.getByText(`欢迎回来，${member.name}`).waitFor();
    expect(await page.locator('#sign').inputValue()).toBe('每天进步一点');
    await page.locator('#occupation').fill('建筑设计师');
    await page.locator('#sign').click();
    await waitForMessage(page, '修改成功');
    expect(updates.map((body) => JSON.parse(body).type)).toEqual(['sign', 'occupation']);
    await context.close();
  });

  it('uploads a JPG avatar and refuses a PNG, also one disguised as .jpg', async () => {
    const member = await createMember();
    const { context, page } = await newPage(browser);
    await signIn(page, member.phone, member.password);
    const uploads = recordCalls(page, '/api/upload');
    await gotoHydrated(page, '/user/info');
    await page.getByText(`欢迎回来，${member.name}`).waitFor();
    const images = await drawImages(page);
    const fileInput = page.locator('.uc-profile-head input[type=file]');

    await fileInput.setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: images.png });
    await waitForMessage(page, '上传头像图片只能是 JPG 格式!');
    expect(uploads).toHaveLength(0);

    // The browser check passes a .jpg name; the upload takes any picture, and saving it as the avatar reads
    // the bytes and refuses (the page shows its msg).
    const refused = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/user/update',
    );
    await fileInput.setInputFiles({ name: 'avatar.jpg', mimeType: 'image/jpeg', buffer: images.png });
    expect(await (await refused).json()).toMatchObject({ code: 4022, msg: '上传头像图片只能是 JPG 格式!' });
    expect((await storedUser(page)).avatar).toBe('');

    const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user/update');
    await fileInput.setInputFiles({ name: 'avatar.jpg', mimeType: 'image/jpeg', buffer: images.jpg });
    expect((await (await saved).json()).code).toBe(200);
    await waitForMessage(page, '修改成功');
    const avatar: string = (await storedUser(page)).avatar;
    expect(avatar).toMatch(new RegExp(`^/files/public/uploads/${member.id}/`));
    const file = await fetch(baseURL() + avatar);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    await page.locator(`.hdr-user img[src="${avatar}"]`).waitFor();
    await context.close();
  });

  it('changes the password in /user/security; then only the new password signs in', async () => {
    const member = await createMember();
    const newPassword = 'Changed@789';
    const { context, page } = await newPage(browser);
    await signIn(page, member.phone, member.password);
    await gotoHydrated(page, '/user/security');
    await page.locator('.uc-security-item', { hasText: '登录密码' }).getByRole('button').click();
    const dialog = page.locator('.ant-modal', { hasText: '修改密码' });
    await dialog.getByLabel('当前密码').fill(member.password);
    await dialog.getByLabel('新密码', { exact: true }).fill(newPassword);
    await dialog.getByLabel('确认新密码').fill('Changed@78');
    await button(dialog, '确定').click();
    await dialog.getByText('两次输入密码不一致!').waitFor();
    await dialog.getByLabel('确认新密码').fill(newPassword);
    await button(dialog, '确定').click();
    await waitForMessage(page, '密码修改成功');
    await dialog.waitFor({ state: 'hidden' });
    expect(await storedToken(page)).toMatch(/^Bearer \S+$/);
    await context.close();

    expect(
      (await api('POST', '/api/user/login', { phone: member.phone, password: member.password, type: 'pass' }))
        .msg,
    ).toBe('账号或密码错误');
    const fresh = await newPage(browser);
    await gotoHydrated(fresh.page, '/login');
    await fresh.page.getByPlaceholder('手机号 / 邮箱').fill(member.phone);
    await fresh.page.getByPlaceholder('密码', { exact: true }).fill(newPassword);
    await button(fresh.page, '登录').click();
    await fresh.page.waitForURL(`${baseURL()}/`);
    await fresh.page.locator('.hdr-user__name', { hasText: member.name }).waitFor();
    expect(await apiToken(member.phone, newPassword)).toBeTruthy();
    await fresh.context.close();
  });
});
