import { ProductType } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { follows } from '../community/schema.ts';
import { pluginIntroImages, plugins, pluginVersions, taggings, tags } from './schema.ts';
import { categoryChain, grant, insertPlugin, memberWithToken } from './testing.ts';

let t: TestApp;
let cateId: number;
let paid: typeof plugins.$inferSelect;
let free: typeof plugins.$inferSelect;
let recommender: Awaited<ReturnType<typeof memberWithToken>>;

/** Stores a private file and adds it as a version row of the plugin. */
async function addVersion(
  pluginId: number,
  type: 'package' | 'manual' | 'other',
  sort: number,
  body: string,
) {
  const key = `tests/plugins/${pluginId}/${type}-${sort}.zip`;
  await t.ctx.services.storage.put(key, Buffer.from(body), { contentType: 'application/zip' });
  await t.ctx.db.insert(pluginVersions).values({
    pluginId,
    type,
    name: `${type} ${sort}`,
    versionCode: type === 'other' ? '' : `${sort}.0.0`,
    platform: type === 'package' ? 'Windows' : '',
    fileKey: key,
    sort,
  });
}

beforeAll(async () => {
  t = await startTestApp();
  [cateId] = await categoryChain(t, 'plug', ['插件详情测试']);
  recommender = await memberWithToken(t, '推荐人');
  paid = await insertPlugin(t, cateId!, {
    price: '29.00',
    hasDiscount: true,
    discountPrice: '14.50',
    discountRate: '0.50',
    giveIntegral: '2.00',
    intro: '<p>付费插件</p>',
    author: '作者乙',
    userId: recommender.id,
    suggestUserId: recommender.id,
    repeatBuy: 1,
    webLink: 'https://example.com/intro',
    webLinkPrice: '5.00',
    salesNum: 3,
  });
  free = await insertPlugin(t, cateId!, { price: '0', intro: '<p>免费插件</p>' });
  for (const p of [paid, free]) {
    await addVersion(p.id, 'package', 1, `old package of ${p.id}`);
    await addVersion(p.id, 'package', 2, `new package of ${p.id}`);
    await addVersion(p.id, 'manual', 1, `manual of ${p.id}`);
    await addVersion(p.id, 'other', 1, `case of ${p.id}`);
  }
  await t.ctx.db.insert(pluginIntroImages).values([
    { pluginId: paid.id, image: '/files/public/intro-2.png', sort: 2 },
    { pluginId: paid.id, image: '/files/public/intro-1.png', sort: 1 },
  ]);
  const [tag] = await t.ctx.db.insert(tags).values({ tag: '详情标签' }).returning();
  await t.ctx.db.insert(taggings).values({ tagId: tag!.id, targetType: 'plug', targetId: paid.id });
}, 120_000);
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

type Detail = { download: boolean; detail: { type: string; download_link?: string }[] };
const links = (data: Detail) => data.detail.map((d) => d.download_link);

