import type { Browser, Page } from 'playwright-core';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleInvoicePdf } from '../apps/server/src/slices/invoicing/sample-invoice-pdf.ts';
import { apiOk, signIn } from './support/api.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { apiToken } from './support/members.ts';
import { runOperatorCommand } from './support/operator.ts';
import { button, chooseOption, documentWidth, gotoHydrated, waitForMessage } from './support/ui.ts';

const DEMO = { phone: '13800000001', password: 'Demo@123456' };
/** The demo member's paid recharge without any invoice yet (apps/server/src/seed/invoicing.ts). */
const FREE_ORDER = 'R20250620100000DEMO0004';

/** `npm run invoice:issue` as staff run it (with a one-page PDF made for the test), while the platform serves. */
function issueByCommand(recordId: number, number: string): { status: number | null; output: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-invoice-'));
  const pdf = path.join(dir, 'invoice.pdf');
  writeFileSync(pdf, sampleInvoicePdf([`Invoice ${number}`, 'E2E issued by npm run invoice:issue']));
  const run = runOperatorCommand('invoice:issue', [
    '--record',
    String(recordId),
    '--file',
    pdf,
    '--number',
    number,
  ]);
  rmSync(dir, { recursive: true, force: true });
  return run;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const orderRow = (page: Page) => page.locator('.inv-orders tr', { hasText: FREE_ORDER });
const openDialog = (page: Page, title: string) =>
  page.locator('.ant-modal', { has: page.locator('.ant-modal-title', { hasText: title }) });

describe('quick invoicing (001 §2.11)', () => {
  it('adds a company 专票 header, applies, modifies, gets the invoice issued and opens its PDF', async () => {
    const token = await apiToken(DEMO.phone, DEMO.password);
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.phone, DEMO.password);
    await gotoHydrated(page, '/user/recharge');
    await orderRow(page).waitFor();
    expect(await orderRow(page).innerText()).toContain('未开票');
    await screenshot(page, 'invoicing-orders-1440');

    // 管理发票信息: a company 专票 header (专票 hides the header type and asks for the company fields).
    await button(page, '管理发票信息').click();
    const manager = openDialog(page, '管理发票信息');
    await manager.getByLabel('电子专票').check();
    await manager.getByLabel('抬头名称').fill('端到端测试科技有限公司');
    await button(manager, '新增发票信息').click();
    await manager.locator('.ant-form-item-explain-error', { hasText: '请输入单位税号' }).waitFor();
    await manager.getByLabel('单位税号').fill('91310000MA1FL8XQ3K');
    await manager.getByLabel('注册地址').fill('上海市徐汇区漕溪北路 1 号');
    await manager.getByLabel('注册电话').fill('021-64001234');
    await manager.getByLabel('开户银行').fill('中国银行上海分行');
    await manager.getByLabel('银行账号').fill('6217000012345678');
    await button(manager, '新增发票信息').click();
    await waitForMessage(page, '新增成功');
    await manager.locator('tr', { hasText: '端到端测试科技有限公司' }).waitFor();
    await screenshot(page, 'invoicing-headers-1440');
    await manager.locator('.ant-modal-close').click();

    // 开具发票 on the order without an invoice, with the new header.
    await button(orderRow(page), '开具发票').click();
    const apply = openDialog(page, '开具发票');
    // The header form is one click away, above the dialog, which stays open beneath (docs/spec-decisions.md "registration, invoicing edges, accessibility").
    await apply.getByRole('button', { name: '添加发票信息' }).click();
    const adding = openDialog(page, '管理发票信息');
    await adding.getByLabel('单位税号').or(adding.locator('form')).first().waitFor();
    await adding.locator('.ant-modal-close').click();
    await adding.waitFor({ state: 'hidden' });
    await chooseOption(page, apply.locator('.ant-select'), '端到端测试科技有限公司');
    await apply.getByText('91310000MA1FL8XQ3K').waitFor();
    await apply.getByLabel('备注').fill('端到端申请');
    await button(apply, '提交').click();
    await waitForMessage(page, '开票申请提交成功');
    await button(orderRow(page), '修改发票').waitFor();
    expect(await orderRow(page).innerText()).toContain('已申请');
    expect(await button(orderRow(page), '开具发票').count()).toBe(0);

    // 修改发票: the remark changes.
    await button(orderRow(page), '修改发票').click();
    const modify = openDialog(page, '修改发票');
    await modify.getByText('端到端申请').first().waitFor();
    await modify.getByLabel('备注').fill('端到端修改后的备注');
    await button(modify, '提交修改').click();
    await waitForMessage(page, '修改成功');

    // Staff issue it with the operator command, against the running platform's database and storage.
    const orders = await apiOk('GET', '/api/invoice/recharge-orders', undefined, token);
    const order = orders.data.find((o: { order_no: string }) => o.order_no === FREE_ORDER);
    expect(order.latest_invoice_record).toMatchObject({ remark: '端到端修改后的备注', status: 1 });
    const issued = issueByCommand(order.latest_invoice_record.id, 'E2E0001');
    expect(issued.status, issued.output).toBe(0);
    expect(issued.output).toContain('发票号码 E2E0001');

    await gotoHydrated(page, '/user/recharge');
    await orderRow(page).waitFor();
    expect(await orderRow(page).innerText()).toContain('已开票');
    // Its whole amount invoiced: nothing left to apply for (docs/spec-decisions.md "registration, invoicing edges, accessibility").
    expect(await button(orderRow(page), '开具发票').count()).toBe(0);
    await button(orderRow(page), '查看发票').click();
    const detail = openDialog(page, '查看发票');
    await detail.getByText('E2E0001').waitFor();
    expect(await detail.innerText()).toContain('端到端测试科技有限公司');
    await screenshot(page, 'invoicing-detail-1440');
    const [popup] = await Promise.all([context.waitForEvent('page'), button(detail, '下载发票').click()]);
    await popup.waitForLoadState('domcontentloaded').catch(() => undefined);
    expect(popup.url()).toMatch(/\/files\/invoices\/.+\.pdf\?expires=\d+&sig=[0-9a-f]{64}$/);
    const pdf = await context.request.get(popup.url());
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await context.close();
  });

  it('phone layout: the orders are cards (docs/spec-decisions.md "registration, invoicing edges, accessibility") and the dialogs fill the screen', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await signIn(page, DEMO.phone, DEMO.password);
    await gotoHydrated(page, '/user/recharge');
    const card = page.locator('.inv-order-card', { hasText: 'DEMO0001' });
    await card.waitFor();
    expect(await page.locator('.inv-orders .ant-table').isVisible()).toBe(false);
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'invoicing-orders-375');
    await button(card, '查看发票').click();
    const detail = openDialog(page, '查看发票');
    await detail.getByText('暂无发票详情').or(detail.locator('.ant-card').first()).first().waitFor();
    // Polled: antd's opening animation scales the dialog up from a smaller box.
    const dialogBox = detail.locator('.ant-modal-container, .ant-modal-content').first();
    await expect
      .poll(async () => (await dialogBox.boundingBox())?.width ?? 0, { timeout: 5_000 })
      .toBeGreaterThanOrEqual(370);
    await screenshot(page, 'invoicing-detail-375');
    await detail
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /^关\s*闭$/ })
      .click();
    await button(page, '管理发票信息').click();
    await openDialog(page, '管理发票信息').locator('.inv-header-table').waitFor();
    await screenshot(page, 'invoicing-headers-375');
    await context.close();
  });
});
