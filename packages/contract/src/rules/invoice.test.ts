import { describe, expect, it } from 'vitest';
import { invoicingCalls } from '../calls/invoicing.ts';
import {
  invoiceActions,
  invoiceAmountProblem,
  invoiceableCents,
  invoiceHeaderProblem,
  normaliseHeader,
  orderInvoiceStatus,
  payMethodText,
} from './invoice.ts';

const company = {
  invoice_type: 2,
  header_type: 2,
  header_name: '光子设计有限公司',
  tax_number: '91310000MA1FL8XQ3K',
  registered_address: '上海市浦东新区世纪大道 100 号',
  registered_phone: '021-68881234',
  bank_name: '招商银行上海分行',
  bank_account: '6214830012345678',
};
const personal = { ...company, invoice_type: 1, header_type: 1, header_name: '张三' };

describe('invoice header rules (001 §4, §5)', () => {
  it('accepts a complete company header and a personal header without company fields', () => {
    expect(invoiceHeaderProblem(company)).toBeNull();
    expect(invoiceHeaderProblem({ ...personal, tax_number: '', bank_account: '' })).toBeNull();
  });

  it.each([
    [{ invoice_type: 3 }, '请选择发票类型'],
    [{ header_type: 0 }, '请选择抬头类型'],
    [{ header_type: 1 }, '电子专票的抬头类型只能是单位'],
    [{ header_name: '' }, '请输入抬头名称'],
    [{ tax_number: '' }, '请输入单位税号'],
    [{ tax_number: '12345' }, '请输入正确的单位税号（15、18 或 20 位数字或大写字母）'],
    [{ registered_address: '' }, '请输入注册地址'],
    [{ registered_phone: '' }, '请输入注册电话'],
    [{ registered_phone: '12-34' }, '请输入正确的注册电话'],
    [{ bank_name: '' }, '请输入开户银行'],
    [{ bank_account: '' }, '请输入银行账号'],
    [{ bank_account: '12ab5678' }, '请输入正确的银行账号（8 到 30 位数字）'],
  ])('refuses %j with %s', (over, msg) => {
    expect(invoiceHeaderProblem({ ...company, ...over })).toBe(msg);
  });

  it('checks company fields for a company general invoice too', () => {
    expect(invoiceHeaderProblem({ ...company, invoice_type: 1, tax_number: '' })).toBe('请输入单位税号');
  });

  it('accepts mobile, landline and 400 numbers as the registered phone', () => {
    for (const phone of ['13812345678', '010-12345678', '057188881234', '0571-8888888-123', '400-820-8820'])
      expect(invoiceHeaderProblem({ ...company, registered_phone: phone })).toBeNull();
  });

  it('clears company fields of a personal header and upper-cases the tax number', () => {
    expect(normaliseHeader(personal)).toMatchObject({ tax_number: '', bank_name: '', bank_account: '' });
    expect(
      normaliseHeader({ ...company, tax_number: '91310000ma1fl8xq3k', bank_account: '6214 8300 1234' }),
    ).toMatchObject({ tax_number: '91310000MA1FL8XQ3K', bank_account: '621483001234' });
  });
});

describe('invoice amount', () => {
  it.each([
    [undefined, '开票金额不能为空'],
    ['', '开票金额不能为空'],
    ['abc', '请输入正确的开票金额'],
    [{}, '请输入正确的开票金额'],
    ['1e3', '请输入正确的开票金额'],
    [0, '开票金额必须大于 0'],
    ['0.00', '开票金额必须大于 0'],
    [-5, '开票金额必须大于 0'],
    [10.123, '开票金额最多保留两位小数'],
    [0.1 + 0.2, '开票金额最多保留两位小数'],
  ])('refuses %j with %s', (value, msg) => {
    expect(invoiceAmountProblem(value)).toBe(msg);
  });

  it('accepts numbers and texts with up to 2 decimals', () => {
    for (const v of [100, 0.01, '99.9', ' 12.50 ']) expect(invoiceAmountProblem(v)).toBeNull();
  });

  it('the apply body answers the canonical text', () => {
    const parsed = invoicingCalls.invoiceApply.body!.parse({
      recharge_order_id: '3',
      invoice_info_id: 4,
      invoice_amount: 12.5,
    });
    expect(parsed).toEqual({ recharge_order_id: 3, invoice_info_id: 4, invoice_amount: '12.5', remark: '' });
  });
});

describe('per-order rules', () => {
  it('counts pending and issued records against the order, not reapplying ones', () => {
    const records = [
      { status: 1, cents: 3000 },
      { status: 2, cents: 2000 },
      { status: 3, cents: 5000 },
    ];
    expect(invoiceableCents(10000, records)).toBe(5000);
    expect(invoiceableCents(4000, records)).toBe(0);
  });

  it('derives invoice_status and the row actions from the latest record', () => {
    expect([null, 1, 2, 3].map(orderInvoiceStatus)).toEqual([0, 1, 2, 0]);
    expect(invoiceActions(null, 30)).toEqual({ apply: true, modify: false, view: false });
    expect(invoiceActions(1, 0)).toEqual({ apply: false, modify: true, view: true });
    expect(invoiceActions(2, 10)).toEqual({ apply: true, modify: false, view: true });
    expect(invoiceActions(3, 30)).toEqual({ apply: true, modify: false, view: true });
    // Fully invoiced: nothing to apply for, the issued invoice still viewable.
    expect(invoiceActions(2, 0)).toEqual({ apply: false, modify: false, view: true });
  });

  it('names the two wallet providers and 未知 for anything else', () => {
    expect([1, 2, 0, 9].map(payMethodText)).toEqual(['微信支付', '支付宝', '未知', '未知']);
  });
});
