import { ProductType } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/harness.ts';
import { goods } from '../../catalogue/schema.ts';
import { categoryChain, grant, insertGoods, memberWithToken } from '../../catalogue/testing.ts';
import { auditRowsFor, startContentTestApp, staffTokens } from '../testing.ts';
import { staffAs, uploadStaffFile } from './testing.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof staffTokens>>;
let cate: number;
let otherCate: number;
beforeAll(async () => {
  let categoryIds: number[];
  ({ t, tokens, categoryIds } = await startContentTestApp('goods', ['后台素材分类', '后台素材分类二']));
  [cate, otherCate] = categoryIds as [number, number];
});
afterAll(() => t.close());

const rowOf = async (id: number) => (await t.ctx.db.select().from(goods).where(eq(goods.id, id)))[0]!;

const fields = (over: Record<string, unknown> = {}) => ({
  name: '改过的素材名',
  cover: '/files/public/new-goods.png',
  images: ['/files/public/g1.png', '/files/public/g2.png'],
  cate_id: otherCate,
  price: '20',
  has_discount: true,
  discount_price: '15',
  postage: '0',
  desc: '<p>素材详情<form>表单</form></p>',
  author: '素材作者',
  tags: ['纹理', '贴图'],
  material_key: '',
  ...over,
});

