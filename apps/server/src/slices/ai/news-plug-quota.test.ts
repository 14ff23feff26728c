import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { users } from '../../kernel/members/index.ts';
import { readDailyUsage, takeFreeUse } from './daily-usage.ts';
import { aiNews, aiPlug, aiPlugFiles } from './schema.ts';
import { aiMember, insertAiNews } from './testing.ts';
import { DEFAULT_VIP_SETTINGS } from './vip-settings.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const news = (body: unknown) => t.call('POST', '/api/ai/news', { body });
const at = (iso: string) => new Date(iso);

describe('AI news', () => {
  const ids: number[] = [];
  beforeAll(async () => {
    // Newest first: 知识, 资讯, 知识, 资讯, 知识 (the 3rd carries the keyword).
    for (let i = 0; i < 5; i++) {
      const row = await insertAiNews(t, {
        cate: i % 2 === 0 ? 1 : 2,
        title: i === 2 ? '幕墙提示词技巧' : `第 ${i} 篇`,
        description: `摘要 ${i}`,
        images: `/files/public/n${i}.png`,
        author: '编辑',
        content: '<p>正文</p><script>alert(1)</script>',
        createdAt: new Date(Date.UTC(2031, 0, 1) - i * 3_600_000),
      });
      ids.push(row.id);
    }
  });

  it('pages all articles 4 at a time, newest first, with the total', async () => {
    const first = await news({ offset: 0 });
    expect(first.code).toBe(200);
    expect(first.data.total).toBe(5);
    expect(first.data.list.map((n: { id: number }) => n.id)).toEqual(ids.slice(0, 4));
    expect(first.data.list[0]).toEqual({
      id: ids[0],
      cate: 1,
      images: '/files/public/n0.png',
      title: '第 0 篇',
      content: '摘要 0',
      author: '编辑',
      time: '2031-01-01 08:00:00',
    });
    expect((await news({ offset: 1 })).data.list.map((n: { id: number }) => n.id)).toEqual([ids[4]]);
  });

  it('filters by tab and by keywords (LIKE wildcards are literal)', async () => {
    expect((await news({ cate: 2 })).data.list.map((n: { id: number }) => n.id)).toEqual([ids[1], ids[3]]);
    const found = await news({ cate: 0, keywords: ' 提示词 ' });
    expect(found.data).toMatchObject({ total: 1, list: [{ id: ids[2] }] });
    expect((await news({ keywords: '%' })).data.total).toBe(0);
    expect((await news({ cate: 2, keywords: '提示词' })).data.total).toBe(0);
  });

  it('refuses bad tabs, paging and long keywords', async () => {
    for (const body of [
      { cate: 3 },
      { cate: -1 },
      { offset: -1 },
      { keywords: 'x'.repeat(51) },
      { limit: 'a' },
    ]) {
      expect((await news(body)).code, JSON.stringify(body)).toBe(4022);
    }
    expect((await news({ keywords: 'x'.repeat(51) })).msg).toBe('搜索关键词不能超过 50 个字符');
  });

  it('answers a detail with sanitised HTML, neighbours and related articles; 4004 for none', async () => {
    const res = await t.call('GET', `/api/ai/news/${ids[2]}`);
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      id: ids[2],
      title: '幕墙提示词技巧',
      author: '编辑',
      time: '2031-01-01 06:00:00',
      prev: { id: ids[1], title: '第 1 篇' },
      next: { id: ids[3], title: '第 3 篇' },
      cateList: [
        { id: ids[0], title: '第 0 篇' },
        { id: ids[4], title: '第 4 篇' },
      ],
    });
    expect(res.data.content).toContain('<p>正文</p>');
    expect(res.data.content).not.toContain('script');
    expect((await t.call('GET', `/api/ai/news/${ids[0]}`)).data.prev).toBeNull();
    expect((await t.call('GET', `/api/ai/news/${ids[4]}`)).data.next).toBeNull();
    expect(await t.call('GET', '/api/ai/news/99999')).toMatchObject({ code: 4004, msg: '资讯不存在' });
    expect((await t.call('GET', '/api/ai/news/abc')).code).toBe(4022);
  });

  it('finds the neighbours of an article whose time has microseconds (a JavaScript Date has only ms)', async () => {
    const row = await insertAiNews(t, {
      cate: 1,
      title: '微秒时间的资讯',
      description: '',
      images: '',
      author: '编辑',
      content: '<p>正文</p>',
    });
    await t.ctx.db.execute(
      sql`update ai_news set created_at = '2032-01-01 00:00:00.123456+00' where id = ${row.id}`,
    );
    const detail = (await t.call('GET', `/api/ai/news/${row.id}`)).data;
    expect(detail.prev).toBeNull();
    expect(detail.next).toEqual({ id: ids[0], title: '第 0 篇' });
    expect((await t.call('GET', `/api/ai/news/${ids[0]}`)).data.prev).toEqual({
      id: row.id,
      title: '微秒时间的资讯',
    });
    await t.ctx.db.delete(aiNews).where(eq(aiNews.id, row.id));
  });
});

