import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/harness.ts';
import { categoryChain, insertNews } from '../../catalogue/testing.ts';
import { news } from '../../catalogue/schema.ts';
import { auditRowsFor, multipartBody, staffTokens, startContentTestApp } from '../testing.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof staffTokens>>;
let cateId: number;
beforeAll(async () => {
  let categoryIds: number[];
  ({ t, tokens, categoryIds } = await startContentTestApp('news', ['后台资讯分类']));
  cateId = categoryIds[0]!;
}, 120_000);
afterAll(() => t.close());

const editor = (method: string, url: string, body?: unknown) =>
  t.call(method, url, { token: tokens.editor, body });
const draft = (over: Record<string, unknown> = {}) => ({
  title: '参数化设计周报',
  cate_id: cateId,
  description: '本周要闻',
  author: '编辑部',
  images: '',
  content: '<p>正文<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
  published: false,
  ...over,
});
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('site content: news', () => {
  it('an editor creates a draft (body sanitised), publishes it, and a guest then reads it', async () => {
    const created = await editor('POST', '/api/admin/news', draft());
    expect(created).toMatchObject({ code: 200, msg: '已保存', data: { published: false, cate_id: cateId } });
    const id = created.data.id as number;
    expect(created.data.content).not.toMatch(/script|onerror/);
    expect(created.data.content).toContain('正文');

    expect((await t.call('GET', `/api/news/${id}`)).code).not.toBe(200);
    const listed = await t.call('GET', `/api/news?cate_id=${cateId}`);
    expect(listed.data.newest).toBeNull();

    const published = await editor('POST', `/api/admin/news/${id}/publish`, { published: true });
    expect(published).toMatchObject({ code: 200, msg: '已发布', data: { published: true } });
    expect(await t.call('GET', `/api/news/${id}`)).toMatchObject({
      code: 200,
      data: { title: '参数化设计周报' },
    });

    const rows = await auditRowsFor(t, 'news', id);
    expect(rows.map((r) => r.action)).toEqual(['news.publish', 'news.create']);
    expect(rows[0]).toMatchObject({ before: { published: false }, after: { published: true } });
  });

  it('edits, lists with search and status, takes down and deletes (with its audit rows)', async () => {
    const row = await insertNews(t, cateId, { title: '旧标题资讯', content: '<p>旧</p>' });
    const edited = await editor(
      'POST',
      `/api/admin/news/${row.id}`,
      draft({ title: '新标题资讯', published: true }),
    );
    expect(edited).toMatchObject({ code: 200, data: { title: '新标题资讯', published: true } });
    const found = await editor(
      'GET',
      `/api/admin/news?keywords=${encodeURIComponent('新标题')}&status=published`,
    );
    expect(found.data.list.map((n: { id: number }) => n.id)).toEqual([row.id]);

    const searchIds = async () => {
      const url = `/api/search?type=news&keywords=${encodeURIComponent('新标题资讯')}`;
      return ((await t.call('GET', url)).data.lists as { id: number }[]).map((n) => n.id);
    };
    expect(await searchIds()).toContain(row.id);
    expect((await editor('POST', `/api/admin/news/${row.id}/publish`, { published: false })).msg).toBe(
      '已下线',
    );
    expect((await t.call('GET', `/api/news/${row.id}`)).code).not.toBe(200);
    expect(await searchIds()).not.toContain(row.id);

    expect(await editor('POST', `/api/admin/news/${row.id}/delete`)).toMatchObject({
      code: 200,
      msg: '已删除',
    });
    expect(await t.ctx.db.select().from(news).where(eq(news.id, row.id))).toEqual([]);
    const rows = await auditRowsFor(t, 'news', row.id);
    expect(rows.map((r) => r.action)).toEqual(['news.delete', 'news.unpublish', 'news.update']);
    expect(rows[0]!.before).toMatchObject({ title: '新标题资讯' });
    expect(rows[2]).toMatchObject({ before: { title: '旧标题资讯' }, after: { title: '新标题资讯' } });
    expect((await editor('POST', `/api/admin/news/${row.id}/delete`)).msg).toBe('资讯不存在或已删除');
  });

  it('bad input gets a Chinese message and changes nothing', async () => {
    const row = await insertNews(t, cateId, { title: '不变的资讯' });
    const [other] = await categoryChain(t, 'course', ['课程分类不是资讯分类']);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, '请输入资讯标题'],
      [{ title: '长'.repeat(151) }, '标题不能超过 150 个字符'],
      [{ cate_id: other }, '资讯分类不存在'],
      [{ content: '<script>x</script>' }, '请输入资讯正文'],
      [{ images: 'https://evil.example/x.png' }, '封面图片地址无效，请重新上传'],
      [{ images: '/files/public/../private/secret.pdf' }, '封面图片地址无效，请重新上传'],
    ];
    for (const [over, msg] of cases) {
      const answer = await editor('POST', `/api/admin/news/${row.id}`, draft(over));
      expect(answer, msg).toMatchObject({ code: 4022, msg });
    }
    const [after] = await t.ctx.db.select().from(news).where(eq(news.id, row.id));
    expect(after!.title).toBe('不变的资讯');
    expect(await auditRowsFor(t, 'news', row.id)).toEqual([]);
    expect((await editor('GET', '/api/admin/news/999999')).msg).toBe('资讯不存在或已删除');
  });

  it('stores a cover through the storage interface, checked by content; the public file is served', async () => {
    const form = multipartBody({}, { file: { name: 'cover.png', type: 'image/png', content: PNG } });
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/admin/site/images',
      headers: { authorization: `Bearer ${tokens.editor}`, 'content-type': form.contentType },
      payload: form.payload,
    });
    const url = up.json().data.url as string;
    expect(url).toMatch(/^\/files\/public\/site\/\d{6}\/[\w-]+\.png$/);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const saved = await editor('POST', '/api/admin/news', draft({ images: url }));
    expect(saved.data.images).toBe(url);

    const fake = multipartBody(
      {},
      { file: { name: 'x.png', type: 'image/png', content: Buffer.from('<svg/>') } },
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/site/images',
      headers: { authorization: `Bearer ${tokens.editor}`, 'content-type': fake.contentType },
      payload: fake.payload,
    });
    expect(refused.json()).toMatchObject({ code: 4022, msg: '图片仅支持 JPG、PNG 格式' });
  });

  it('finance and reviewers are refused, guests must sign in', async () => {
    for (const role of ['finance', 'reviewer'] as const)
      expect((await t.call('POST', '/api/admin/news', { token: tokens[role], body: draft() })).code).toBe(
        4003,
      );
    expect((await t.call('GET', '/api/admin/news')).code).toBe(4001);
    expect((await t.call('GET', '/api/admin/news', { token: tokens.admin })).code).toBe(200);
  });
});

