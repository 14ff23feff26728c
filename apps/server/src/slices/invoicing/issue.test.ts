import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { issueInvoice } from './issue-invoice.ts';
import { sampleInvoicePdf } from './sample-invoice-pdf.ts';
import { companyHeader, invoiceMember, rechargeOrder, recordsOf } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function pendingRecord(amount = 100) {
  const member = await invoiceMember(t);
  const header = (await t.call('POST', '/api/invoice/info', { token: member.token, body: companyHeader() }))
    .data;
  const order = await rechargeOrder(t, member.id, '100.00');
  const record = (
    await t.call('POST', '/api/invoice/apply', {
      token: member.token,
      body: { recharge_order_id: order.id, invoice_info_id: header.id, invoice_amount: amount },
    })
  ).data;
  return { member, order, record };
}

const issue = (recordId: number, over: { pdf?: Buffer; number?: string } = {}) =>
  issueInvoice(t.ctx.db, t.ctx.services.storage, {
    recordId,
    pdf: over.pdf ?? sampleInvoicePdf(['Invoice', 'No. 24310000000000000001']),
    number: over.number ?? '24310000000000000001',
  });

const fileOf = (url: string) => t.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });

describe('issueInvoice', () => {
  it('stores the PDF privately, sets number and upload time, and only the owner gets the link', async () => {
    const { member, order, record } = await pendingRecord();
    const pdf = sampleInvoicePdf(['Invoice', 'Guangzi']);
    await issue(record.id, { pdf });
    const [row] = await recordsOf(t, order.id);
    expect(row).toMatchObject({ status: 2, invoiceNo: '24310000000000000001' });
    expect(row!.uploadedAt).toBeInstanceOf(Date);

    const answer = await t.call('GET', `/api/invoice/records?recharge_order_id=${order.id}`, {
      token: member.token,
    });
    const url: string = answer.data.data[0].invoice_file_url;
    const download = await fileOf(url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);

    // The key alone (no signature) and a tampered signature are refused; a stranger never sees the link.
    const bare = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0]!;
    expect((await t.app.inject({ method: 'GET', url: bare })).statusCode).toBe(403);
    expect((await fileOf(url.replace(/[0-9a-f]$/, (c) => (c === '0' ? '1' : '0')))).statusCode).toBe(403);
    const stranger = await invoiceMember(t);
    expect(
      await t.call('GET', `/api/invoice/records?recharge_order_id=${order.id}`, { token: stranger.token }),
    ).toMatchObject({ code: 4004, data: null });
  });

  it('the link expires', async () => {
    const { member, order, record } = await pendingRecord();
    await issue(record.id);
    const answer = await t.call('GET', `/api/invoice/records?recharge_order_id=${order.id}`, {
      token: member.token,
    });
    const url: string = answer.data.data[0].invoice_file_url;
    const expires = Number(/expires=(\d+)/.exec(url)![1]);
    const now = Math.floor(Date.now() / 1000);
    expect(expires - now).toBeGreaterThan(60);
    expect(expires - now).toBeLessThanOrEqual(30 * 60);
    // Moving the expiry breaks the signature; the signature check is what the expiry relies on.
    expect((await fileOf(url.replace(/expires=\d+/, `expires=${now - 1}`))).statusCode).toBe(403);
  });

  it.each([
    [{ pdf: Buffer.from('not a pdf') }, '发票文件必须是 PDF 文件'],
    [{ number: '  ' }, '请填写发票号码'],
    [{ number: '24-31' }, '发票号码只能包含数字和字母，最多 64 位'],
  ])('refuses %j and changes nothing', async (over, msg) => {
    const { order, record } = await pendingRecord();
    await expect(issue(record.id, over)).rejects.toThrow(msg);
    expect((await recordsOf(t, order.id))[0]).toMatchObject({ status: 1, invoiceNo: null, fileKey: null });
  });

  it('refuses an unknown or already issued record', async () => {
    await expect(issue(2_000_000)).rejects.toThrow('开票记录不存在');
    const { record } = await pendingRecord();
    await issue(record.id);
    await expect(issue(record.id, { number: '2' })).rejects.toThrow('只有待开票的申请可以开具发票');
  });
});

describe('the dev issuing route (outside production)', () => {
  it('issues through the same function, with a sample PDF when none is sent', async () => {
    const { member, order, record } = await pendingRecord();
    const res = await t.call('POST', `/api/dev/invoice/${record.id}/issue`, {
      body: { invoice_no: 'DEV001' },
    });
    expect(res).toMatchObject({ code: 200, msg: '发票已开具', data: { status: 2, invoice_no: 'DEV001' } });
    const list = await t.call('GET', '/api/invoice/recharge-orders', { token: member.token });
    expect(list.data.data[0]).toMatchObject({
      id: order.id,
      invoice_status: 2,
      invoice_status_text: '已开票',
    });
    const download = await fileOf(list.data.data[0].latest_invoice_record.invoice_file_url);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await t.call('POST', `/api/dev/invoice/${record.id}/issue`, { body: { invoice_no: 'DEV002' } })).msg,
    ).toBe('只有待开票的申请可以开具发票');
  });

  it('takes a base64 PDF and refuses anything else', async () => {
    const { record } = await pendingRecord();
    const bad = await t.call('POST', `/api/dev/invoice/${record.id}/issue`, {
      body: { invoice_no: 'DEV003', pdf_base64: Buffer.from('hello').toString('base64') },
    });
    expect(bad).toMatchObject({ code: 4022, msg: '发票文件必须是 PDF 文件' });
    const pdf = sampleInvoicePdf(['given']);
    const good = await t.call('POST', `/api/dev/invoice/${record.id}/issue`, {
      body: { invoice_no: 'DEV003', pdf_base64: pdf.toString('base64') },
    });
    expect(good.code).toBe(200);
  });
});
