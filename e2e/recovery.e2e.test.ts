import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, uniqueEmail, waitForOutbox } from './support/api.ts';
import { baseURL, launchBrowser, newPage } from './support/browser.ts';
import { button, gotoHydrated, storedToken, waitForMessage } from './support/ui.ts';
import { createRecoverableMember } from './support/members.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function passwordLogin(page: Page, account: string, password: string): Promise<void> {
  await page.getByPlaceholder('手机号 / 邮箱').fill(account);
  await page.getByPlaceholder('密码', { exact: true }).fill(password);
  await button(page, '登录').click();
}

describe('password recovery by e-mail link and security answers', () => {
  it('mails a reset link, refuses wrong answers, resets with the right ones; only the new password works', async () => {
    const email = uniqueEmail();
    const member = await createRecoverableMember(email, ['蓝色', '李老师', '阿黄']);
    const newPassword = 'Reset@2468';
    const { context, page } = await newPage(browser);

    await gotoHydrated(page, '/forget');
    await page.getByPlaceholder('邮箱地址').fill('not-an-email@');
    await button(page, '重置').click();
    await page.getByText('请输入正确的邮箱地址').waitFor();
    await page.getByPlaceholder('邮箱地址').fill(email);
    await button(page, '重置').click();
    await page.waitForURL('**/login');

    const mail = await waitForOutbox(email, (message) => Boolean(message.link?.includes('/reset-password')));
    const link = new URL(mail.link!);
    expect(link.searchParams.get('email')).toBe(email);
    await gotoHydrated(page, link.pathname + link.search);
    await page.getByText(`正在重置账号 ${email} 的密码`).waitFor();

    const answers = page.getByPlaceholder('请输入答案');
    await answers.nth(0).fill('红色');
    await answers.nth(1).fill('李老师');
    await answers.nth(2).fill('阿黄');
    await page.getByPlaceholder('新密码（6-32 位）').fill(newPassword);
    await button(page, '重置密码').click();
    await waitForMessage(page, '安全问题答案错误');
    expect(new URL(page.url()).pathname).toBe('/reset-password');

    await answers.nth(0).fill('蓝色');
    await button(page, '重置密码').click();
    await waitForMessage(page, '密码重置成功，请使用新密码登录');
    await page.waitForURL('**/login');

    // The old password no longer works; the new one signs in (by e-mail, the account the link named).
    await passwordLogin(page, member.phone, member.password);
    await waitForMessage(page, '账号或密码错误');
    expect(await storedToken(page)).toBeNull();
    await passwordLogin(page, email, newPassword);
    await page.waitForURL(`${baseURL()}/`);
    await page.locator('.hdr-user__name', { hasText: member.name }).waitFor();
    expect(await storedToken(page)).toMatch(/^Bearer \S+$/);
    expect(
      (await api('POST', '/api/user/login', { phone: member.phone, password: newPassword, type: 'pass' }))
        .code,
    ).toBe(200);
    await context.close();
  });

  it('a reset page opened without an e-mail says 异常操作 and cannot be sent', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/reset-password');
    await page.getByText('异常操作').first().waitFor();
    expect(await button(page, '重置密码').isDisabled()).toBe(true);
    await context.close();
  });
});
