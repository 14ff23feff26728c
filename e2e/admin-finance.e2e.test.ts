import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { memberWithVip, signInStaff, STAFF } from './support/admin.ts';
import { apiOk, signIn } from './support/api.ts';
import { browserWithScratchDir, newPage, screenshot } from './support/browser.ts';
import { balanceOf, hundredths, paidRecharge, placeRecharge } from './support/commerce.ts';
import { apiToken, createMember } from './support/members.ts';
import { button, chooseOption, dialog, documentWidth, gotoHydrated, waitForMessage } from './support/ui.ts';

const opened = browserWithScratchDir('admin-finance-e2e-');

/** How the back office and 光子账户 print an amount of 光子 (two decimals). */
const shown = (amount: number) => (hundredths(amount) / 100).toFixed(2);

/** Pays on the sandbox cashier page the order's QR code opens, with one of its two buttons. */
async function payOnCashier(page: Page, orderNo: string, choice: string, notice: string): Promise<void> {
  await page.goto(`/dev/cashier/${orderNo}`);
  await page.getByRole('button', { name: choice }).click();
  await page.locator('.notice.ok', { hasText: notice }).waitFor();
}

describe('back office money screens (finance staff)', () => {
  it('光子流水: finance debits a member by 光子调整; the member sees the entry and the new balance', async () => {
    const member = await createMember();
    const token = await apiToken(member.phone, member.password);
    const rechargeNo = await paidRecharge(token, 50);
    const before = await balanceOf(token);
    const reason = `端到端：补扣差额 ${Date.now() % 10_000}`;

    const { context, page } = await newPage(opened.browser);
    await signInStaff(page, STAFF.finance);
    await gotoHydrated(page, `/admin/ledger?keywords=${member.phone}`);
    await page.locator('h1', { hasText: '光子流水' }).waitFor();
    const rechargeRow = page.locator('.ant-table-row', { hasText: rechargeNo });
    await rechargeRow.filter({ hasText: '光子充值' }).filter({ hasText: '+50.00' }).waitFor();
    expect(await rechargeRow.innerText()).toContain('充值');

    // The member's name narrows the list to them, and the adjustment dialog then starts with their id.
    await rechargeRow.getByText(`${member.name}（${member.phone}）`).click();
    await page.getByText(`只看会员 #${member.id} 的流水`).waitFor();
    // The button's name starts with its icon's label ('plus').
    await page.getByRole('button', { name: /^\S+ 光子调整$/ }).click();
    const adjust = dialog(page, '光子调整');
    expect(await adjust.getByLabel('会员 ID').inputValue()).toBe(String(member.id));
    // check() clicks and then verifies the radio took it (a click on the label under load once left 增加 chosen).
    await adjust.getByRole('radio', { name: '扣减' }).check();
    await adjust.getByLabel('理由（会员可见）').fill(reason);
    // More than the balance is refused and changes nothing; the dialog stays open with the values.
    await adjust.getByLabel('光子数量').fill(String(before + 1));
    await button(adjust, '确认调整').click();
    await waitForMessage(page, '会员光子余额不足，扣减后余额不能小于 0');
    await adjust.getByLabel('光子数量').fill('12.5');
    await screenshot(page, 'admin-ledger-adjust-1440');
    await button(adjust, '确认调整').click();
    await waitForMessage(page, '已扣减光子');
    await adjust.waitFor({ state: 'hidden' });

    const after = (hundredths(before) - 1250) / 100;
    const entry = page.locator('.ant-table-row', { hasText: `光子调整：${reason}` });
    await entry.waitFor();
    const cells = await entry.locator('td').allInnerTexts();
    expect(cells.slice(2)).toEqual([
      `光子调整：${reason}`,
      '人工调整',
      expect.stringMatching(/^ADJ-/),
      '−12.50',
      shown(after),
    ]);
    await screenshot(page, 'admin-ledger-1440');
    expect(hundredths(await balanceOf(token))).toBe(hundredths(after));
    await context.close();

    // The member's 光子账户: the reason in the entry's title, the debit and the balance after it.
    const site = await newPage(opened.browser);
    await signIn(site.page, member.phone, member.password);
    await gotoHydrated(site.page, '/user/integral');
    await site.page
      .getByTestId('wallet-balance')
      .filter({ hasText: shown(after) })
      .waitFor();
    const mine = site.page.locator('.wl-table .ant-table-row', { hasText: `光子调整：${reason}` });
    expect((await mine.locator('td').allInnerTexts()).slice(1, 4)).toEqual(['支出', '−12.50', shown(after)]);
    await site.context.close();
  });

  it('充值订单: a paid recharge shows 已支付; one whose notify was lost is credited by 查询渠道', async () => {
    const member = await createMember();
    const token = await apiToken(member.phone, member.password);
    const paidNo = await placeRecharge(token, 20, 2);
    const lostNo = await placeRecharge(token, 30, 1);

    // The member pays both on the sandbox cashier; the second payment's notify never reaches the platform.
    const { context, page } = await newPage(opened.browser);
    await payOnCashier(page, paidNo, '确认支付（沙箱）', '沙箱支付成功');
    await payOnCashier(
      page,
      lostNo,
      '确认支付但丢弃通知（测试主动查询入账）',
      '沙箱：已付款，但通知被丢弃（等待主动查询入账）',
    );
    expect(await balanceOf(token)).toBe(20);

    await signInStaff(page, STAFF.finance);
    await gotoHydrated(page, `/admin/recharges?keywords=${member.phone}`);
    await page.locator('h1', { hasText: '充值订单' }).waitFor();
    const row = (orderNo: string) => page.locator('.ant-table-row', { hasText: orderNo });
    const paid = row(paidNo);
    await paid.locator('.ant-tag', { hasText: '已支付' }).waitFor();
    expect(await paid.innerText()).toMatch(/支付宝\s*沙箱/);
    await row(lostNo).locator('.ant-tag', { hasText: '待支付' }).waitFor();
    expect(await row(lostNo).innerText()).toMatch(/微信支付\s*沙箱/);
    await screenshot(page, 'admin-recharges-1440');

    // Only the unpaid ones: asking the provider finds the payment, credits it and the order leaves the list.
    const status = page.locator('.admin-filters .ant-select', { has: page.getByLabel('状态') });
    await chooseOption(page, status, '待支付');
    await page.waitForURL((url) => url.searchParams.get('status') === '0');
    await paid.waitFor({ state: 'detached' });
    await button(row(lostNo), '查询渠道').click();
    await waitForMessage(page, '查询完成，订单状态已更新（渠道：已支付）');
    await row(lostNo).waitFor({ state: 'detached' });
    expect(await balanceOf(token)).toBe(50);

    await chooseOption(page, status, '已支付');
    await row(lostNo).locator('.ant-tag', { hasText: '已支付' }).waitFor();
    await paid.waitFor();
    await context.close();
  });
});

