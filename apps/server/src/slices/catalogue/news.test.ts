import { PageSize } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { news, taggings, tags } from './schema.ts';
import { categoryChain, insertNews, minutesAgo } from './testing.ts';

let t: TestApp;
let cateId: number;
/** Four articles newer than all demo news, newest first. */
let mine: { id: number; title: string }[];

beforeAll(async () => {
  t = await startTestApp({}, { demoData: true });
  [cateId] = await categoryChain(t, 'news', ['测试新闻']);
  mine = [];
  for (let i = 0; i < 4; i++)
    mine.push(
      await insertNews(t, cateId!, {
        title: `测试新闻 ${i}`,
        description: `摘要 ${i}`,
        content: '<p>正文</p>',
        images: '/files/public/n.png',
        author: '编辑部',
        createdAt: minutesAgo(i),
      }),
    );
}, 120_000);
afterAll(() => t.close());

describe('GET /api/news', () => {
  it('features the newest article and pages all articles, the first page starting with it', async () => {
    const first = await t.call('GET', `/api/news?cate_id=${cateId}&limit=2`);
    expect(first.code).toBe(200);
    expect(first.data.newest).toEqual({
      id: mine[0]!.id,
      title: '测试新闻 0',
      description: '摘要 0',
      images: '/files/public/n.png',
      time: '2030-01-01 08:00:00',
      day: '01',
      year: '2030-01',
      author: '编辑部',
      cate: { name: '测试新闻' },
      content: '摘要 0',
    });
    expect(first.data.total).toBe(4);
    expect(first.data.news.map((n: { id: number }) => n.id)).toEqual([mine[0]!.id, mine[1]!.id]);
    expect(first.data.news[0]).toEqual(first.data.newest);
    const second = await t.call('GET', `/api/news?cate_id=${cateId}&limit=2&offset=1`);
    expect(second.data.news.map((n: { id: number }) => n.id)).toEqual([mine[2]!.id, mine[3]!.id]);
    expect(second.data.newest.id).toBe(mine[0]!.id);
  });

  it('answers without parameters and at /api/news/ (all categories, 9 per page)', async () => {
    for (const path of ['/api/news', '/api/news/']) {
      const res = await t.call('GET', path);
      expect(res.code).toBe(200);
      expect(res.data.newest.id).toBe(mine[0]!.id);
      expect(res.data.news).toHaveLength(PageSize.news);
      expect(res.data.news[0].id).toBe(mine[0]!.id);
      expect(res.data.total).toBeGreaterThan(20);
    }
  });

  it('a 000 client builds the home section from data.news: the newest article and its content are there', async () => {
    // 000 §7 "GET /api/news → data.news. Used for the home section"; §2.4 the list shows day, year, title, content.
    const home = (await t.call('GET', '/api/news')).data.news as Record<string, string>[];
    const shown = home.slice(0, 5).map((n) => `${n.day} ${n.year} ${n.title} ${n.content}`);
    expect(shown[0]).toBe('01 2030-01 测试新闻 0 摘要 0');
    expect(shown[3]).toBe('01 2030-01 测试新闻 3 摘要 3');
  });

  it('content of an article without a summary is its body as plain text, at most 150 characters', async () => {
    const [own] = await categoryChain(t, 'news', ['无摘要']);
    await insertNews(t, own!, {
      title: '无摘要',
      description: '',
      content: `<h2>标题&amp;副题</h2><p>${'字'.repeat(200)}</p>`,
    });
    const [item] = (await t.call('GET', `/api/news?cate_id=${own}`)).data.news;
    expect(item.content).toBe(`标题&副题 ${'字'.repeat(144)}`);
    const detail = await t.call('GET', `/api/news/${item.id}`);
    expect(detail.data.content).toBe(`<h2>标题&amp;副题</h2><p>${'字'.repeat(200)}</p>`);
  });

  it('answers an empty category with no newest and no items', async () => {
    const [empty] = await categoryChain(t, 'news', ['空分类']);
    expect((await t.call('GET', `/api/news?cate_id=${empty}`)).data).toEqual({
      news: [],
      total: 0,
      newest: null,
    });
  });

  it('lists the news categories in order', async () => {
    const res = await t.call('GET', '/api/news/cate');
    expect(res.data[0]).toEqual({ id: expect.any(Number), name: '行业资讯' });
    const names = res.data.map((c: { name: string }) => c.name);
    expect(names.indexOf('测试新闻')).toBeGreaterThan(names.indexOf('行业资讯'));
    expect(res.data.find((c: { id: number }) => c.id === cateId)).toEqual({ id: cateId, name: '测试新闻' });
  });
});

describe('GET /api/news/:id', () => {
  it('answers the article with tags and prev (older) / next (newer) across all news', async () => {
    const [tag] = await t.ctx.db.insert(tags).values({ tag: '新闻标签' }).returning();
    await t.ctx.db.insert(taggings).values({ tagId: tag!.id, targetType: 'news', targetId: mine[1]!.id });
    const res = await t.call('GET', `/api/news/${mine[1]!.id}`);
    expect(res.data).toMatchObject({
      id: mine[1]!.id,
      title: '测试新闻 1',
      content: '<p>正文</p>',
      cate: { name: '测试新闻' },
      tag_list_info: [{ id: tag!.id, tag: '新闻标签' }],
      prev: { id: mine[2]!.id, title: '测试新闻 2' },
      next: { id: mine[0]!.id, title: '测试新闻 0' },
    });
    expect((await t.call('GET', `/api/news/${mine[0]!.id}`)).data.next).toBeNull();
    // The oldest of mine continues into the demo news (which are all older).
    const older = (await t.call('GET', `/api/news/${mine[3]!.id}`)).data.prev;
    expect(older).not.toBeNull();
    expect(mine.map((m) => m.id)).not.toContain(older.id);
  });

  it('breaks ties of the same publication time by id', async () => {
    const at = minutesAgo(-500);
    const a = await insertNews(t, cateId!, { createdAt: at });
    const b = await insertNews(t, cateId!, { createdAt: at });
    expect((await t.call('GET', `/api/news/${a.id}`)).data.next).toEqual({ id: b.id, title: b.title });
    expect((await t.call('GET', `/api/news/${b.id}`)).data.prev).toEqual({ id: a.id, title: a.title });
  });

  it('counts one view per visitor within ten minutes and answers 4004 for a missing article', async () => {
    const viewNum = async () =>
      (await t.ctx.db.select({ v: news.viewNum }).from(news).where(eq(news.id, mine[2]!.id)))[0]!.v;
    const before = await viewNum();
    const visitor = (ip: string) => ({ headers: { 'x-forwarded-for': ip, 'user-agent': 'news reader' } });
    await t.call('GET', `/api/news/${mine[2]!.id}`, visitor('198.51.100.1'));
    await t.call('GET', `/api/news/${mine[2]!.id}`, visitor('198.51.100.1'));
    expect(await viewNum()).toBe(before + 1);
    await t.call('GET', `/api/news/${mine[2]!.id}`, visitor('198.51.100.2'));
    expect(await viewNum()).toBe(before + 2);
    expect(await t.call('GET', '/api/news/2000000000')).toMatchObject({ code: 4004, msg: '新闻不存在' });
    expect(await t.call('GET', '/api/news/abc')).toMatchObject({ code: 4022, msg: '新闻不存在' });
  });
});
