import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from './support/api.ts';
import { baseURL, launchBrowser, newPage } from './support/browser.ts';
import { button, gotoHydrated, storedToken } from './support/ui.ts';
import { createMember, type Member } from './support/members.ts';

let browser: Browser;
let member: Member;
beforeAll(async () => {
  browser = await launchBrowser();
  member = await createMember();
});
afterAll(() => browser?.close());

describe('route guards', () => {
  it('sends a guest from /user/info to /login?redirect= and back there after signing in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/user/info');
    await page.waitForURL(`${baseURL()}/login?redirect=%2Fuser%2Finfo`);
    await page.getByPlaceholder('手机号 / 邮箱').fill(member.phone);
    await page.getByPlaceholder('密码', { exact: true }).fill(member.password);
    await button(page, '登录').click();
    await page.waitForURL(`${baseURL()}/user/info`);
    await page.getByText(`欢迎回来，${member.name}`).waitFor();
    await context.close();
  });

  it('sends a signed-in member from /login, /register and /verification to /user/info', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, member.phone, member.password);
    for (const path of ['/login', '/register', '/verification']) {
      await page.goto(path);
      await page.waitForURL(`${baseURL()}/user/info`);
      await page.getByText(`欢迎回来，${member.name}`).waitFor();
    }
    await context.close();
  });

  it('a token revoked elsewhere: the next personal-centre call (4001) ends the session and goes to /login', async () => {
    const { context, page } = await newPage(browser);
    const { token } = await signIn(page, member.phone, member.password);
    // Let the layout's own refresh (GET /api/user) finish first, so that the save below is the next call.
    const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user');
    await gotoHydrated(page, '/user/info');
    expect((await (await refreshed).json()).code).toBe(200);
    await page.getByText(`欢迎回来，${member.name}`).waitFor();

    expect((await api('POST', '/api/user/logout', {}, token)).code).toBe(200);
    const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user/update');
    await page.locator('#sign').fill('令牌已失效');
    await page.locator('#occupation').click();
    expect((await (await saved).json()).code).toBe(4001);
    await page.waitForURL(`${baseURL()}/login?redirect=%2Fuser%2Finfo`);
    expect(await storedToken(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('UserInfo'))).toBeNull();
    await context.close();
  });
});
