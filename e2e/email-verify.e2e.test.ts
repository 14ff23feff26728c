import { describe, expect, it } from 'vitest';
import { apiOk, signIn, uniqueEmail, waitForOutbox } from './support/api.ts';
import { baseURL, browserWithScratchDir, newPage, screenshot } from './support/browser.ts';
import { apiToken, createMember } from './support/members.ts';
import { button, dialog, documentWidth, gotoHydrated } from './support/ui.ts';

const opened = browserWithScratchDir('email-verify-e2e-');

/** The verification link's path and query (the outbox gives it on the platform's PUBLIC_URL). */
const pathOf = (link: string) => {
  const url = new URL(link);
  expect(url.origin).toBe(baseURL());
  return `${url.pathname}${url.search}`;
};

describe('/email-verify', () => {
  it('a member sets an e-mail in 安全设置 and opens the mailed link: verified once, then refused', async () => {
    const member = await createMember();
    const email = uniqueEmail();
    const { context, page } = await newPage(opened.browser);
    await signIn(page, member.phone, member.password);
    await gotoHydrated(page, '/user/security');
    const item = page.locator('.uc-security-item', { hasText: '邮箱设置' });
    await item.getByText('设置后可通过邮箱找回密码').waitFor();
    await button(item, '设置').click();
    const form = dialog(page, '邮箱设置');
    await form.getByLabel('新邮箱').fill(email);
    await form.getByLabel('登录密码').fill(member.password);
    await button(form, '确定').click();
    const sent = page.locator('.ant-modal-confirm', {
      hasText: '验证邮件已发送至新邮箱，请前往邮箱完成验证',
    });
    await button(sent, '知道了').click();
    await sent.waitFor({ state: 'hidden' });

    const mail = await waitForOutbox(email, (message) => Boolean(message.link?.includes('/email-verify')));
    const link = pathOf(mail.link!);
    await gotoHydrated(page, link);
    const result = page.locator('.ant-result');
    await result.locator('.ant-result-title', { hasText: '邮箱验证成功' }).waitFor();
    await result.getByText('请妥善保管您的邮箱，它可用于找回密码').waitFor();
    await screenshot(page, 'email-verify-ok-1440');

    // The e-mail is now the member's: 安全设置 says so and it signs in like the phone.
    await gotoHydrated(page, '/user/security');
    await item.getByText(`已验证 ${email}`).waitFor();
    expect(await apiToken(email, member.password)).toBeTruthy();

    // A link works once.
    await gotoHydrated(page, link);
    await result.locator('.ant-result-title', { hasText: '该邮箱验证链接已使用' }).waitFor();
    await button(result, '返回首页').click();
    await page.waitForURL(`${baseURL()}/`);
    await context.close();
  });

  it('an incomplete or altered link is refused, also on a phone', async () => {
    const member = await createMember();
    const email = uniqueEmail();
    const token = await apiToken(member.phone, member.password);
    await apiOk('POST', '/api/user/set-email', { password: member.password, email }, token);
    const mail = await waitForOutbox(email, (message) => Boolean(message.link?.includes('/email-verify')));
    const link = new URL(pathOf(mail.link!), baseURL());

    const { context, page } = await newPage(opened.browser, 'mobile');
    const result = page.locator('.ant-result');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/email-verify') asked.push(request.url());
    });
    // Without its signature the page does not even ask the server.
    const incomplete = new URL(link);
    incomplete.searchParams.delete('_token');
    await gotoHydrated(page, `${incomplete.pathname}${incomplete.search}`);
    await result.locator('.ant-result-title', { hasText: '邮箱验证：参数错误' }).waitFor();
    await result.getByText('链接不完整，请从验证邮件中重新打开。').waitFor();
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'email-verify-incomplete-375');
    expect(asked).toEqual([]);

    // A link whose time was changed no longer matches its signature; the e-mail stays unverified.
    const altered = new URL(link);
    altered.searchParams.set('_timestamp', String(Number(altered.searchParams.get('_timestamp')) + 1));
    await gotoHydrated(page, `${altered.pathname}${altered.search}`);
    await result.locator('.ant-result-title', { hasText: '邮箱验证链接无效' }).waitFor();
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'email-verify-invalid-375');
    expect(asked).toHaveLength(1);
    await context.close();
    expect((await apiOk<{ email: string | null }>('GET', '/api/user', undefined, token)).email).toBeNull();
  });
});
