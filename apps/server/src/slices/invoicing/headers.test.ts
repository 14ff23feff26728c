import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { companyHeader, invoiceMember, personalHeader } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const add = (token: string, body: unknown) => t.call('POST', '/api/invoice/info', { token, body });
const edit = (token: string, id: number, body: unknown) =>
  t.call('PUT', `/api/invoice/info/${id}`, { token, body });
const remove = (token: string, id: number) => t.call('DELETE', `/api/invoice/info/${id}`, { token });
const listOf = async (token: string) =>
  (await t.call('GET', '/api/invoice/info', { token })).data as {
    id: number;
    header_name: string;
    is_default: boolean;
  }[];

describe('invoice header validation (001 §5)', () => {
  it.each([
    [{ invoice_type: undefined }, '请选择发票类型'],
    [{ invoice_type: 3 }, '请选择发票类型'],
    [{ header_type: 'x' }, '请选择抬头类型'],
    [{ header_name: '  ' }, '请输入抬头名称'],
    [{ header_name: '长'.repeat(101) }, '抬头名称不能超过 100 个字符'],
    [{ header_type: 1 }, '电子专票的抬头类型只能是单位'],
    [{ tax_number: '' }, '请输入单位税号'],
    [{ tax_number: 'ABC' }, '请输入正确的单位税号（15、18 或 20 位数字或大写字母）'],
    [{ registered_address: null }, '请输入注册地址'],
    [{ registered_phone: '' }, '请输入注册电话'],
    [{ registered_phone: '电话' }, '请输入正确的注册电话'],
    [{ bank_name: '' }, '请输入开户银行'],
    [{ bank_account: '' }, '请输入银行账号'],
    [{ bank_account: '12-34' }, '请输入正确的银行账号（8 到 30 位数字）'],
    [{ invoice_content: '办公用品' }, '发票内容只能是技术咨询服务'],
    [{ is_default: 'yes' }, '默认发票信息参数错误'],
  ])('refuses %j with %s and saves nothing', async (over, msg) => {
    const member = await invoiceMember(t);
    const res = await add(member.token, companyHeader(over));
    expect(res).toMatchObject({ code: 4022, msg, data: null });
    expect(await listOf(member.token)).toEqual([]);
  });

  it('requires the company fields for a company general invoice, not for a personal one', async () => {
    const member = await invoiceMember(t);
    expect((await add(member.token, companyHeader({ invoice_type: 1, bank_name: '' }))).msg).toBe(
      '请输入开户银行',
    );
    const personal = await add(member.token, personalHeader({ tax_number: 'ignored', bank_name: 'x' }));
    expect(personal).toMatchObject({
      code: 200,
      msg: '新增成功',
      data: {
        invoice_type: 1,
        invoice_type_text: '电子普通发票',
        header_type_text: '个人',
        invoice_content: '技术咨询服务',
        tax_number: '',
        bank_name: '',
      },
    });
  });

  it('answers type texts and keeps the company fields of a 专票 header', async () => {
    const member = await invoiceMember(t);
    const res = await add(member.token, companyHeader({ tax_number: '91310000ma1fl8xq3k' }));
    expect(res.data).toMatchObject({
      invoice_type_text: '电子专票',
      header_type_text: '单位',
      tax_number: '91310000MA1FL8XQ3K',
      bank_account: '6214830012345678',
    });
  });
});

describe('one default header per member', () => {
  it('makes the first the default, moves it on is_default, keeps at most one', async () => {
    const member = await invoiceMember(t);
    const a = (await add(member.token, personalHeader({ header_name: '甲' }))).data;
    expect(a.is_default).toBe(true);
    const b = (await add(member.token, companyHeader({ header_name: '乙', is_default: true }))).data;
    expect(b.is_default).toBe(true);
    let list = await listOf(member.token);
    expect(list.filter((h) => h.is_default).map((h) => h.header_name)).toEqual(['乙']);
    expect(list[0]!.header_name).toBe('乙');

    const edited = await edit(member.token, a.id, {
      ...personalHeader({ header_name: '甲2' }),
      id: a.id,
      is_default: 1,
    });
    expect(edited).toMatchObject({
      code: 200,
      msg: '修改成功',
      data: { header_name: '甲2', is_default: true },
    });
    list = await listOf(member.token);
    expect(list.filter((h) => h.is_default).map((h) => h.header_name)).toEqual(['甲2']);
  });

  it('parallel saves with is_default leave exactly one default', async () => {
    const member = await invoiceMember(t);
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        add(member.token, personalHeader({ header_name: `并发${i}`, is_default: true })),
      ),
    );
    const list = await listOf(member.token);
    expect(list).toHaveLength(6);
    expect(list.filter((h) => h.is_default)).toHaveLength(1);
  });

  it('refuses an id in the body that differs from the path', async () => {
    const member = await invoiceMember(t);
    const a = (await add(member.token, personalHeader())).data;
    const res = await edit(member.token, a.id, { ...personalHeader({ header_name: '改' }), id: a.id + 1 });
    expect(res).toMatchObject({ code: 4022, msg: '发票信息 ID 与地址不一致' });
    expect((await listOf(member.token))[0]!.header_name).toBe('张三');
  });

  it('deletes a header', async () => {
    const member = await invoiceMember(t);
    const a = (await add(member.token, personalHeader())).data;
    expect(await remove(member.token, a.id)).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await listOf(member.token)).toEqual([]);
    expect(await remove(member.token, a.id)).toMatchObject({ code: 4004, msg: '发票信息不存在' });
  });

  it('keeps at most 20 headers', async () => {
    const member = await invoiceMember(t);
    for (let i = 0; i < 20; i += 1) await add(member.token, personalHeader({ header_name: `h${i}` }));
    expect(await add(member.token, personalHeader())).toMatchObject({
      code: 4009,
      msg: '发票信息最多保存 20 条',
    });
  });
});
