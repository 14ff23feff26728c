import { ProductType } from '@app/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { categoryChain, grant, insertGoods, memberWithToken, minutesAgo } from './testing.ts';

let t: TestApp;
let cateId: number;
let otherCate: number;
let paid: Awaited<ReturnType<typeof insertGoods>>;
let free: Awaited<ReturnType<typeof insertGoods>>;

beforeAll(async () => {
  t = await startTestApp();
  [cateId] = await categoryChain(t, 'goods', ['素材详情测试']);
  [otherCate] = await categoryChain(t, 'goods', ['其他素材']);
  await t.ctx.services.storage.put('tests/materials/paid.zip', Buffer.from('paid material'), {
    contentType: 'application/zip',
  });
  paid = await insertGoods(t, cateId!, {
    name: '付费素材',
    images: ['/files/public/g1.png', '/files/public/g2.png'],
    price: '68.00',
    hasDiscount: true,
    discountPrice: '40.80',
    discountRate: '0.60',
    postage: '3.00',
    desc: '<p>详情</p>',
    materialKey: 'tests/materials/paid.zip',
    viewNum: 10,
    createdAt: minutesAgo(100),
  });
  free = await insertGoods(t, cateId!, {
    name: '免费素材',
    price: '0',
    materialKey: 'tests/materials/paid.zip',
  });
}, 120_000);
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

describe('GET /api/goods/:id', () => {
  it('answers the material page and counts one view per call', async () => {
    const first = await t.call('GET', `/api/goods/${paid.id}`);
    expect(first.code).toBe(200);
    expect(first.data.goods).toEqual({
      id: paid.id,
      name: '付费素材',
      images: ['/files/public/g1.png', '/files/public/g2.png'],
      tag_list_info: [],
      price: 68,
      has_discount: 1,
      discount_price: 40.8,
      discount_rate: 0.6,
      postage: 3,
      sales_num: 0,
      view_num: 11,
      purchase: 0,
      suggest_user: null,
      nofans: true,
      material: '',
      desc: '<p>详情</p>',
    });
    // The same visitor again within ten minutes is not a new view; another visitor is.
    expect((await t.call('GET', `/api/goods/${paid.id}`)).data.goods.view_num).toBe(11);
    const other = { headers: { 'x-forwarded-for': '203.0.113.9', 'user-agent': 'another browser' } };
    expect((await t.call('GET', `/api/goods/${paid.id}`, other)).data.goods.view_num).toBe(12);
  });

  it('gives the file only to members with rights, as a link that expires', async () => {
    const stranger = await memberWithToken(t);
    expect(
      (await t.call('GET', `/api/goods/${paid.id}`, { token: stranger.token })).data.goods.material,
    ).toBe('');
    const buyer = await memberWithToken(t);
    await grant(t, buyer.id, ProductType.goods, paid.id);
    const res = await t.call('GET', `/api/goods/${paid.id}`, { token: buyer.token });
    expect(res.data.goods.purchase).toBe(1);
    const link = res.data.goods.material as string;
    expect(link).toMatch(/^\/files\/tests\/materials\/paid\.zip\?expires=\d+&sig=[0-9a-f]{64}/);
    expect((await t.app.inject({ method: 'GET', url: link })).body).toBe('paid material');
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 601_000);
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(403);
  });

  it('gives a free material to any member, never to guests, and nothing when there is no file', async () => {
    const member = await memberWithToken(t);
    expect(
      (await t.call('GET', `/api/goods/${free.id}`, { token: member.token })).data.goods.material,
    ).toMatch(/sig=/);
    expect((await t.call('GET', `/api/goods/${free.id}`)).data.goods.material).toBe('');
    const noFile = await insertGoods(t, cateId!, { price: '0', cover: '/files/public/only-cover.png' });
    const res = await t.call('GET', `/api/goods/${noFile.id}`, { token: member.token });
    expect(res.data.goods).toMatchObject({ material: '', images: ['/files/public/only-cover.png'] });
  });

  it('recommends up to 6 other visible materials of the same category first, then the newest others', async () => {
    const [root] = await categoryChain(t, 'goods', ['推荐测试']);
    const subject = await insertGoods(t, root!, { createdAt: minutesAgo(50) });
    const siblings = [];
    for (let i = 0; i < 3; i++) siblings.push(await insertGoods(t, root!, { createdAt: minutesAgo(40 + i) }));
    await insertGoods(t, root!, { review: 'draft', createdAt: minutesAgo(1) });
    const newestElsewhere = [];
    // Newer than anything else in the file; the last one inserted is the newest.
    for (let i = 0; i < 4; i++)
      newestElsewhere.push(await insertGoods(t, otherCate!, { createdAt: minutesAgo(-100 - i) }));
    const res = await t.call('GET', `/api/goods/${subject.id}`);
    const ids = res.data.recommends.map((r: { id: number }) => r.id);
    expect(ids).toEqual([
      ...siblings.map((s) => s.id),
      ...newestElsewhere
        .reverse()
        .slice(0, 3)
        .map((s) => s.id),
    ]);
    expect(res.data.recommends[0]).toEqual({
      id: siblings[0]!.id,
      name: siblings[0]!.name,
      cover: '/files/public/g.png',
      price: 0,
    });
    const paidRecommend = (await t.call('GET', `/api/goods/${free.id}`)).data.recommends.find(
      (r: { id: number }) => r.id === paid.id,
    );
    expect(paidRecommend.price).toBe(40.8);
  });

  it('answers 4004 for a material the public may not see', async () => {
    const hidden = await insertGoods(t, cateId!, { review: 'pending' });
    expect(await t.call('GET', `/api/goods/${hidden.id}`)).toMatchObject({
      code: 4004,
      msg: '素材不存在或已下架',
    });
  });
});
