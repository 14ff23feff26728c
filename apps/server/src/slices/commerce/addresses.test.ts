import { ADDRESS_MAX } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { addressBody, buyer } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const add = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/address', { token, body });
const edit = (token: string, id: number, body: Record<string, unknown>) =>
  t.call('PUT', `/api/address/${id}`, { token, body });
const remove = (token: string, id: number) => t.call('DELETE', `/api/address/${id}/delete`, { token });
const listOf = async (token: string) =>
  (await t.call('GET', '/api/address', { token })).data as { id: number; name: string; status: number }[];
const defaults = async (token: string) =>
  (await listOf(token)).filter((a) => a.status === 1).map((a) => a.name);

describe('address validation (001 §5)', () => {
  it.each([
    [{ name: '' }, '请输入收件人'],
    [{ name: '   ' }, '请输入收件人'],
    [{ phone: '' }, '请输入手机号'],
    [{ phone: '12345678901' }, '请输入正确的号码格式'],
    [{ phone: '16912345678' }, '请输入正确的号码格式'],
    [{ phone: '1391234567|' }, '请输入正确的号码格式'],
    [{ phone: '1391234567' }, '请输入正确的号码格式'],
    [{ address: '' }, '请输入联系地址'],
    [{ address: '长'.repeat(256) }, '联系地址不能超过 255 个字符'],
    [{ post_code: '12ab' }, '邮编格式错误'],
    [{ status: 'yes' }, '默认地址参数错误'],
  ])('refuses %j with %s', async (over, msg) => {
    const member = await buyer(t);
    const res = await add(member.token, addressBody(over));
    expect(res).toMatchObject({ code: 4022, msg, data: null });
    expect(await listOf(member.token)).toEqual([]);
  });

  it('accepts every allowed second digit, an empty or missing post code, and checkbox booleans', async () => {
    const member = await buyer(t);
    for (const digit of ['3', '5', '7', '8', '9']) {
      expect(
        (await add(member.token, addressBody({ phone: `1${digit}012345678`, status: false }))).code,
      ).toBe(200);
    }
    const { post_code: _drop, ...withoutPostCode } = addressBody();
    expect((await add(member.token, withoutPostCode)).data.post_code).toBe('');
    expect((await add(member.token, addressBody({ post_code: '', status: true }))).data.status).toBe(1);
  });
});

describe('exactly one default address per member', () => {
  it('makes the first address the default and answers the new address', async () => {
    const member = await buyer(t);
    const first = await add(member.token, addressBody({ name: '甲', status: 0 }));
    expect(first).toMatchObject({
      code: 200,
      msg: '添加成功',
      data: { name: '甲', status: 1, post_code: '200120' },
    });
    const second = await add(member.token, addressBody({ name: '乙' }));
    expect(second.data.status).toBe(0);
    expect(await listOf(member.token)).toMatchObject([
      { name: '甲', status: 1 },
      { name: '乙', status: 0 },
    ]);
  });

  it('moves the default with status 1 (设为默认), keeps it on status 0, promotes the newest on delete', async () => {
    const member = await buyer(t);
    const a = (await add(member.token, addressBody({ name: '甲' }))).data;
    const b = (await add(member.token, addressBody({ name: '乙' }))).data;
    const c = (await add(member.token, addressBody({ name: '丙', status: 1 }))).data;
    expect(await defaults(member.token)).toEqual(['丙']);

    // 设为默认: the card's own fields with status 1
    const set = await edit(member.token, a.id, { ...a, status: 1 });
    expect(set).toMatchObject({ code: 200, msg: '修改成功', data: { id: a.id, status: 1 } });
    expect(await defaults(member.token)).toEqual(['甲']);
    expect((await listOf(member.token))[0]!.name).toBe('甲');

    // Unticking the default keeps it (a member with addresses always has one), but the edit itself applies.
    const kept = await edit(member.token, a.id, addressBody({ name: '甲改', status: 0 }));
    expect(kept.data).toMatchObject({ name: '甲改', status: 1 });
    expect(await defaults(member.token)).toEqual(['甲改']);

    expect(await remove(member.token, b.id)).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await defaults(member.token)).toEqual(['甲改']);
    expect((await remove(member.token, a.id)).code).toBe(200);
    expect(await defaults(member.token)).toEqual(['丙']);
    expect((await remove(member.token, c.id)).code).toBe(200);
    expect(await listOf(member.token)).toEqual([]);
  });

  it("refuses another member's address and caps the number of addresses", async () => {
    const owner = await buyer(t);
    const other = await buyer(t);
    const mine = (await add(owner.token, addressBody())).data;
    expect(await edit(other.token, mine.id, addressBody())).toMatchObject({
      code: 4004,
      msg: '收货地址不存在',
    });
    expect(await remove(other.token, mine.id)).toMatchObject({ code: 4004, msg: '收货地址不存在' });
    expect(await t.call('GET', '/api/address')).toMatchObject({ code: 4001 });
    for (let i = 1; i < ADDRESS_MAX; i += 1) await add(owner.token, addressBody({ name: `地址${i}` }));
    expect(await add(owner.token, addressBody())).toMatchObject({
      code: 4009,
      msg: `收货地址最多保存 ${ADDRESS_MAX} 个`,
    });
    expect(await listOf(owner.token)).toHaveLength(ADDRESS_MAX);
  });

  it('keeps one default when several "set default" edits race', async () => {
    const member = await buyer(t);
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1)
      ids.push((await add(member.token, addressBody({ name: `竞${i}` }))).data.id);
    const answers = await Promise.all(
      ids.map((id, i) => edit(member.token, id, addressBody({ name: `竞${i}`, status: 1 }))),
    );
    expect(answers.every((a) => a.code === 200)).toBe(true);
    expect(await defaults(member.token)).toHaveLength(1);
  });
});

describe('contract', () => {
  it('documents every commerce call in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/neworder/preinfo',
      '/api/coupon-code',
      '/api/neworder/store',
      '/api/get-order',
      '/api/create-order',
      '/api/address',
      '/api/address/{id}',
      '/api/address/{id}/delete',
      '/api/user/order-list',
      '/api/order/{id}',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});
