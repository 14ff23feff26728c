import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleInvoicePdf } from '../apps/server/src/slices/invoicing/sample-invoice-pdf.ts';
import { holdsCourse, memberWithPaidCourse, signInStaff, STAFF, staffToken } from './support/admin.ts';
import { api, apiOk, signIn, waitForOutbox } from './support/api.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { balanceOf, hundredths, paidRecharge } from './support/commerce.ts';
import { apiToken, createMember } from './support/members.ts';
import { button, documentWidth, gotoHydrated, showInApp, storedToken, waitForMessage } from './support/ui.ts';

/** The demo creator's course in review, with a lesson video (apps/server/src/seed/contributions.ts). */
const CREATOR = { phone: '13800000002', password: 'Demo@123456' };
const PENDING_COURSE = 'Rhino 快捷键速查手册';

let browser: Browser;
let dir: string;
beforeAll(async () => {
  browser = await launchBrowser();
  dir = mkdtempSync(path.join(os.tmpdir(), 'admin-e2e-'));
});
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

const dialog = (page: Page, title: string) =>
  page.locator('.ant-modal', { has: page.locator('.ant-modal-title', { hasText: title }) });
const menu = (page: Page) => page.locator('.ant-layout-sider .ant-menu');

/** Guests' lists are reused for a few seconds (PUBLIC_CACHE_SECONDS): look again until the item is there. */
async function waitForListed(page: Page, listPath: string, name: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await gotoHydrated(page, listPath);
    if ((await page.getByText(name).count()) > 0) return;
    if (Date.now() > deadline) throw new Error(`${name} did not appear on ${listPath}`);
    await page.waitForTimeout(1000);
  }
}

/** Fills the refund dialog of an order's detail page and waits for 已退款. */
async function refundOnPage(page: Page, reason: string): Promise<void> {
  await button(page, '退款到光子').click();
  const refund = dialog(page, '退款到光子');
  await refund.getByLabel('退款理由').fill(reason);
  await button(refund, '确认退款').click();
  await waitForMessage(page, '已退款，光子已退回会员账户');
  await page.locator('h1 .ant-tag', { hasText: '已退款' }).waitFor();
}

/**
 * The member's 消息回复 shows the system notice. With `unread`, 基本信息 and the header's
 * badge first count that many unread messages, and none once the list has been opened.
 */
async function seesNotice(page: Page, text: string, unread?: number): Promise<void> {
  const unreadStat = page.locator('.uc-stat', { hasText: '未读消息' }).locator('.uc-stat-value');
  if (unread !== undefined) {
    await gotoHydrated(page, '/user/info');
    expect(await unreadStat.innerText()).toBe(String(unread));
    expect(await page.locator('.hdr-user .hdr-unread').innerText()).toBe(String(unread));
    await screenshot(page, 'member-unread-count-1440');
  }
  await gotoHydrated(page, '/user/message');
  const item = page.locator('.message-item--notice', { hasText: text });
  await item.waitFor();
  expect(await item.innerText()).toContain('系统通知');
  if (unread !== undefined) {
    await gotoHydrated(page, '/user/info');
    await unreadStat.filter({ hasText: /^0$/ }).waitFor();
    expect(await page.locator('.hdr-user .hdr-unread').count()).toBe(0);
  }
}

/**
 * A submission's details table has no blank label or value cell (issue 30 item 7): an absent field is left
 * out or says —, never an empty cell beside 提交时间 / 审核时间.
 */
async function expectFilledDetails(page: Page): Promise<void> {
  const cells = page
    .locator('.ant-descriptions')
    .first()
    .locator('.ant-descriptions-item-label, .ant-descriptions-item-content');
  await cells.first().waitFor();
  const texts = await cells.allInnerTexts();
  expect(texts.length).toBeGreaterThanOrEqual(18);
  expect(texts.filter((text) => text.trim() === '')).toEqual([]);
}