describe('VIP purchases in 订单与退款', () => {
  it('finance finds a VIP purchase with the orders and refunds it: 光子 back, VIP ended, ledger lines shown', async () => {
    const { member, token } = await memberWithVip();
    const afterPurchase = hundredths(await balanceOf(token));
    const { context, page } = await newPage(opened.browser);
    await signInStaff(page, STAFF.finance);
    await gotoHydrated(page, `/admin/orders?keywords=${member.phone}&product_type=4`);
    const row = page.locator('.ant-table-row', { hasText: '月度VIP' });
    await row.waitFor();
    expect(await row.innerText()).toContain('已支付');
    // The list's own refresh after hydration greys the table for a moment: the picture waits it out.
    await page.locator('.ant-spin-blur').waitFor({ state: 'detached' });
    await screenshot(page, 'admin-vip-order-list-1440');
    await row.getByRole('link', { name: '详情' }).click();
    await page.waitForURL((url) => /^\/admin\/orders\/vip\/\d+$/.test(url.pathname));
    await page.getByText('会员当前是 VIP').waitFor();
    await button(page, '退款到光子').click();
    const refund = dialog(page, '退款到光子');
    await refund.getByLabel('退款理由').fill('端到端：误购 VIP');
    await button(refund, '确认退款').click();
    await waitForMessage(page, '已退款，光子已退回会员账户');
    await page.locator('h1 .ant-tag', { hasText: '已退款' }).waitFor();
    await page.getByText('会员当前不是 VIP').waitFor();
    const ledger = page.locator('[data-table-label="本订单的光子流水"]');
    await ledger.getByText('VIP 订单退款：月度VIP').waitFor();
    expect(await ledger.innerText()).toContain('开通月度VIP');
    await screenshot(page, 'admin-vip-order-refunded-1440');
    expect(hundredths(await balanceOf(token))).toBe(afterPurchase + 3000);
    const vip = await apiOk<{ is_vip: boolean }>('GET', '/api/ai/vip', undefined, token);
    expect(vip.is_vip).toBe(false);

    const here = new URL(page.url()).pathname;
    await context.close();
    const phone = await newPage(opened.browser, 'mobile');
    await signInStaff(phone.page, STAFF.finance);
    await gotoHydrated(phone.page, here);
    await phone.page.locator('h1 .ant-tag', { hasText: '已退款' }).waitFor();
    expect(await documentWidth(phone.page)).toBeLessThanOrEqual(375);
    await screenshot(phone.page, 'admin-vip-order-refunded-375');
    await phone.context.close();
  });
});

describe('back office money screens at 375 px', () => {
  it('光子流水 and 充值订单 fit a phone', async () => {
    const member = await createMember();
    const rechargeNo = await paidRecharge(await apiToken(member.phone, member.password), 10);
    const { context, page } = await newPage(opened.browser, 'mobile');
    await signInStaff(page, STAFF.finance);
    for (const [pagePath, name] of [
      ['/admin/ledger', 'ledger'],
      ['/admin/recharges', 'recharges'],
    ] as const) {
      await gotoHydrated(page, `${pagePath}?keywords=${member.phone}`);
      await page.locator('.ant-table-row', { hasText: rechargeNo }).waitFor();
      // The table fades while it fetches: picture it settled.
      await page.locator('.ant-spin-blur').waitFor({ state: 'detached' });
      expect(await documentWidth(page), pagePath).toBeLessThanOrEqual(375);
      await screenshot(page, `admin-${name}-375`);
    }
    await context.close();
  });
});
