import { describe, expect, it } from 'vitest';
import { base32Decode, hotp, totpStep } from '../apps/server/src/slices/admin/totp.ts';
import { createStaffAccount, signInStaff } from './support/admin.ts';
import { api } from './support/api.ts';
import { browserWithScratchDir, newPage, screenshot } from './support/browser.ts';
import { button, documentWidth, gotoHydrated, waitForMessage } from './support/ui.ts';

const opened = browserWithScratchDir('admin-2fa-e2e-');

/**
 * What an authenticator app shows for `secret` at `step` (RFC 6238: 30-second steps). The server takes a
 * step once only, so each use asks for a step after the last one used.
 */
const codeAt = (secret: string, step: number) => hotp(base32Decode(secret), step);

describe('staff two-step verification (TOTP)', () => {
  it('a staff member turns it on in 账号安全; signing in again then needs the current code', async () => {
    // An account of its own: the demo staff must keep signing in with a password alone.
    const staff = createStaffAccount('finance');
    // The page as it stands before: fits a phone.
    const phone = await newPage(opened.browser, 'mobile');
    await signInStaff(phone.page, staff);
    await gotoHydrated(phone.page, '/admin/security');
    await button(phone.page, '获取绑定二维码').waitFor();
    expect(await documentWidth(phone.page)).toBeLessThanOrEqual(375);
    await screenshot(phone.page, 'admin-2fa-security-375');
    await phone.context.close();

    const { context, page } = await newPage(opened.browser);
    await signInStaff(page, staff);
    await gotoHydrated(page, '/admin');
    await page.getByTestId('admin-account').hover();
    await page.getByRole('menuitem', { name: /账号安全/ }).click();
    await page.waitForURL((url) => url.pathname === '/admin/security');
    await page
      .getByText('开启后，登录后台除密码外还需输入手机身份验证器中每 30 秒变化的 6 位动态码。')
      .waitFor();
    await button(page, '获取绑定二维码').click();
    await page.getByRole('img', { name: '两步验证绑定二维码' }).waitFor();
    const secret = (await page.getByTestId('totp-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await screenshot(page, 'admin-2fa-setup-1440');

    // A wrong code changes nothing; the code the app shows now turns it on.
    const code = page.getByLabel('2. 输入验证器显示的 6 位动态码');
    await code.fill('000000');
    await button(page, '确认开启').click();
    await waitForMessage(page, '动态码错误或已使用，请输入最新的动态码');
    const enrolledStep = totpStep(new Date());
    await code.fill(codeAt(secret, enrolledStep));
    await button(page, '确认开启').click();
    await waitForMessage(page, '两步验证已开启');
    await page.getByText('已开启：登录时需输入身份验证器中的动态码').waitFor();
    await button(page, '关闭两步验证').waitFor();

    await page.getByTestId('admin-account').hover();
    await page.getByRole('menuitem', { name: /退出登录/ }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    // One navigation, to the login page itself: not also the frame's "come back here" one racing it.
    expect(new URL(page.url()).search).toBe('');
    // The password alone no longer opens a session: the API answers a ticket for the code step, no token.
    const passwordOnly = await api('POST', '/api/admin/auth/login', {
      phone: staff.phone,
      password: staff.password,
    });
    expect(passwordOnly).toMatchObject({ code: 200, msg: '请输入身份验证器中的 6 位动态码' });
    expect(passwordOnly.data.token).toBeUndefined();

    await page.getByLabel('手机号').fill(staff.phone);
    await page.getByLabel('密码').fill(staff.password);
    await button(page, '登录').click();
    await page.getByText('请输入身份验证器中的 6 位动态码').waitFor();
    // The code that turned it on was used: it cannot sign in (someone reading over a shoulder).
    await page.getByLabel('动态码').fill(codeAt(secret, enrolledStep));
    await button(page, '验证并登录').click();
    await waitForMessage(page, '动态码错误或已使用，请输入最新的动态码');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await screenshot(page, 'admin-2fa-login-1440');
    const nextStep = Math.max(totpStep(new Date()), enrolledStep + 1);
    await page.getByLabel('动态码').fill(codeAt(secret, nextStep));
    await button(page, '验证并登录').click();
    // Back in the back office (the login page may return to the page signed out from).
    await page.waitForURL((url) => url.pathname !== '/admin/login');
    await page.getByTestId('admin-account').filter({ hasText: staff.name }).waitFor();
    await gotoHydrated(page, '/admin/security');
    await page.getByText('已开启：登录时需输入身份验证器中的动态码').waitFor();
    await context.close();
  });
});
