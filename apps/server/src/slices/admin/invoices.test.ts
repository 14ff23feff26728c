import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { companyHeader, invoiceMember, rechargeOrder } from '../invoicing/testing.ts';
import { sampleInvoicePdf } from '../invoicing/index.ts';
import { auditRowsFor, multipartBody, staffWithToken } from './testing.ts';

let t: TestApp;
let finance: string;
beforeAll(async () => {
  t = await startTestApp();
  finance = (await staffWithToken(t, 'finance')).token;
});
afterAll(() => t.close());

async function pendingRequest(amount = 100) {
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
  return { member, header, order, record };
}

async function issue(id: number, fields: Record<string, string>, pdf?: Buffer, token = finance) {
  const body = multipartBody(
    fields,
    pdf ? { pdf: { name: 'invoice.pdf', type: 'application/pdf', content: pdf } } : {},
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/invoices/${id}/issue`,
    payload: body.payload,
    headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
  });
  return res.json() as { code: number; msg: string; data: any };
}

const memberRecords = async (member: { token: string }, orderId: number) =>
  (await t.call('GET', `/api/invoice/records?recharge_order_id=${orderId}`, { token: member.token })).data
    .data;

describe('invoice desk', () => {
  it('lists pending requests first come, first served, with member, order and header; searchable', async () => {
    const a = await pendingRequest();
    const b = await pendingRequest();
    const page = await t.call('GET', '/api/admin/invoices?limit=100', { token: finance });
    expect(page.code).toBe(200);
    const ids = page.data.list.map((r: { id: number }) => r.id);
    expect(ids.indexOf(a.record.id)).toBeLessThan(ids.indexOf(b.record.id));
    expect(page.data.list.find((r: { id: number }) => r.id === a.record.id)).toMatchObject({
      status: 1,
      status_text: '待开票',
      amount: '100.00',
      member: { id: a.member.id },
      header: { header_name: '光子设计有限公司', invoice_type_text: '电子专票' },
      order: { order_no: a.order.orderNo, order_amount: 100 },
      file_url: null,
    });
    const search = await t.call('GET', `/api/admin/invoices?status=0&keywords=${b.order.orderNo}`, {
      token: finance,
    });
    expect(search.data.list.map((r: { id: number }) => r.id)).toEqual([b.record.id]);
  });

  it('issues with a PDF and a number: the member downloads it; one audit row; never twice', async () => {
    const { member, order, record } = await pendingRequest();
    const pdf = sampleInvoicePdf(['Invoice', 'Admin desk']);
    const issued = await issue(record.id, { number: '24310000000000000099' }, pdf);
    expect(issued).toMatchObject({
      code: 200,
      msg: '发票已开具',
      data: { status: 2, invoice_no: '24310000000000000099' },
    });
    const staffLink = await t.app.inject({
      method: 'GET',
      url: issued.data.file_url.replace(/^https?:\/\/[^/]+/, ''),
    });
    expect(staffLink.rawPayload.equals(pdf)).toBe(true);

    const [mine] = await memberRecords(member, order.id);
    expect(mine).toMatchObject({ status: 2, status_text: '已开票', invoice_no: '24310000000000000099' });
    const download = await t.app.inject({
      method: 'GET',
      url: mine.invoice_file_url.replace(/^https?:\/\/[^/]+/, ''),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const rows = await auditRowsFor(t, 'invoice', record.id);
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      [
        'invoice.issue',
        { status: 1, invoice_no: null, reject_reason: '', amount: '100.00' },
        { status: 2, invoice_no: '24310000000000000099', reject_reason: '', amount: '100.00' },
      ],
    ]);
    expect(await issue(record.id, { number: '24310000000000000100' }, pdf)).toMatchObject({
      code: 4009,
      msg: '只有待开票的申请可以开具发票',
    });
    expect(await auditRowsFor(t, 'invoice', record.id)).toHaveLength(1);
  });

  it('refuses a missing or non-PDF file and a bad number, changing nothing', async () => {
    const { member, order, record } = await pendingRequest();
    expect(await issue(record.id, { number: '2431' })).toMatchObject({
      code: 4022,
      msg: '请选择发票 PDF 文件',
    });
    expect(await issue(record.id, { number: '2431' }, Buffer.from('GIF89a not a pdf'))).toMatchObject({
      code: 4022,
      msg: '发票文件必须是 PDF 文件',
    });
    expect(await issue(record.id, { number: '24-31' }, sampleInvoicePdf(['x']))).toMatchObject({
      code: 4022,
    });
    expect((await memberRecords(member, order.id))[0]).toMatchObject({ status: 1 });
    expect(await auditRowsFor(t, 'invoice', record.id)).toHaveLength(0);
  });

  it('rejects with a reason the member reads; the member may apply again; one audit row', async () => {
    const { member, header, order, record } = await pendingRequest(60);
    const reject = (reason: string) =>
      t.call('POST', `/api/admin/invoices/${record.id}/reject`, { token: finance, body: { reason } });
    expect(await reject('')).toMatchObject({ code: 4022, msg: '请填写理由' });
    expect(await reject('抬头与营业执照不一致')).toMatchObject({
      code: 200,
      data: { status: 3, status_text: '已驳回', reject_reason: '抬头与营业执照不一致' },
    });
    const [mine] = await memberRecords(member, order.id);
    expect(mine).toMatchObject({ status: 3, status_text: '重新申请', reject_reason: '抬头与营业执照不一致' });
    const again = await t.call('POST', '/api/invoice/apply', {
      token: member.token,
      body: { recharge_order_id: order.id, invoice_info_id: header.id, invoice_amount: 100 },
    });
    expect(again.code).toBe(200);
    expect(await reject('又一次')).toMatchObject({ code: 4009, msg: '只有待开票的申请可以驳回' });
    expect((await auditRowsFor(t, 'invoice', record.id)).map((r) => r.action)).toEqual(['invoice.reject']);
  });

  it('a reviewer may not issue', async () => {
    const { record } = await pendingRequest();
    const reviewer = (await staffWithToken(t, 'reviewer')).token;
    expect((await issue(record.id, { number: '2431' }, sampleInvoicePdf(['x']), reviewer)).code).toBe(4003);
  });

  it('工作台 counts the requests waiting to be issued, for finance', async () => {
    const todo = async () => (await t.call('GET', '/api/admin/todo', { token: finance })).data;
    const before = (await todo()).invoices as number;
    const { record } = await pendingRequest();
    expect(await todo()).toEqual({ review: null, invoices: before + 1 });
    await issue(record.id, { number: '24310000000000000123' }, sampleInvoicePdf(['x']));
    expect(await todo()).toEqual({ review: null, invoices: before });
  });
});
