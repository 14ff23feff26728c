import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, signIn } from './support/api.ts';
import {
  affordableCourse,
  balanceOf,
  hundredths,
  paidRecharge,
  shippedMaterial,
} from './support/commerce.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { apiToken, createMember, type Member } from './support/members.ts';
import { button, documentWidth, gotoHydrated, waitForMessage } from './support/ui.ts';

const DEMO = { phone: '13800000001', password: 'Demo@123456' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function payNow(page: Page): Promise<void> {
  await button(page, '立即支付').click();
}

describe('checkout and payment', () => {
  it('the demo member buys a paid course: 购买成功 → payment result → the course is joined and the ledger moved', async () => {
    const token = await apiToken(DEMO.phone, DEMO.password);
    const before = await balanceOf(token);
    const course = await affordableCourse(token, before);
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.phone, DEMO.password);

    await gotoHydrated(page, `/payment?product_id=${course.id}&product_type=1`);
    await page.locator('.cm-order-table__name').waitFor();
    expect(await page.getByTestId('payable').innerText()).toBe(course.payable.toFixed(2));
    expect(await page.locator('.cm-steps .ant-steps-item').count()).toBe(3);
    expect(await page.locator('a.cm-back-link').getAttribute('href')).toBe(`/coursepage/${course.id}`);
    await screenshot(page, 'commerce-checkout-course-1440');

    await payNow(page);
    await page.waitForURL(
      (url) => url.pathname === '/payment-result' && url.searchParams.get('order_type') === '1',
    );
    await page.locator('.cm-result .ant-result-title', { hasText: '支付成功' }).waitFor();
    expect(await page.locator('.cm-result__amount').innerText()).toBe(`${course.payable.toFixed(2)} 光子`);
    const learn = page.locator('.cm-result a', { hasText: /去\s*学\s*习/ });
    expect(await learn.getAttribute('href')).toBe(`/coursepage/${course.id}`);
    expect(await page.locator('.cm-result a', { hasText: /查看订单列表/ }).getAttribute('href')).toBe(
      '/user/order',
    );
    await screenshot(page, 'commerce-payment-result-course-1440');

    // 去学习: the course page now shows the course as bought, with 开始学习 instead of 立即购买.
    await learn.click();
    await page.waitForURL((url) => url.pathname === `/coursepage/${course.id}`);
    await page.getByText('已购买', { exact: true }).first().waitFor();
    await button(page, '开始学习').first().waitFor();
    expect(await button(page, '立即购买').count()).toBe(0);

    // The course now counts as joined, and the balance moved by exactly the payable amount.
    const detail = await apiOk<{ course: { purchase: number } }>(
      'GET',
      `/api/courses/${course.id}?task_id=0`,
      undefined,
      token,
    );
    expect(detail.course.purchase).toBe(1);
    const { courses } = await apiOk<{ courses: { id: number; purchase: number }[] }>(
      'GET',
      '/api/courses?limit=50&offset=0&sort=0',
      undefined,
      token,
    );
    expect(courses.find((c) => c.id === course.id)?.purchase).toBe(1);
    await gotoHydrated(page, '/course');
    await page
      .locator(`a[href="/coursepage/${course.id}"] .product-card__joined`, { hasText: '已加入' })
      .first()
      .waitFor();
    expect(hundredths(await balanceOf(token))).toBe(hundredths(before) - hundredths(course.payable));

    // The order is listed with 详情, whose page shows the settlement.
    await gotoHydrated(page, '/user/order');
    await page.locator('.cm-orders-table .ant-table-row').first().waitFor();
    await page.locator('.cm-orders-table .ant-table-row').first().getByRole('link', { name: '详情' }).click();
    await page.waitForURL((url) => /^\/user\/order\/\d+$/.test(url.pathname));
    await page
      .locator('.cm-order-detail .cm-summary__payable', { hasText: course.payable.toFixed(2) })
      .waitFor();
    expect(await page.locator('.cm-facts__item', { hasText: '支付方式' }).innerText()).toContain('光子支付');
    await screenshot(page, 'commerce-order-detail-1440');
    await context.close();
  });

  it('a new member without 光子: 4423 → recharge through the sandbox cashier → buys a material with DEMO10', async () => {
    const member: Member = await createMember();
    const token = await apiToken(member.phone, member.password);
    expect(await balanceOf(token)).toBe(0);
    const material = await shippedMaterial(token);
    const payable = (hundredths(material.info.total_amount) - hundredths(material.discount)) / 100;
    const rechargeNum = Math.ceil(payable) + 1;

    const { context, page } = await newPage(browser);
    await signIn(page, member.phone, member.password);
    await gotoHydrated(page, `/payment?product_id=${material.id}&product_type=3`);
    await page.locator('.cm-order-table__name').waitFor();

    // A material needs an address; the inline form checks its fields in order.
    await payNow(page);
    await waitForMessage(page, '请选择收获地址');
    const inline = page.getByRole('form', { name: '添加收货地址' });
    await inline.getByRole('textbox', { name: '姓名' }).fill('收货人');
    await button(inline, '保存').click();
    await page.locator('.cm-inline-address__error', { hasText: '请输入地址' }).waitFor();
    await inline.getByRole('textbox', { name: '详细地址' }).fill('上海市杨浦区四平路 1239 号');
    await inline.getByRole('textbox', { name: '电话' }).fill('13912345678');
    await button(inline, '保存').click();
    await page.locator('.cm-address-option.is-chosen', { hasText: '收货人' }).waitFor();

    // Not enough 光子: the confirm leads to the photon account.
    await payNow(page);
    const confirm = page.locator('.ant-modal-confirm', { hasText: '光子余额不足，是否跳转光子充值页面?' });
    await confirm.waitFor();
    await screenshot(page, 'commerce-insufficient-1440');
    await button(confirm, '确定').click();
    await page.waitForURL((url) => url.pathname === '/user/integral');
    expect(new URL(page.url()).searchParams.get('back')).toContain(`/payment?product_id=${material.id}`);

    // Recharge dialog: the price follows the quantity (× 10 元); bad quantities are refused.
    await button(page, '充值').click();
    const dialog = page.locator('.ant-modal', { hasText: '光子充值' });
    await dialog.waitFor();
    const num = dialog.getByPlaceholder('请输入充值的光子数量');
    // It starts at what the checkout lacked (a balance of 0 and no coupon yet: the whole order amount), with
    // quick choices beside.
    expect(Number(await num.inputValue())).toBe(Number(material.info.total_amount));
    await dialog
      .locator('.ant-form-item-extra', { hasText: `还差 ${await num.inputValue()} 光子` })
      .waitFor();
    await dialog.getByRole('button', { name: '50 光子' }).click();
    expect(await num.inputValue()).toBe('50');
    await num.fill('0.5');
    await button(dialog, '去支付').click();
    await dialog.locator('.ant-form-item-explain-error', { hasText: '光子充值数量不能小于 1' }).waitFor();
    await num.fill('1.234');
    await dialog
      .locator('.ant-form-item-explain-error', { hasText: '光子充值数量最多保留两位小数' })
      .waitFor();
    await num.fill(String(rechargeNum));
    await dialog.locator('.wl-recharge-price', { hasText: `￥${(rechargeNum * 10).toFixed(2)}` }).waitFor();
    await screenshot(page, 'commerce-recharge-dialog-1440');
    await button(dialog, '去支付').click();

    // The QR dialog is labelled 沙箱 and links its cashier page; paying there is seen by the polling.
    const qr = page.locator('.ant-modal', { has: page.locator('.wl-qr') });
    await qr.locator('.ant-tag', { hasText: '沙箱' }).waitFor();
    expect(await qr.locator('.wl-qr__code').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await screenshot(page, 'commerce-qr-dialog-1440');
    const cashierUrl = await qr.getByRole('link', { name: '打开沙箱收银台' }).getAttribute('href');
    expect(cashierUrl).toMatch(/\/dev\/cashier\/\w+$/);
    const cashier = await context.newPage();
    await cashier.goto(cashierUrl!);
    const confirmPay = cashier.getByRole('button', { name: '确认支付（沙箱）' });
    await confirmPay.waitFor();
    const paidAt = Date.now();
    await confirmPay.click();

    // Paid: the polling (0.8 s) sees it and the member is taken straight back to the checkout (?back=), the
    // address still chosen and 立即支付 ready, within 3 s of the cashier's 确认支付 (docs/spec-decisions.md "top-up and the creator's own flow").
    await page.waitForURL((url) => url.pathname === '/payment', { timeout: 3_000 });
    await page.locator('.cm-address-option.is-chosen').waitFor({ timeout: 3_000 });
    await button(page, '立即支付').waitFor({ timeout: 3_000 });
    expect(await button(page, '立即支付').isEnabled()).toBe(true);
    expect(Date.now() - paidAt).toBeLessThan(3_000);
    await cashier.locator('.notice.ok').waitFor();
    await screenshot(cashier, 'commerce-sandbox-cashier-1440');
    await cashier.close();
    expect(await balanceOf(token)).toBe(rechargeNum);
    await page.getByLabel('优惠码').fill('demo10');
    await button(page, '使用').click();
    await page.locator('.cm-coupon__ok', { hasText: material.discount.toFixed(2) }).waitFor();
    expect(await page.getByTestId('payable').innerText()).toBe(payable.toFixed(2));
    await screenshot(page, 'commerce-checkout-coupon-1440');
    await payNow(page);
    await page.locator('.cm-result .ant-result-title', { hasText: '支付成功' }).waitFor();
    expect(await page.locator('.cm-result__amount').innerText()).toBe(`${payable.toFixed(2)} 光子`);
    expect(await page.locator('.cm-result a', { hasText: /去\s*下\s*载/ }).getAttribute('href')).toBe(
      `/periphery/${material.id}`,
    );

    expect(hundredths(await balanceOf(token))).toBe(hundredths(rechargeNum) - hundredths(payable));
    const orders = await apiOk<{ lists: { coupon_code: string; consignee: { name: string } | null }[] }>(
      'GET',
      '/api/user/order-list?cate_id=1&offset=0&limit=10',
      undefined,
      token,
    );
    expect(orders.lists[0]?.coupon_code).toBe('DEMO10');
    expect(orders.lists[0]?.consignee?.name).toBe('收货人');

    // A recharge started from 光子账户 itself: once paid, the payment result with its order_no (001 §2.10).
    await gotoHydrated(page, '/user/integral');
    await button(page, '充值').click();
    await dialog.getByPlaceholder('请输入充值的光子数量').fill('3');
    await button(dialog, '去支付').click();
    const href = await qr.getByRole('link', { name: '打开沙箱收银台' }).getAttribute('href');
    const plainNo = href!.split('/').pop()!;
    await apiOk('POST', `/api/dev/cashier/${plainNo}/pay`, {});
    await page.waitForURL((url) => url.pathname === '/payment-result', { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('order_no')).toBe(plainNo);
    await page.locator('.cm-result__amount', { hasText: '￥30.00 元' }).waitFor();
    await screenshot(page, 'commerce-recharge-result-1440');
    await context.close();
  }, 150_000);
});

describe('commerce screens on a phone (375 px)', () => {
  it('orders, order detail, addresses with 设为默认, photon account with its dialogs, payment result', async () => {
    const member = await createMember();
    const token = await apiToken(member.phone, member.password);
    // A recharge paid through the script endpoint, then a purchase, so every screen has content.
    const recharge = { orderNo: await paidRecharge(token, 300) };
    const material = await shippedMaterial(token);
    await apiOk(
      'POST',
      '/api/address',
      { name: '张三', phone: '13712345678', address: '北京市海淀区中关村大街 1 号', post_code: '100080' },
      token,
    );
    const addresses = await apiOk<{ id: number }[]>('GET', '/api/address', undefined, token);
    const bought = await apiOk<{ order_no: string }>(
      'POST',
      '/api/neworder/store',
      { product_id: material.id, product_type: 3, address_id: addresses[0]!.id },
      token,
    );

    const { context, page } = await newPage(browser, 'mobile');
    await signIn(page, member.phone, member.password);

    await gotoHydrated(page, `/payment-result?order_no=${bought.order_no}&order_type=1`);
    await page.locator('.cm-result .ant-result-title', { hasText: '支付成功' }).waitFor();
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'commerce-payment-result-375');

    await gotoHydrated(page, `/payment-result?order_no=${recharge.orderNo}&order_type=2`);
    await page.locator('.cm-result__amount', { hasText: '￥3000.00 元' }).waitFor();

    await gotoHydrated(page, '/user/order');
    await page.getByRole('tab', { name: '实物订单' }).click();
    const card = page.locator('.cm-order-card', { hasText: material.info.product_name });
    await card.waitFor();
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'commerce-orders-375');
    await card.getByRole('link', { name: '详情' }).click();
    await page.locator('.cm-detail-block', { hasText: '张三' }).waitFor();
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'commerce-order-detail-375');

    // Addresses: the dialog's own messages, then a second address made the default.
    await gotoHydrated(page, '/user/address');
    await page.locator('.cm-address-card.is-default', { hasText: '张三' }).waitFor();
    await page.getByRole('button', { name: /使用新地址/ }).click();
    const dialog = page.locator('.ant-modal', { hasText: '添加新地址' });
    await button(dialog, '确认').click();
    await dialog.locator('.ant-form-item-explain-error', { hasText: '请输入收件人' }).waitFor();
    await dialog.getByLabel('收件人').fill('李四');
    await dialog.getByLabel('手机号').fill('12345678901');
    await dialog.getByLabel('联系地址').fill('广州市天河区体育西路 2 号');
    await button(dialog, '确认').click();
    await dialog.locator('.ant-form-item-explain-error', { hasText: '请输入正确的号码格式' }).waitFor();
    await dialog.getByLabel('手机号').fill('15912345678');
    await button(dialog, '确认').click();
    const second = page.locator('.cm-address-card', { hasText: '李四' });
    await second.waitFor();
    await second.getByRole('button', { name: /设为默认/ }).click();
    await page.locator('.cm-address-card.is-default', { hasText: '李四' }).waitFor();
    expect(await page.locator('.cm-address-card.is-default').count()).toBe(1);
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'commerce-addresses-375');

    // Photon account: the log as cards; the QR dialog polls until it is closed.
    await gotoHydrated(page, '/user/integral');
    await page.locator('.wl-card', { hasText: '光子充值' }).waitFor();
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'commerce-integral-375');
    await button(page, '充值').click();
    const rechargeDialog = page.locator('.ant-modal', { hasText: '光子充值' });
    await rechargeDialog.getByPlaceholder('请输入充值的光子数量').fill('12.5');
    await rechargeDialog.getByText('支付宝').click();
    await rechargeDialog.locator('.wl-recharge-price', { hasText: '￥125.00' }).waitFor();
    await screenshot(page, 'commerce-recharge-dialog-375');
    const polls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/integral/order')) polls.push(request.url());
    });
    await button(rechargeDialog, '去支付').click();
    const qr = page.locator('.ant-modal', { has: page.locator('.wl-qr') });
    await qr.locator('.ant-tag', { hasText: '沙箱' }).waitFor();
    await expect.poll(() => polls.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await screenshot(page, 'commerce-qr-dialog-375');
    await qr.locator('.ant-modal-close').click();
    await qr.waitFor({ state: 'hidden' });
    const afterClose = polls.length;
    await page.waitForTimeout(4000);
    expect(polls.length).toBe(afterClose);

    // A recharge paid at the sandbox cashier: the polling sees it and the member lands on the payment result
    // with its order_no (001 §2.10, §4 Recharge).
    await button(page, '充值').click();
    await rechargeDialog.getByPlaceholder('请输入充值的光子数量').fill('6');
    await button(rechargeDialog, '去支付').click();
    await qr.locator('.ant-tag', { hasText: '沙箱' }).waitFor();
    const cashierHref = await qr.getByRole('link', { name: '打开沙箱收银台' }).getAttribute('href');
    const rechargeNo = cashierHref!.split('/').pop()!;
    // The cashier page's 确认支付 (its script endpoint; the page itself is shown at 1440 px above).
    await apiOk('POST', `/api/dev/cashier/${rechargeNo}/pay`, {});
    await page.waitForURL((url) => url.pathname === '/payment-result', { timeout: 15_000 });
    const resultUrl = new URL(page.url());
    expect(resultUrl.searchParams.get('order_type')).toBe('2');
    expect(resultUrl.searchParams.get('order_no')).toBe(rechargeNo);
    await page.locator('.cm-result__amount', { hasText: '￥60.00 元' }).waitFor();
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'commerce-recharge-result-375');

    await gotoHydrated(page, `/payment?product_id=${material.id}&product_type=3`);
    // Bought already: the checkout says so instead of offering to pay again.
    await page.locator('.ant-result-title', { hasText: '已购买' }).waitFor();
    await context.close();
  }, 150_000);
});
