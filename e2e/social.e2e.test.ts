import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/api.ts';
import { baseURL, launchBrowser, newPage } from './support/browser.ts';
import { button, gotoHydrated, storedToken, waitForHydration, waitForMessage } from './support/ui.ts';
import { createMember } from './support/members.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A dev-provider nickname no other run or test uses (the provider page lists every identity). */
const uniqueNickname = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Clicks something that opens the provider tab; answers the tab and every URL it went through. */
async function openProviderTab(
  page: Page,
  click: () => Promise<void>,
): Promise<{ popup: Page; visited: string[] }> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), click()]);
  const visited: string[] = [];
  popup.on('framenavigated', (frame) => {
    if (frame === popup.mainFrame()) visited.push(frame.url());
  });
  await popup.getByText('开发用 OAuth 登录（非真实微信/QQ）').first().waitFor();
  return { popup, visited };
}

async function createIdentity(popup: Page, nickname: string): Promise<void> {
  await popup.getByPlaceholder('昵称，例如：测试用户甲').fill(nickname);
  await popup.getByRole('button', { name: '新建并登录' }).click();
}

describe('social login and binding through the dev OAuth provider', () => {
  // One identity is bound in the first test and signs in in the second, so they share it.
  const nickname = uniqueNickname('绑定');
  let memberName = '';

  it('binds WeChat on /user/socialite: the tab reports back and the page shows 已绑定', async () => {
    const member = await createMember();
    memberName = member.name;
    const { context, page } = await newPage(browser);
    await signIn(page, member.phone, member.password);
    await gotoHydrated(page, '/user/socialite');
    const wechat = page.locator('.uc-security-item', { hasText: '微信' });
    const { popup, visited } = await openProviderTab(page, () =>
      wechat.getByRole('button', { name: '立即绑定' }).click(),
    );

    const closed = popup.waitForEvent('close', { timeout: 15_000 });
    await createIdentity(popup, nickname);
    await closed;
    const back = visited
      .map((url) => new URL(url))
      .find((url) => url.pathname === '/' && url.searchParams.has('bind'));
    expect(back?.searchParams.get('code')).toBe('200');

    await waitForMessage(page, '绑定成功');
    await wechat.getByText('已绑定', { exact: true }).waitFor();
    const flags = await page.evaluate(() =>
      ['IsWechatBind', 'bindTips', 'bindCode'].map((key) => localStorage.getItem(key)),
    );
    expect(flags).toEqual([null, null, null]);
    // The server agrees: the stored user is refreshed from GET /api/user.
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('UserInfo')!).is_wechat)).toBe(true);
    await context.close();
  });

  it('signs in from /login with the bound WeChat identity: the original page becomes signed in', async () => {
    expect(memberName, 'the binding test must have run').not.toBe('');
    const { context, page } = await newPage(browser);
    await gotoHydrated(page, '/login');
    const { popup } = await openProviderTab(page, () =>
      page.getByRole('button', { name: /微信登录/ }).click(),
    );
    const closed = popup.waitForEvent('close', { timeout: 15_000 });
    await popup.locator('li', { hasText: nickname }).getByRole('button', { name: '以此身份登录' }).click();
    await closed;

    await page.waitForURL(`${baseURL()}/`);
    await page.locator('.hdr-user__name', { hasText: memberName }).waitFor();
    expect(await storedToken(page)).toMatch(/^Bearer \S+$/);
    expect(await page.evaluate(() => localStorage.getItem('IsLogin'))).toBeNull();
    await context.close();
  });

  it('an identity bound to nobody lands on /register?redirect=bind with the notice for 20 s', async () => {
    const { context, page } = await newPage(browser);
    // A controllable clock (it still runs on its own) lets the test skip the notice's 20 s.
    await context.clock.install();
    await gotoHydrated(page, '/login');
    const { popup } = await openProviderTab(page, () =>
      page.getByRole('button', { name: /微信登录/ }).click(),
    );
    await createIdentity(popup, uniqueNickname('未绑'));
    await popup.waitForURL('**/register?redirect=bind');
    const notice = popup.getByText('请先注册账号，注册后可在个人中心绑定第三方登录');
    await notice.waitFor();
    expect(await storedToken(popup)).toBeNull();

    // The notice is server-rendered; its timer starts at hydration. A check that only the hydrated page
    // answers (send-code without an account) marks that moment.
    await waitForHydration(popup);
    await button(popup, '发送验证码').click();
    await waitForMessage(popup, '请填写正确手机号');
    await popup.clock.fastForward(18_000);
    expect(await notice.isVisible()).toBe(true);
    await popup.clock.fastForward(3_000);
    await notice.waitFor({ state: 'hidden', timeout: 5_000 });
    await context.close();
  });
});