describe('materials (back office)', () => {
  it('lists every state, searched by name or id and filtered by category, state and creator', async () => {
    const on = await insertGoods(t, cate, { name: '表格检索上架素材' });
    const off = await insertGoods(t, cate, { name: '表格检索下架素材', status: 0, isCheck: 2 });
    const pending = await insertGoods(t, cate, { name: '表格检索审核素材', review: 'pending' });
    const editor = staffAs(t, tokens.editor);
    const all = await editor.get(`/api/admin/goods?keywords=${encodeURIComponent('表格检索')}`);
    expect(all.data.total).toBe(3);
    expect(
      Object.fromEntries(all.data.list.map((g: { id: number; state: string }) => [g.id, g.state])),
    ).toEqual({ [on.id]: 'on', [off.id]: 'off', [pending.id]: 'review' });
    const offOnly = await editor.get(`/api/admin/goods?cate_id=${cate}&state=off`);
    expect(offOnly.data.list.map((g: { id: number }) => g.id)).toEqual([off.id]);
    const byId = await editor.get(`/api/admin/goods?keywords=${pending.id}`);
    expect(byId.data.list.map((g: { id: number }) => g.id)).toContain(pending.id);
    const member = await memberWithToken(t, '素材创作者甲');
    const mine = await insertGoods(t, cate, { name: '创作者的素材', userId: member.id });
    const byCreator = await editor.get(`/api/admin/goods?creator=${member.id}`);
    expect(byCreator.data.list.map((g: { id: number }) => g.id)).toEqual([mine.id]);
  });

  it('an editor saves every public field and the file as one audited change; the public page shows it', async () => {
    const item = await insertGoods(t, cate, { name: '改前的素材', price: '9' });
    const content = Buffer.from('PSD-bytes-of-a-material');
    const up = await uploadStaffFile(t, tokens.editor, '纹理包.psd', content, 'application/octet-stream');
    const saved = await staffAs(t, tokens.editor).post(
      `/api/admin/goods/${item.id}`,
      fields({ material_key: up.data!.key }),
    );
    expect(saved).toMatchObject({
      code: 200,
      msg: '素材已保存',
      data: {
        name: '改过的素材名',
        price: 20,
        discount_price: 15,
        images: ['/files/public/g1.png', '/files/public/g2.png'],
        tags: ['纹理', '贴图'],
        material: { key: up.data!.key, size: content.length },
      },
    });
    expect(saved.data.desc).not.toContain('<form');
    expect(await rowOf(item.id)).toMatchObject({ discountRate: '0.75', price: '20.00' });

    const guest = await t.call('GET', `/api/goods/${item.id}`);
    expect(guest.data.goods).toMatchObject({ name: '改过的素材名', price: 20, material: '' });
    const buyer = await memberWithToken(t, '素材买家');
    await grant(t, buyer.id, ProductType.goods, item.id);
    const bought = await t.call('GET', `/api/goods/${item.id}`, { token: buyer.token });
    const served = await t.app.inject({
      method: 'GET',
      url: (bought.data.goods.material as string).replace(/^https?:\/\/[^/]+/, ''),
    });
    expect(served.rawPayload.equals(content)).toBe(true);

    const [audit] = await auditRowsFor(t, 'goods', item.id);
    expect(audit).toMatchObject({
      action: 'goods.update',
      before: { name: '改前的素材', price: '9.00', material_key: null },
      after: { name: '改过的素材名', price: '20.00', material_key: up.data!.key },
    });
  });

  it('bad input answers a Chinese message and changes nothing', async () => {
    const item = await insertGoods(t, cate, { name: '不能改坏的素材' });
    const before = await rowOf(item.id);
    const [plugCate] = await categoryChain(t, 'plug', ['插件分类不可选']);
    const editor = staffAs(t, tokens.editor);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '请填写素材名称'],
      [{ cover: '' }, '图片地址不正确'],
      [{ images: ['//evil.example/x.png'] }, '图片地址不正确'],
      [{ postage: 'abc' }, '价格需为 0–99999 的数字，最多两位小数'],
      [{ discount_price: '30' }, '优惠价不能高于原价'],
      [{ cate_id: plugCate }, '请选择该类型下的分类'],
      [{ material_key: 'public/site/x.png' }, '文件不存在，请重新上传'],
      [{ desc: '<script>x</script>' }, '内容包含不允许的脚本或事件代码，请删除后再提交'],
    ];
    for (const [change, msg] of cases)
      expect(await editor.post(`/api/admin/goods/${item.id}`, fields(change))).toMatchObject({
        code: 4022,
        msg,
      });
    expect(await editor.post('/api/admin/goods/999999', fields())).toMatchObject({
      code: 4004,
      msg: '素材不存在',
    });
    expect(await rowOf(item.id)).toEqual(before);
    expect(await auditRowsFor(t, 'goods', item.id)).toEqual([]);
  });

  it('off the shelf: hidden from guests, lists and strangers; a buyer keeps the page and the download', async () => {
    const up = await uploadStaffFile(t, tokens.admin, 'm.zip', Buffer.from('PK\u0003\u0004m'));
    const item = await insertGoods(t, cate, { name: '将下架的素材', price: '6', materialKey: up.data!.key });
    const buyer = await memberWithToken(t, '下架素材买家');
    const stranger = await memberWithToken(t, '下架素材路人');
    await grant(t, buyer.id, ProductType.goods, item.id);

    const off = await staffAs(t, tokens.editor).post(`/api/admin/goods/${item.id}/shelf`, {
      on_shelf: false,
    });
    expect(off).toMatchObject({ code: 200, msg: '素材已下架', data: { state: 'off' } });
    expect(await t.call('GET', `/api/goods/${item.id}`)).toMatchObject({ code: 4004 });
    expect(await t.call('GET', `/api/goods/${item.id}`, { token: stranger.token })).toMatchObject({
      code: 4004,
    });
    const list = await t.call('GET', `/api/goods?cate_id=${cate}&limit=100`);
    expect(JSON.stringify(list.data)).not.toContain('将下架的素材');
    const held = await t.call('GET', `/api/goods/${item.id}`, { token: buyer.token });
    expect(held).toMatchObject({ code: 200, data: { goods: { purchase: 1 } } });
    expect(held.data.goods.material).not.toBe('');

    const on = await staffAs(t, tokens.admin).post(`/api/admin/goods/${item.id}/shelf`, { on_shelf: true });
    expect(on).toMatchObject({ code: 200, data: { state: 'on' } });
    expect((await t.call('GET', `/api/goods/${item.id}`)).code).toBe(200);
    const audits = await auditRowsFor(t, 'goods', item.id);
    expect(audits.map((a) => [a.action, a.before, a.after])).toEqual([
      ['goods.shelf_on', { status: 0 }, { status: 2 }],
      ['goods.shelf_off', { status: 2 }, { status: 0 }],
    ]);
  });

  it('reviewer, finance, members and guests are refused', async () => {
    const item = await insertGoods(t, cate, { name: '角色不可改素材' });
    for (const token of [tokens.reviewer, tokens.finance]) {
      expect(await staffAs(t, token).post(`/api/admin/goods/${item.id}`, fields())).toMatchObject({
        code: 4003,
      });
      expect(await staffAs(t, token).get('/api/admin/goods')).toMatchObject({ code: 4003 });
      expect(
        await staffAs(t, token).post(`/api/admin/goods/${item.id}/shelf`, { on_shelf: false }),
      ).toMatchObject({ code: 4003 });
    }
    const member = await memberWithToken(t);
    expect(await staffAs(t, member.token).get(`/api/admin/goods/${item.id}`)).toMatchObject({ code: 4001 });
    expect(await t.call('GET', '/api/admin/goods')).toMatchObject({ code: 4001 });
    expect((await rowOf(item.id)).name).toBe('角色不可改素材');
    expect((await staffAs(t, tokens.editor).get(`/api/admin/goods/${item.id}`)).code).toBe(200);
  });
});