describe('site content: home banners', () => {
  it('an editor reorders, switches off and adds slides; the public call shows the enabled ones in order', async () => {
    const before = await editor('GET', '/api/admin/home-banners');
    const banners = [
      {
        title: '新轮播',
        image: '/files/public/site/202601/new.png',
        link: '/ai/render',
        enabled: true,
        video: '/files/public/demo/banners/home-loop.mp4',
      },
      {
        title: '关闭的',
        image: '/files/public/site/202601/off.png',
        link: 'https://example.com/a',
        enabled: false,
      },
      ...before.data,
    ];
    const saved = await editor('POST', '/api/admin/home-banners', { banners });
    expect(saved).toMatchObject({ code: 200, msg: '已保存' });
    expect(saved.data).toHaveLength(banners.length);

    const publicBanners = await t.call('GET', '/api/home/banners');
    expect(publicBanners.data[0]).toEqual({
      title: '新轮播',
      image: '/files/public/site/202601/new.png',
      link: '/ai/render',
      // The slogan banner's loop stays with its slide through the editor's save.
      video: '/files/public/demo/banners/home-loop.mp4',
    });
    expect(publicBanners.data.map((b: { title: string }) => b.title)).not.toContain('关闭的');

    const [row] = await auditRowsFor(t, 'home', 'home_banners');
    expect(row).toMatchObject({ action: 'home.banners', before: before.data });
    expect((row!.after as unknown[]).length).toBe(banners.length);
  });

  it('refuses bad slides with a Chinese message and keeps the saved set', async () => {
    const saved = (await editor('GET', '/api/admin/home-banners')).data;
    const good = { title: '好', image: '/files/public/site/x.png', link: '/course', enabled: true };
    const cases: [unknown[], string][] = [
      [[{ ...good, title: '' }], '请输入轮播图标题'],
      [[{ ...good, image: 'javascript:alert(1)' }], '请上传轮播图图片'],
      [[{ ...good, link: 'javascript:alert(1)' }], '链接需以 / 开头（站内）或以 http(s):// 开头'],
      [[{ ...good, link: '//evil.example' }], '链接需以 / 开头（站内）或以 http(s):// 开头'],
      [Array.from({ length: 11 }, () => good), '轮播图最多 10 张'],
      [[{ ...good, video: 'https://evil.example/x.mp4' }], '请求格式错误'],
    ];
    for (const [banners, msg] of cases)
      expect(await editor('POST', '/api/admin/home-banners', { banners }), msg).toMatchObject({
        code: 4022,
        msg,
      });
    expect((await editor('GET', '/api/admin/home-banners')).data).toEqual(saved);
    expect((await t.call('GET', '/api/admin/home-banners', { token: tokens.finance })).code).toBe(4003);
  });
});