describe('AI plugin', () => {
  beforeAll(async () => {
    await t.ctx.db.insert(aiPlug).values({ id: 1, images: '/files/public/cover.png', link: '' });
    await t.ctx.services.storage.put('ai/test/pkg.zip', Buffer.from('zip'), {
      contentType: 'application/zip',
    });
    await t.ctx.db.insert(aiPlugFiles).values([
      { type: 'package', versionCode: '1.0', platform: 'Windows', fileKey: 'ai/test/pkg.zip' },
      { type: 'manual', versionCode: '1.0', platform: '', fileKey: 'ai/test/pkg.zip' },
    ]);
  });

  it('gives links only to a VIP; others see the list without links and may not count downloads', async () => {
    const guest = await t.call('GET', '/api/ai/plug');
    expect(guest.data).toMatchObject({
      images: '/files/public/cover.png',
      download: false,
      download_package: 0,
    });
    expect(guest.data.detail).toHaveLength(2);
    expect(guest.data.detail.every((d: object) => !('download_link' in d))).toBe(true);
    const member = await aiMember(t);
    expect((await t.call('GET', '/api/ai/plug', { token: member.token })).data.download).toBe(false);
    const count = (token?: string, type = 'download_package') =>
      t.call('POST', '/api/ai/plug/download', { token, body: { type } });
    expect(await count(member.token)).toMatchObject({ code: 4003, msg: '暂无权限' });
    expect((await count()).code).toBe(4001);

    const vip = await aiMember(t);
    await t.ctx.db
      .update(users)
      .set({ vipEndtime: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, vip.id));
    const seen = await t.call('GET', '/api/ai/plug', { token: vip.token });
    expect(seen.data.download).toBe(true);
    const link: string = seen.data.detail[0].download_link;
    expect(link).toMatch(/^\/files\//);
    const file = await t.app.inject({ method: 'GET', url: link });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('zip');
    expect(await count(vip.token)).toMatchObject({ code: 200, data: { count: 1 } });
    expect(await count(vip.token, 'download_manual')).toMatchObject({ code: 200, data: { count: 1 } });
    expect((await count(vip.token, 'download_case')).code).toBe(4022);
    expect((await t.call('GET', '/api/ai/plug')).data).toMatchObject({
      download_package: 1,
      download_manual: 1,
    });

    await t.ctx.db
      .update(users)
      .set({ vipEndtime: new Date(Date.now() - 1000) })
      .where(eq(users.id, vip.id));
    expect((await t.call('GET', '/api/ai/plug', { token: vip.token })).data.download).toBe(false);
  });
});

describe('VIP status and balance as the public AI area reads them for a guest (002 §7, §8)', () => {
  it('a guest gets not-VIP, no free uses and a 0 balance — never 4001, which would send them to login', async () => {
    const vip = await t.call('GET', '/api/ai/vip');
    expect(vip).toMatchObject({ code: 200, data: { is_vip: false, free_chat: 0, free_img: 0 } });
    const balance = await t.call('GET', '/api/balance');
    expect(balance).toMatchObject({ code: 200, data: 0 });
    // The page's VIP line: no VIP data → '开通会员'; the balance is a number it can format.
    expect(vip.data.is_vip ? 'VIP' : '开通会员').toBe('开通会员');
    expect(typeof balance.data).toBe('number');
  });

  it('a bad token is a guest too on these two calls; a member still gets their own answer', async () => {
    expect((await t.call('GET', '/api/balance', { token: 'nonsense' })).data).toBe(0);
    const member = await aiMember(t, '3.00');
    expect((await t.call('GET', '/api/balance', { token: member.token })).data).toBe(3);
  });
});

describe('VIP status, quotas and balance', () => {
  it("answers is_vip and today's free uses from the daily counters", async () => {
    const member = await aiMember(t, '12.50');
    expect(await t.call('GET', '/api/balance', { token: member.token })).toMatchObject({
      code: 200,
      data: 12.5,
    });
    const status = () => t.call('GET', '/api/ai/vip', { token: member.token });
    expect((await status()).data).toEqual({
      is_vip: false,
      free_chat: DEFAULT_VIP_SETTINGS.free_chat,
      free_img: DEFAULT_VIP_SETTINGS.free_img,
    });
    expect(await takeFreeUse(t.ctx.db, member.id, 'img', DEFAULT_VIP_SETTINGS.free_img, new Date())).toBe(
      true,
    );
    expect((await status()).data).toMatchObject({
      free_img: DEFAULT_VIP_SETTINGS.free_img - 1,
      free_chat: 5,
    });
    await t.ctx.db.update(users).set({ vipPermanent: true }).where(eq(users.id, member.id));
    expect((await status()).data.is_vip).toBe(true);
  });

  it('never gives more free uses than the quota, even at the same moment', async () => {
    const member = await aiMember(t);
    const now = new Date();
    const taken = await Promise.all(
      Array.from({ length: 12 }, () => takeFreeUse(t.ctx.db, member.id, 'chat', 5, now)),
    );
    expect(taken.filter(Boolean)).toHaveLength(5);
    expect(await readDailyUsage(t.ctx.db, member.id, now)).toEqual({ chat: 5, img: 0 });
    expect(await takeFreeUse(t.ctx.db, member.id, 'img', 0, now)).toBe(false);
  });

  it('starts a new day at China midnight (16:00 UTC), not UTC midnight', async () => {
    const member = await aiMember(t);
    const late = at('2031-03-01T15:59:00Z'); // 23:59 in China, 1 March
    const early = at('2031-03-01T16:00:00Z'); // 00:00 in China, 2 March
    expect(await takeFreeUse(t.ctx.db, member.id, 'chat', 1, late)).toBe(true);
    expect(await takeFreeUse(t.ctx.db, member.id, 'chat', 1, at('2031-03-01T10:00:00Z'))).toBe(false);
    expect(await takeFreeUse(t.ctx.db, member.id, 'chat', 1, early)).toBe(true);
    expect(await readDailyUsage(t.ctx.db, member.id, early)).toEqual({ chat: 1, img: 0 });
  });
});
