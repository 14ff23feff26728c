import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { issueInvoice } from './issue-invoice.ts';
import { sampleInvoicePdf } from './sample-invoice-pdf.ts';
import { companyHeader, invoiceMember, personalHeader, rechargeOrder, recordsOf } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const apply = (token: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/invoice/apply', { token, body });
const modify = (token: string, id: number, body: Record<string, unknown>) =>
  t.call('PUT', `/api/invoice/modify/${id}`, { token, body });
const orders = (token: string, qs = '') => t.call('GET', `/api/invoice/recharge-orders${qs}`, { token });
const records = (token: string, orderId: number) =>
  t.call('GET', `/api/invoice/records?recharge_order_id=${orderId}&limit=50`, { token });

/** A member with a default header and a paid recharge order of `amount` 元. */
async function setUp(amount = '100.00') {
  const member = await invoiceMember(t);
  const header = (await t.call('POST', '/api/invoice/info', { token: member.token, body: companyHeader() }))
    .data;
  const order = await rechargeOrder(t, member.id, amount);
  const body = (over: Record<string, unknown> = {}) => ({
    recharge_order_id: order.id,
    invoice_info_id: header.id,
    invoice_amount: Number(amount),
    remark: '',
    ...over,
  });
  return { member, header, order, body };
}

const issue = (recordId: number) =>
  issueInvoice(t.ctx.db, t.ctx.services.storage, {
    recordId,
    pdf: sampleInvoicePdf(['x']),
    number: '2400001',
  });

describe('apply (001 §4, §5)', () => {
  it.each([
    [{ recharge_order_id: undefined }, '充值订单ID不能为空'],
    [{ recharge_order_id: '' }, '充值订单ID不能为空'],
    [{ invoice_info_id: null }, '请选择发票信息'],
    [{ invoice_amount: undefined }, '开票金额不能为空'],
    [{ invoice_amount: 'abc' }, '请输入正确的开票金额'],
    [{ invoice_amount: 0 }, '开票金额必须大于 0'],
    [{ invoice_amount: -1 }, '开票金额必须大于 0'],
    [{ invoice_amount: 10.005 }, '开票金额最多保留两位小数'],
    [{ remark: '字'.repeat(201) }, '备注不能超过 200 个字符'],
  ])('refuses %j with %s and writes nothing', async (over, msg) => {
    const { member, order, body } = await setUp();
    expect(await apply(member.token, body(over))).toMatchObject({ code: 4022, msg, data: null });
    expect(await recordsOf(t, order.id)).toEqual([]);
  });

  it('creates a pending record with a snapshot of the header, and the order shows it', async () => {
    const { member, header, order, body } = await setUp('100.00');
    const res = await apply(member.token, body({ remark: '  项目款  ', invoice_amount: '100' }));
    expect(res).toMatchObject({
      code: 200,
      msg: '开票申请提交成功',
      data: {
        recharge_order_id: order.id,
        invoice_info_id: header.id,
        invoice_amount: '100.00',
        remark: '项目款',
        status: 1,
        status_text: '待开票',
        invoice_no: null,
        invoice_file_url: null,
        invoice_info: { header_name: '光子设计有限公司', tax_number: '91310000MA1FL8XQ3K' },
        recharge_order: { order_no: order.orderNo, order_amount: 100 },
      },
    });
    // Editing the header afterwards does not change what was applied for.
    await t.call('PUT', `/api/invoice/info/${header.id}`, {
      token: member.token,
      body: companyHeader({ header_name: '改名公司' }),
    });
    const list = await orders(member.token);
    expect(list.data).toMatchObject({ total: 1, current_page: 1 });
    expect(list.data.data[0]).toMatchObject({
      id: order.id,
      order_amount: 100,
      pay_method: 1,
      pay_method_text: '微信支付',
      invoice_status: 1,
      invoice_status_text: '已申请',
      invoiceable_amount: 0,
      latest_invoice_record: { id: res.data.id, invoice_info: { header_name: '光子设计有限公司' } },
    });
  });

  it('allows partial amounts up to what is left, never above it', async () => {
    const { member, order, body } = await setUp('100.00');
    const first = await apply(member.token, body({ invoice_amount: 60.5 }));
    expect(first.code).toBe(200);
    await issue(first.data.id);
    expect(await apply(member.token, body({ invoice_amount: 39.51 }))).toMatchObject({
      code: 4009,
      msg: '开票金额不能超过可开票金额 ¥39.50',
    });
    expect((await apply(member.token, body({ invoice_amount: 39.5 }))).code).toBe(200);
    await issue((await recordsOf(t, order.id))[1]!.id);
    expect(await apply(member.token, body({ invoice_amount: 1 }))).toMatchObject({
      code: 4009,
      msg: '该充值订单已无可开票金额',
    });
    expect(await recordsOf(t, order.id)).toHaveLength(2);
  });

  it('refuses a second request while one is pending (modify it instead)', async () => {
    const { member, order, body } = await setUp('100.00');
    expect((await apply(member.token, body({ invoice_amount: 10 }))).code).toBe(200);
    expect(await apply(member.token, body({ invoice_amount: 10 }))).toMatchObject({
      code: 4009,
      msg: '该订单已有待开票的申请，请修改该申请',
    });
    expect(await recordsOf(t, order.id)).toHaveLength(1);
  });

  it('refuses unpaid orders as not found', async () => {
    const { member, body } = await setUp();
    const pending = await rechargeOrder(t, member.id, '50.00', { status: 0 });
    expect(await apply(member.token, body({ recharge_order_id: pending.id }))).toMatchObject({
      code: 4004,
      msg: '充值订单不存在',
    });
    expect(await recordsOf(t, pending.id)).toEqual([]);
  });

  it('names pay methods other than the two providers 未知', async () => {
    const member = await invoiceMember(t);
    await rechargeOrder(t, member.id, '10.00', { payMethod: 2 });
    await rechargeOrder(t, member.id, '10.00', { payMethod: 7 });
    const texts = (await orders(member.token)).data.data.map(
      (o: { pay_method_text: string }) => o.pay_method_text,
    );
    expect(texts.sort()).toEqual(['支付宝', '未知']);
  });

  it('pages the orders 15 at a time, page counted from 1', async () => {
    const member = await invoiceMember(t);
    for (let i = 0; i < 17; i += 1) await rechargeOrder(t, member.id, '10.00');
    const second = await orders(member.token, '?limit=15&page=2');
    expect(second.data).toMatchObject({ total: 17, current_page: 2 });
    expect(second.data.data).toHaveLength(2);
    expect((await orders(member.token, '?page=0')).msg).toBe('分页参数错误');
  });
});

describe('modify (001 §4: only while pending)', () => {
  it('changes header, amount and remark of the pending record', async () => {
    const { member, order, body } = await setUp('100.00');
    const applied = (await apply(member.token, body({ invoice_amount: 50 }))).data;
    const other = (await t.call('POST', '/api/invoice/info', { token: member.token, body: personalHeader() }))
      .data;
    const res = await modify(
      member.token,
      applied.id,
      body({ invoice_info_id: other.id, invoice_amount: 80, remark: '改' }),
    );
    expect(res).toMatchObject({
      code: 200,
      msg: '修改成功',
      data: { id: applied.id, invoice_amount: '80.00', remark: '改', invoice_info: { header_name: '张三' } },
    });
    const [row] = await recordsOf(t, order.id);
    expect(row).toMatchObject({ amount: '80.00', remark: '改', invoiceInfoId: other.id, status: 1 });
  });

  it('refuses amounts above the order or with bad decimals, and keeps the record', async () => {
    const { member, order, body } = await setUp('100.00');
    const applied = (await apply(member.token, body({ invoice_amount: 50 }))).data;
    expect(await modify(member.token, applied.id, body({ invoice_amount: 100.01 }))).toMatchObject({
      code: 4009,
      msg: '开票金额不能超过可开票金额 ¥100.00',
    });
    expect((await modify(member.token, applied.id, body({ invoice_amount: 0.001 }))).msg).toBe(
      '开票金额最多保留两位小数',
    );
    expect((await modify(member.token, applied.id, body({ invoice_info_id: undefined }))).msg).toBe(
      '请选择发票信息',
    );
    expect((await recordsOf(t, order.id))[0]!.amount).toBe('50.00');
  });

  it('refuses an issued record and a record of another order', async () => {
    const { member, order, body } = await setUp('100.00');
    const applied = (await apply(member.token, body({ invoice_amount: 50 }))).data;
    const otherOrder = await rechargeOrder(t, member.id, '100.00');
    expect(await modify(member.token, applied.id, body({ recharge_order_id: otherOrder.id }))).toMatchObject({
      code: 4004,
      msg: '开票记录不属于该充值订单',
    });
    await issue(applied.id);
    expect(await modify(member.token, applied.id, body({ invoice_amount: 10 }))).toMatchObject({
      code: 4009,
      msg: '只有待开票的申请可以修改',
    });
    expect((await recordsOf(t, order.id))[0]).toMatchObject({ amount: '50.00', status: 2 });
  });
});

describe('records (001 §2.11 detail)', () => {
  it('lists the order records newest first with the issued one downloadable', async () => {
    const { member, order, body } = await setUp('100.00');
    const first = (await apply(member.token, body({ invoice_amount: 30 }))).data;
    await issue(first.id);
    const second = (await apply(member.token, body({ invoice_amount: 20 }))).data;
    const res = await records(member.token, order.id);
    expect(res.code).toBe(200);
    expect(res.data.data.map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);
    expect(res.data.data[0]).toMatchObject({ status: 1, invoice_file_url: null, upload_time: null });
    expect(res.data.data[1]).toMatchObject({ status: 2, status_text: '已开票', invoice_no: '2400001' });
    expect(res.data.data[1].invoice_file_url).toMatch(
      /\/files\/invoices\/.+\.pdf\?expires=\d+&sig=[0-9a-f]{64}$/,
    );
    expect(res.data.data[1].upload_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await t.call('GET', '/api/invoice/records', { token: member.token })).msg).toBe(
      '充值订单ID不能为空',
    );
  });
});