describe('back office at 1440 px', () => {
  it('an admin signs in and approves the demo creator’s course: it is published on /course', async () => {
    const { context, page } = await newPage(browser);
    // Opening the back office without a staff session goes to its own login, and back afterwards.
    await gotoHydrated(page, '/admin/review');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.getByLabel('手机号').fill(STAFF.admin.phone);
    await page.getByLabel('密码').fill(STAFF.admin.password);
    await screenshot(page, 'admin-login-1440');
    await button(page, '登录').click();
    await page.waitForURL((url) => url.pathname === '/admin/review');
    expect(await menu(page).innerText()).toContain('订单与退款');

    await page.locator('.ant-table-row', { hasText: PENDING_COURSE }).waitFor();
    await screenshot(page, 'admin-review-queue-1440');
    await page.locator('.ant-table-row a', { hasText: PENDING_COURSE }).first().click();
    await page.getByText('1.1 视图与选择快捷键').waitFor();
    await page.locator('video').first().waitFor();
    await expectFilledDetails(page);
    await screenshot(page, 'admin-review-detail-1440');
    await button(page, '通过并发布').click();
    await button(page.locator('.ant-popconfirm'), '通过').click();
    await waitForMessage(page, '已通过，作品已发布');
    await page.waitForURL((url) => url.pathname === '/admin/review');

    // The creator sees 已通过 in their contributions; a guest finds the course on /course.
    const creator = await apiToken(CREATOR.phone, CREATOR.password);
    const mine = await apiOk<{ data: { name: string; is_check: number }[] }>(
      'GET',
      `/api/getUserPut/course?name=${encodeURIComponent(PENDING_COURSE)}`,
      undefined,
      creator,
    );
    expect(mine.data.find((c) => c.name === PENDING_COURSE)?.is_check).toBe(2);
    const guest = await newPage(browser);
    await waitForListed(guest.page, '/course', PENDING_COURSE);
    const card = guest.page.locator('a[href^="/coursepage/"]', { hasText: PENDING_COURSE }).first();
    await gotoHydrated(guest.page, (await card.getAttribute('href'))!);
    await guest.page.locator('h1', { hasText: PENDING_COURSE }).waitFor();
    await guest.page.getByText('创作者投稿示例').first().waitFor();
    await screenshot(guest.page, 'admin-approved-course-page-1440');
    await guest.context.close();
    await context.close();

    // The creator is told in 消息回复 (docs/spec-decisions.md "people are told").
    const told = await newPage(browser);
    await signIn(told.page, CREATOR.phone, CREATOR.password);
    await seesNotice(told.page, `您的投稿《${PENDING_COURSE}》已通过审核`);
    await screenshot(told.page, 'member-notice-approved-1440');
    await told.context.close();
  });

  it('an admin issues an invoice with a PDF; the member downloads that PDF', async () => {
    const member = await createMember();
    const token = await apiToken(member.phone, member.password);
    const recharge = { orderNo: await paidRecharge(token, 10) };
    const header = await apiOk<{ id: number }>(
      'POST',
      '/api/invoice/info',
      { invoice_type: 1, header_type: 1, header_name: '端到端个人', is_default: true },
      token,
    );
    const orders = await apiOk<{ data: { id: number; order_no: string }[] }>(
      'GET',
      '/api/invoice/recharge-orders',
      undefined,
      token,
    );
    const order = orders.data.find((o) => o.order_no === recharge.orderNo)!;
    await apiOk(
      'POST',
      '/api/invoice/apply',
      { recharge_order_id: order.id, invoice_info_id: header.id, invoice_amount: 100 },
      token,
    );

    const pdf = sampleInvoicePdf(['Invoice ADM0001', 'E2E issued in the back office']);
    const pdfFile = path.join(dir, 'ADM0001.pdf');
    writeFileSync(pdfFile, pdf);
    const staff = await newPage(browser);
    await signInStaff(staff.page, STAFF.admin);
    await gotoHydrated(staff.page, `/admin/invoices?keywords=${member.phone}`);
    const row = staff.page.locator('.ant-table-row', { hasText: recharge.orderNo });
    await row.waitFor();
    await button(row, '开具').click();
    const issue = dialog(staff.page, '开具发票');
    await issue.getByText('端到端个人').waitFor();
    await issue.getByLabel('发票号码').fill('ADM0001');
    await issue.locator('input[type=file]').setInputFiles(pdfFile);
    await screenshot(staff.page, 'admin-invoice-issue-1440');
    await button(issue, '上传并开具').click();
    await waitForMessage(staff.page, '发票已开具');
    // Issued requests leave the pending queue.
    await row.waitFor({ state: 'detached' });
    await staff.context.close();

    const { context, page } = await newPage(browser);
    await signIn(page, member.phone, member.password);
    await gotoHydrated(page, '/user/recharge');
    const mine = page.locator('.inv-orders tr', { hasText: recharge.orderNo });
    await button(mine, '查看发票').click();
    const detail = dialog(page, '查看发票');
    await detail.getByText('ADM0001').waitFor();
    const [popup] = await Promise.all([context.waitForEvent('page'), button(detail, '下载发票').click()]);
    await popup.waitForLoadState('domcontentloaded').catch(() => undefined);
    const download = await context.request.get(popup.url());
    expect(download.status()).toBe(200);
    expect(Buffer.compare(await download.body(), pdf)).toBe(0);
    await seesNotice(page, '您申请的发票已开具：发票号码 ADM0001', 1);
    await context.close();
  });

  it('an admin refunds an order: 光子 back, course withdrawn, one audit row', async () => {
    const bought = await memberWithPaidCourse();
    expect(await holdsCourse(bought.token, bought.courseId)).toBe(true);
    const { context, page } = await newPage(browser);
    await signInStaff(page, STAFF.admin);
    await gotoHydrated(page, `/admin/orders?keywords=${bought.member.phone}`);
    await page.locator('.ant-table-row a', { hasText: '详情' }).first().click();
    await page.waitForURL((url) => /^\/admin\/orders\/\d+$/.test(url.pathname));
    const orderId = page.url().split('/').pop()!;
    await page.getByText('持有（来自本订单）').waitFor();
    await screenshot(page, 'admin-order-detail-1440');
    await refundOnPage(page, '端到端：会员申请退款');
    await page.getByText('无（本订单未持有权益）').waitFor();
    await screenshot(page, 'admin-order-refunded-1440');

    expect(hundredths(await balanceOf(bought.token))).toBe(hundredths(bought.balanceBefore));
    expect(await holdsCourse(bought.token, bought.courseId)).toBe(false);

    await gotoHydrated(page, `/admin/audit?action=order.refund&target_id=${orderId}`);
    const rows = page.locator('.ant-table-row');
    await rows.first().filter({ hasText: '订单退款' }).waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain(STAFF.admin.name);
    await rows.first().locator('.ant-table-row-expand-icon').click();
    await page.locator('.admin-diff', { hasText: '端到端：会员申请退款' }).waitFor();
    await screenshot(page, 'admin-audit-1440');
    await context.close();

    const member = await newPage(browser);
    await signIn(member.page, bought.member.phone, bought.member.password);
    await seesNotice(member.page, `已退款 ${bought.payable} 光子`, 1);
    await screenshot(member.page, 'member-notice-refund-1440');
    await member.context.close();
    // The same list on a phone: the notice fits 375 px.
    const phone = await newPage(browser, 'mobile');
    await signIn(phone.page, bought.member.phone, bought.member.password);
    await seesNotice(phone.page, `已退款 ${bought.payable} 光子`);
    expect(await documentWidth(phone.page)).toBeLessThanOrEqual(375);
    await screenshot(phone.page, 'member-notice-refund-375');
    await phone.context.close();
  });

  it('a member chooses 短信通知 on 基本信息; a refund then reaches them in 消息回复 and by SMS', async () => {
    const bought = await memberWithPaidCourse();
    const { phone } = bought.member;
    const { context, page } = await newPage(browser);
    await signIn(page, phone, bought.member.password);
    await gotoHydrated(page, '/user/info');
    const section = page.getByRole('region', { name: '消息通知' });
    const channel = (name: string) => section.getByRole('switch', { name: new RegExp(`^${name}`) });
    // 站内消息 is always on; SMS goes to the bound phone and starts off; e-mail waits for a verified address.
    await channel('站内消息').waitFor();
    expect(await channel('站内消息').getAttribute('aria-checked')).toBe('true');
    expect(await channel('站内消息').isDisabled()).toBe(true);
    expect(await channel('短信通知').getAttribute('aria-checked')).toBe('false');
    expect(await section.getByText(`短信通知（${phone.slice(0, 3)}****${phone.slice(7)}）`).count()).toBe(1);
    expect(await channel('邮件通知').isDisabled()).toBe(true);
    await section.getByRole('link', { name: '先绑定并验证邮箱' }).waitFor();
    await channel('短信通知').click();
    await waitForMessage(page, '通知方式已保存');
    // Kept: the page opened again shows the choice the server saved.
    await gotoHydrated(page, '/user/info');
    await channel('短信通知').waitFor();
    expect(await channel('短信通知').getAttribute('aria-checked')).toBe('true');
    expect(await channel('邮件通知').getAttribute('aria-checked')).toBe('false');
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'member-notice-channels-1440', { viewport: true });

    const finance = await staffToken(STAFF.finance);
    const orders = await apiOk<{ list: { id: number; order_no: string }[] }>(
      'GET',
      `/api/admin/orders?keywords=${phone}`,
      undefined,
      finance,
    );
    const order = orders.list[0]!;
    await apiOk('POST', `/api/admin/orders/${order.id}/refund`, { reason: '端到端：短信通知' }, finance);
    await seesNotice(page, `已退款 ${bought.payable} 光子`);
    // The delivery job sends the same notice to the phone (the dev outbox stands in for the SMS provider).
    const sms = await waitForOutbox(phone, (m) => m.channel === 'sms' && m.subject === '订单退款', 30_000);
    expect(sms.body).toBe(`【开发发件箱，未真实发送】订单 ${order.order_no} 已退款 ${bought.payable} 光子`);
    await context.close();

    const mobile = await newPage(browser, 'mobile');
    await signIn(mobile.page, phone, bought.member.password);
    await gotoHydrated(mobile.page, '/user/info');
    const onPhone = mobile.page.getByRole('switch', { name: /^短信通知/ });
    await onPhone.waitFor();
    expect(await onPhone.getAttribute('aria-checked')).toBe('true');
    expect(await documentWidth(mobile.page)).toBeLessThanOrEqual(375);
    await onPhone.scrollIntoViewIfNeeded();
    await screenshot(mobile.page, 'member-notice-channels-375', { viewport: true });
    await mobile.context.close();
  });

  it('工作台 shows what waits: 投稿待审 and 待开票 counts that open their filtered lists', async () => {
    const token = await staffToken(STAFF.admin);
    const todo = await apiOk<{ review: number; invoices: number }>(
      'GET',
      '/api/admin/todo',
      undefined,
      token,
    );
    const { context, page } = await newPage(browser);
    await signInStaff(page, STAFF.admin);
    await gotoHydrated(page, '/admin');
    const review = page.getByTestId('todo-review');
    await review.filter({ hasText: String(todo.review) }).waitFor();
    expect(await page.getByTestId('todo-invoices').innerText()).toContain(String(todo.invoices));
    // Every area card says what it is for: none is empty.
    const cards = page.locator('.admin-cards .ant-card');
    for (const text of await cards.allInnerTexts()) expect(text.split('\n').filter(Boolean).length).toBe(2);
    await screenshot(page, 'admin-home-todo-1440');
    await review.click();
    await page.waitForURL((url) => url.pathname === '/admin/review' && url.search === '?state=pending');
    await page.locator('h1', { hasText: '投稿审核' }).waitFor();
    await context.close();
    const phone = await newPage(browser, 'mobile');
    await signInStaff(phone.page, STAFF.admin);
    await gotoHydrated(phone.page, '/admin');
    await phone.page.getByTestId('todo-review').waitFor();
    expect(await documentWidth(phone.page)).toBeLessThanOrEqual(375);
    await screenshot(phone.page, 'admin-home-todo-375');
    await phone.context.close();
  });

  it('a reviewer cannot refund: no menu entry, one 无权访问 page, the API answers 4003', async () => {
    const bought = await memberWithPaidCourse();
    const finance = await staffToken(STAFF.finance);
    const list = await apiOk<{ list: { id: number; status: number }[] }>(
      'GET',
      `/api/admin/orders?keywords=${bought.member.phone}`,
      undefined,
      finance,
    );
    const orderId = list.list[0]!.id;
    const { context, page } = await newPage(browser);
    const reviewer = await signInStaff(page, STAFF.reviewer);
    await gotoHydrated(page, '/admin');
    await menu(page).getByText('投稿审核').waitFor();
    expect(await menu(page).innerText()).not.toContain('订单与退款');
    await gotoHydrated(page, `/admin/orders/${orderId}`);
    await page.getByRole('heading', { level: 1, name: '无权访问' }).waitFor();
    expect(await page.locator('.ant-result').innerText()).toContain('「订单与退款」不在您的角色（审核员）');
    // The page's own controls never appear, nor an inline refusal.
    expect(await button(page, '退款到光子').count()).toBe(0);
    expect(await page.getByText('您的角色无权执行该操作').count()).toBe(0);
    await screenshot(page, 'admin-reviewer-no-access-1440');
    await page.getByRole('link', { name: '返回工作台' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.locator('h1', { hasText: '工作台' }).waitFor();
    const phone = await newPage(browser, 'mobile');
    await signInStaff(phone.page, STAFF.reviewer);
    await gotoHydrated(phone.page, '/admin/ledger');
    await phone.page.getByRole('heading', { level: 1, name: '无权访问' }).waitFor();
    expect(await documentWidth(phone.page)).toBeLessThanOrEqual(375);
    await screenshot(phone.page, 'admin-reviewer-no-access-375');
    await phone.context.close();

    const refused = await api('POST', `/api/admin/orders/${orderId}/refund`, { reason: '试试' }, reviewer);
    expect(refused).toMatchObject({ code: 4003, msg: '您的角色无权执行该操作' });
    const after = await apiOk<{ order: { status: number } }>(
      'GET',
      `/api/admin/orders/${orderId}`,
      undefined,
      finance,
    );
    expect(after.order.status).toBe(1);
    expect(await holdsCourse(bought.token, bought.courseId)).toBe(true);
    await context.close();
  });

  it('a member disabled by staff is signed out at the next call and cannot sign in', async () => {
    const member = await createMember();
    const site = await newPage(browser);
    await signIn(site.page, member.phone, member.password);
    await gotoHydrated(site.page, '/user/info');
    await site.page.getByText(member.name).first().waitFor();

    const { context, page } = await newPage(browser);
    await signInStaff(page, STAFF.admin);
    await gotoHydrated(page, `/admin/members?keywords=${member.phone}`);
    await page.locator('.ant-table-row', { hasText: member.name }).waitFor();
    await screenshot(page, 'admin-members-1440');
    await page.locator('.ant-table-row a', { hasText: '管理' }).click();
    await page.getByText('在线会话').waitFor();
    await screenshot(page, 'admin-member-detail-1440');
    await button(page, '停用会员').click();
    const disable = dialog(page, '停用会员');
    await disable.getByLabel('理由').fill('端到端：违规转售');
    await button(disable, '确认停用').click();
    await waitForMessage(page, '已停用，会员已被强制退出登录');
    await page.locator('h1 .ant-tag', { hasText: '已停用' }).waitFor();
    await context.close();

    // The member's stored token is now refused: the site clears it and shows the login page.
    await gotoHydrated(site.page, '/user/info');
    await site.page.waitForURL((url) => url.pathname === '/login');
    expect(await storedToken(site.page)).toBeNull();
    const again = await api('POST', '/api/user/login', {
      phone: member.phone,
      password: member.password,
      type: 'pass',
    });
    expect(again).toMatchObject({ code: 4003, msg: '该账号已被停用，如有疑问请联系客服' });
    await site.context.close();
  });
});

describe('back office at 375 px', () => {
  it('login, the menu drawer and the tables fit a phone', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await gotoHydrated(page, '/admin/login');
    await page.getByLabel('手机号').waitFor();
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'admin-login-375');

    await signInStaff(page, STAFF.admin);
    for (const [pagePath, name] of [
      ['/admin/orders', 'orders'],
      ['/admin/members', 'members'],
      ['/admin/audit', 'audit'],
      ['/admin/review?state=all', 'review'],
    ] as const) {
      // The first page is a full load (signInStaff left a static page); the rest go through the app's router,
      // so the rows of the page before are marked: the rows waited for are this page's.
      await page.evaluate(() =>
        document.querySelectorAll('.ant-table-row').forEach((row) => row.setAttribute('data-left', '')),
      );
      await showInApp(page, pagePath);
      await page.locator('.ant-table-row:not([data-left])').first().waitFor();
      expect(await documentWidth(page), pagePath).toBeLessThanOrEqual(375);
      await screenshot(page, `admin-${name}-375`);
    }
    // A submission's page from the review list: one column, every cell filled.
    await page.locator('.ant-table-row a[href^="/admin/review/"]').first().click();
    await page.waitForURL((url) => /^\/admin\/review\/[a-z]+\/\d+$/.test(url.pathname));
    await expectFilledDetails(page);
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'admin-review-detail-375');
    await page.getByRole('button', { name: '打开菜单' }).click();
    await page.locator('.ant-drawer .ant-menu', { hasText: '操作日志' }).waitFor();
    // The drawer slides in from the left: picture it once it has arrived.
    const drawer = page.locator('.ant-drawer-content-wrapper');
    await expect.poll(async () => (await drawer.boundingBox())?.x, { timeout: 5_000 }).toBe(0);
    await screenshot(page, 'admin-menu-375');
    await page.locator('.ant-drawer .ant-menu').getByText('订单与退款').click();
    await page.waitForURL((url) => url.pathname === '/admin/orders');
    await page.locator('.ant-table-row a', { hasText: '详情' }).first().click();
    await page.waitForURL((url) => /^\/admin\/orders\/\d+$/.test(url.pathname));
    await page.getByText('购买权益', { exact: true }).waitFor();
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'admin-order-detail-375');
    await context.close();
  });
});