describe('GET /api/plug/:id', () => {
  it('answers every field of the plugin page', async () => {
    const res = await t.call('GET', `/api/plug/${paid.id}`);
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      id: paid.id,
      name: paid.name,
      intro: '<p>付费插件</p>',
      intros: [{ images: '/files/public/intro-1.png' }, { images: '/files/public/intro-2.png' }],
      tag_list_info: [{ id: expect.any(Number), tag: '详情标签' }],
      cate: { name: '插件详情测试' },
      author: '作者乙',
      price: 29,
      has_discount: 1,
      discount_price: 14.5,
      discount_rate: 0.5,
      give_integral: 2,
      sales_num: 3,
      purchase: 0,
      repeat_buy: 1,
      web_link: 'https://example.com/intro',
      web_link_price: 5,
      web_link_purchase: 0,
      suggest_user: { id: recommender.id, name: '推荐人', avatar: '' },
      nofans: true,
      user_id: recommender.id,
      download: false,
      download_package: 0,
      download_manual: 0,
      download_case: 0,
    });
    // Packages newest version first, then the manual and the cases; times in China time.
    expect(
      res.data.detail.map((d: { type: string; version_code: string }) => [d.type, d.version_code]),
    ).toEqual([
      ['package', '2.0.0'],
      ['package', '1.0.0'],
      ['manual', '1.0.0'],
      ['other', ''],
    ]);
    expect(res.data.detail[0].time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('gives a guest and a member without rights no download links', async () => {
    const guest = await t.call('GET', `/api/plug/${paid.id}`);
    expect(guest.data.download).toBe(false);
    expect(links(guest.data)).toEqual([undefined, undefined, undefined, undefined]);
    const member = await memberWithToken(t);
    const stranger = await t.call('GET', `/api/plug/${paid.id}`, { token: member.token });
    expect(stranger.data.download).toBe(false);
    expect(JSON.stringify(stranger.data)).not.toContain('sig=');
    const freeAsGuest = await t.call('GET', `/api/plug/${free.id}`);
    expect(freeAsGuest.data.download).toBe(false);
    expect(links(freeAsGuest.data)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('gives an entitled member signed links that work through /files and stop after 10 minutes', async () => {
    const member = await memberWithToken(t);
    await grant(t, member.id, ProductType.plug, paid.id);
    const res = await t.call('GET', `/api/plug/${paid.id}`, { token: member.token });
    expect(res.data).toMatchObject({ download: true, purchase: 1, web_link_purchase: 0 });
    const link = res.data.detail[0].download_link as string;
    expect(link).toMatch(/^\/files\/tests\/plugins\/\d+\/package-2\.zip\?expires=\d+&sig=[0-9a-f]{64}&name=/);
    const download = await t.app.inject({ method: 'GET', url: link });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(`new package of ${paid.id}`);
    expect(download.headers['content-disposition']).toContain('attachment');
    // The same link without its signature, or once expired, is refused.
    expect((await t.app.inject({ method: 'GET', url: link.split('?')[0]! })).statusCode).toBe(403);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 601_000);
    const expired = await t.app.inject({ method: 'GET', url: link });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ code: 4003, msg: '下载链接已失效' });
  });

  it('lets any signed-in member download a free plugin', async () => {
    const member = await memberWithToken(t);
    const res = await t.call('GET', `/api/plug/${free.id}`, { token: member.token });
    expect(res.data).toMatchObject({ download: true, purchase: 0 });
    for (const link of links(res.data)) expect(link).toMatch(/sig=[0-9a-f]{64}/);
    const download = await t.app.inject({ method: 'GET', url: res.data.detail[2].download_link });
    expect(download.body).toBe(`manual of ${free.id}`);
  });

  it('answers web_link_purchase from the web_link entitlement', async () => {
    const member = await memberWithToken(t);
    await grant(t, member.id, ProductType.plug, paid.id, 'web_link');
    const res = await t.call('GET', `/api/plug/${paid.id}`, { token: member.token });
    expect(res.data).toMatchObject({ purchase: 0, web_link_purchase: 1, download: false });
  });

  it('answers nofans per viewer: guests true, followers false, the recommender themself false', async () => {
    const fan = await memberWithToken(t);
    await t.ctx.db.insert(follows).values({ followerId: fan.id, followeeId: recommender.id });
    expect((await t.call('GET', `/api/plug/${paid.id}`, { token: fan.token })).data.nofans).toBe(false);
    expect((await t.call('GET', `/api/plug/${paid.id}`, { token: recommender.token })).data.nofans).toBe(
      false,
    );
    const other = await memberWithToken(t);
    expect((await t.call('GET', `/api/plug/${paid.id}`, { token: other.token })).data.nofans).toBe(true);
  });

  it('links to the neighbouring visible plugins by id, null at the ends', async () => {
    const a = await insertPlugin(t, cateId!);
    await insertPlugin(t, cateId!, { review: 'pending' });
    const b = await insertPlugin(t, cateId!);
    const first = (await t.call('GET', `/api/plug/${a.id}`)).data;
    const last = (await t.call('GET', `/api/plug/${b.id}`)).data;
    expect(first.next_id).toBe(b.id);
    expect(last).toMatchObject({ prev_id: a.id, next_id: null });
    const lowest = (await t.ctx.db.select({ id: plugins.id }).from(plugins).orderBy(plugins.id).limit(1))[0]!;
    expect((await t.call('GET', `/api/plug/${lowest.id}`)).data.prev_id).toBeNull();
  });

  it('answers 4004 for a plugin the public may not see', async () => {
    const hidden = await insertPlugin(t, cateId!, { review: 'rejected' });
    for (const id of [hidden.id, 2_000_000_000])
      expect(await t.call('GET', `/api/plug/${id}`)).toMatchObject({ code: 4004, msg: '插件不存在或已下架' });
  });
});

describe('POST /api/plug/:id/count', () => {
  const counts = async (id: number) =>
    (
      await t.ctx.db
        .select({ p: plugins.downloadPackage, m: plugins.downloadManual, c: plugins.downloadCase })
        .from(plugins)
        .where(eq(plugins.id, id))
    )[0]!;

  it('asks guests to sign in and refuses members without rights', async () => {
    const before = await counts(paid.id);
    expect(
      await t.call('POST', `/api/plug/${paid.id}/count`, { body: { field: 'download_package' } }),
    ).toMatchObject({
      code: 4001,
    });
    const member = await memberWithToken(t);
    expect(
      await t.call('POST', `/api/plug/${paid.id}/count`, {
        body: { field: 'download_package' },
        token: member.token,
      }),
    ).toMatchObject({ code: 4003, msg: '暂无权限' });
    expect(await counts(paid.id)).toEqual(before);
  });

  it('counts exactly the named field, once per call, also under concurrent calls', async () => {
    const member = await memberWithToken(t);
    await grant(t, member.id, ProductType.plug, paid.id);
    const before = await counts(paid.id);
    const call = (field: string) =>
      t.call('POST', `/api/plug/${paid.id}/count`, { body: { field }, token: member.token });
    expect(await call('download_manual')).toMatchObject({ code: 200, data: { count: before.m + 1 } });
    await Promise.all([1, 2, 3, 4, 5].map(() => call('download_case')));
    expect(await counts(paid.id)).toEqual({ p: before.p, m: before.m + 1, c: before.c + 5 });
    expect((await t.call('GET', `/api/plug/${paid.id}`)).data).toMatchObject({
      download_manual: before.m + 1,
      download_case: before.c + 5,
    });
  });

  it('counts a free plugin for any member, refuses unknown fields and hidden plugins in Chinese', async () => {
    const member = await memberWithToken(t);
    const before = await counts(free.id);
    expect(
      await t.call('POST', `/api/plug/${free.id}/count`, {
        body: { field: 'download_package' },
        token: member.token,
      }),
    ).toMatchObject({ code: 200, data: { count: before.p + 1 } });
    const unknown = await t.call('POST', `/api/plug/${free.id}/count`, {
      body: { field: 'view_num' },
      token: member.token,
    });
    expect(unknown).toMatchObject({ code: 4022, msg: '下载类型错误，应为安装包、使用手册或案例' });
    const hidden = await insertPlugin(t, cateId!, { review: 'draft', price: '0' });
    expect(
      await t.call('POST', `/api/plug/${hidden.id}/count`, {
        body: { field: 'download_case' },
        token: member.token,
      }),
    ).toMatchObject({ code: 4004 });
    expect(await counts(free.id)).toEqual({ ...before, p: before.p + 1 });
  });
});
