import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { users } from '../../kernel/members/index.ts';
import { courses, news, taggings, tags } from './schema.ts';
import { categoryChain, insertCourse, insertGoods, insertPlugin, memberWithToken } from './testing.ts';
import { publiclyVisible } from '../../kernel/visibility/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { demoData: true });
}, 120_000);
afterAll(() => t.close());

type Hit = { id: number; type: string; name: string; intro: string; images: string };
const search = (query: string) => t.call('GET', `/api/search?${query}`);
const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ');

/** Independent oracle: visible courses whose name, intro, author or a tag name holds every term. */
async function expectedCourseIds(terms: string[]): Promise<Set<number>> {
  const rows = await t.ctx.db.select().from(courses).where(publiclyVisible(courses));
  const tagRows = await t.ctx.db
    .select({ id: taggings.targetId, tag: tags.tag })
    .from(taggings)
    .innerJoin(tags, eq(tags.id, taggings.tagId))
    .where(eq(taggings.targetType, 'course'));
  const ids = new Set<number>();
  for (const c of rows) {
    const texts = [
      c.name,
      stripTags(c.intro),
      c.author,
      ...tagRows.filter((r) => r.id === c.id).map((r) => r.tag),
    ];
    if (terms.every((term) => texts.some((text) => text.toLowerCase().includes(term.toLowerCase()))))
      ids.add(c.id);
  }
  return ids;
}

describe('GET /api/search', () => {
  it('finds courses by a Chinese keyword in names, intros, authors and tags', async () => {
    const expected = await expectedCourseIds(['幕墙']);
    expect(expected.size).toBeGreaterThan(5);
    const res = await search(`keywords=${encodeURIComponent('幕墙')}&limit=100`);
    expect(res.code).toBe(200);
    expect(res.data.count).toBe(expected.size);
    expect(new Set(res.data.lists.map((h: Hit) => h.id))).toEqual(expected);
    expect(res.data.keywords).toEqual(['幕墙']);
    // Names that hold the term come first.
    const named = res.data.lists.map((h: Hit) => h.name.includes('幕墙'));
    expect(named).toEqual([...named].sort((a: boolean, b: boolean) => Number(b) - Number(a)));
    for (const hit of res.data.lists as Hit[]) {
      expect(hit.type).toBe('course');
      expect(hit.intro).not.toMatch(/[<>]/);
      expect([...hit.intro].length).toBeLessThanOrEqual(150);
    }
  });

  it('requires every space-separated term, and answers the terms for highlighting', async () => {
    const expected = await expectedCourseIds(['参数化', '幕墙']);
    const res = await search(`keywords=${encodeURIComponent(' 参数化  幕墙 ')}&limit=100`);
    expect(res.data.keywords).toEqual(['参数化', '幕墙']);
    expect(new Set(res.data.lists.map((h: Hit) => h.id))).toEqual(expected);
    expect(res.data.count).toBe(expected.size);
    expect(expected.size).toBeLessThan((await expectedCourseIds(['幕墙'])).size);
  });

  it('counts a match found by its text and one found by its tag once each, for one term or more', async () => {
    const [cate] = await categoryChain(t, 'course', ['搜索标签计数']);
    const [tag] = await t.ctx.db.insert(tags).values({ tag: '标签独有词' }).returning();
    const byText = await insertCourse(t, cate!, { name: '标签独有词 在名称里 乙词' });
    const byTag = await insertCourse(t, cate!, { name: '只有标签 乙词' });
    const byBoth = await insertCourse(t, cate!, { name: '标签独有词 又有标签' });
    await t.ctx.db
      .insert(taggings)
      .values(
        [byTag, byBoth].map((c) => ({ tagId: tag!.id, targetType: 'course' as const, targetId: c.id })),
      );
    const one = await search(`keywords=${encodeURIComponent('标签独有词')}`);
    expect(one.data.count).toBe(3);
    expect(new Set(one.data.lists.map((h: Hit) => h.id))).toEqual(new Set([byText.id, byTag.id, byBoth.id]));
    // One term in the tag, the other in the name; the row with the tag but without '乙词' is no match.
    const two = await search(`keywords=${encodeURIComponent('标签独有词 乙词')}`);
    expect(two.data.count).toBe(2);
    expect(new Set(two.data.lists.map((h: Hit) => h.id))).toEqual(new Set([byText.id, byTag.id]));
  });

  it('answers each type on its tab, and totalAll as the sum over the five types', async () => {
    const q = `keywords=${encodeURIComponent('幕墙')}`;
    const counts: Record<string, number> = {};
    for (const type of ['course', 'plug', 'goods', 'users', 'news']) {
      const res = await search(`${q}&type=${type}&limit=100`);
      expect(res.code).toBe(200);
      counts[type] = res.data.count;
      expect(res.data.lists).toHaveLength(Math.min(100, res.data.count));
      for (const hit of res.data.lists as Hit[]) expect(hit.type).toBe(type);
    }
    expect(counts.plug).toBeGreaterThan(0);
    expect(counts.goods).toBeGreaterThan(0);
    expect(counts.news).toBeGreaterThan(0);
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    expect((await search(q)).data).toMatchObject({ count: counts.course, totalAll: total });
  });

  it('pages with offset as the page number (10 per page by default)', async () => {
    const q = `keywords=${encodeURIComponent('幕墙')}`;
    const all = (await search(`${q}&limit=100`)).data.lists.map((h: Hit) => h.id);
    expect((await search(q)).data.lists.map((h: Hit) => h.id)).toEqual(all.slice(0, 10));
    expect((await search(`${q}&limit=3&offset=2`)).data.lists.map((h: Hit) => h.id)).toEqual(all.slice(6, 9));
  });

  it('finds items carrying a tag, per type', async () => {
    const [tag] = await t.ctx.db.select().from(tags).where(eq(tags.tag, '幕墙'));
    const tagged = await t.ctx.db
      .select({ id: taggings.targetId })
      .from(taggings)
      .where(and(eq(taggings.tagId, tag!.id), eq(taggings.targetType, 'news')));
    const res = await search(`tag=${tag!.id}&type=news&limit=100`);
    expect(res.data.keywords).toEqual([]);
    expect(new Set(res.data.lists.map((h: Hit) => h.id))).toEqual(new Set(tagged.map((r) => r.id)));
    expect(res.data.count).toBe(tagged.length);
    expect((await search(`tag=${tag!.id}&type=users`)).data).toMatchObject({ lists: [], count: 0 });
    const newsRows = await t.ctx.db.select({ id: news.id }).from(news);
    expect(newsRows.length).toBeGreaterThan(tagged.length);
  });

  it('lists as users only members who published something', async () => {
    const teacher = await search(`keywords=${encodeURIComponent('赵幕墙')}&type=users`);
    expect(teacher.data.lists).toEqual([
      {
        id: expect.any(Number),
        type: 'users',
        name: '赵幕墙',
        intro: expect.any(String),
        images: expect.stringMatching(/^\/files\//),
        price: null,
        author: null,
        learners: null,
      },
    ]);
    const [member] = await t.ctx.db.select().from(users).where(eq(users.name, '设计小白'));
    expect(member).toBeTruthy();
    expect((await search(`keywords=${encodeURIComponent('设计小白')}&type=users`)).data.count).toBe(0);
    const quiet = await memberWithToken(t, '搜索无作品');
    expect((await search(`keywords=${encodeURIComponent(quiet.name)}&type=users`)).data.count).toBe(0);
    const [cate] = await categoryChain(t, 'course', ['搜索用户测试']);
    await insertCourse(t, cate!, { name: '新作者的课', userId: quiet.id });
    expect((await search(`keywords=${encodeURIComponent(quiet.name)}&type=users`)).data.count).toBe(1);
  });

  it('shows each hit’s own summary (never headings run together), its price or 0 for free, author and learners', async () => {
    const [courseCate] = await categoryChain(t, 'course', ['搜索摘要课程']);
    const [plugCate] = await categoryChain(t, 'plug', ['搜索摘要插件']);
    const [goodsCate] = await categoryChain(t, 'goods', ['搜索摘要素材']);
    const intro = '<h3>课程简介</h3><p>第一段<b>正文</b>。</p><h3>你将学到</h3><ul><li>要点</li></ul>';
    const withSummary = await insertCourse(t, courseCate!, {
      name: '摘要检索词 课程甲',
      explain: '用三个项目讲透幕墙嵌板的划分。',
      intro,
      author: '林参数',
      num: 321,
      price: '99.00',
      hasDiscount: true,
      discountPrice: '59.90',
    });
    const noSummary = await insertCourse(t, courseCate!, { name: '摘要检索词 课程乙', intro, price: '0.00' });
    const plugin = await insertPlugin(t, plugCate!, {
      name: '摘要检索词 插件',
      explain: '一键划分曲面嵌板。',
      intro,
      author: '王工',
      salesNum: 12,
      price: '19.00',
    });
    const material = await insertGoods(t, goodsCate!, {
      name: '摘要检索词 素材',
      desc: '<h3>素材说明</h3><p>24 种开启扇模型。</p><p>另一段。</p>',
      salesNum: 7,
      price: '5.00',
    });
    const hits = async (type: string) =>
      (await search(`keywords=${encodeURIComponent('摘要检索词')}&type=${type}`)).data.lists as Hit[];
    const courseHits = await hits('course');
    expect(courseHits.find((h) => h.id === withSummary.id)).toMatchObject({
      intro: '用三个项目讲透幕墙嵌板的划分。',
      price: 59.9,
      author: '林参数',
      learners: 321,
    });
    expect(courseHits.find((h) => h.id === noSummary.id)).toMatchObject({
      intro: '第一段 正文 。',
      price: 0,
    });
    expect((await hits('plug'))[0]).toMatchObject({
      id: plugin.id,
      intro: '一键划分曲面嵌板。',
      price: 19,
      author: '王工',
      learners: 12,
    });
    expect((await hits('goods'))[0]).toMatchObject({
      id: material.id,
      intro: '24 种开启扇模型。',
      price: 5,
      learners: 7,
    });
  });

  it('never finds hidden items, and matches % literally', async () => {
    const [cate] = await categoryChain(t, 'course', ['搜索可见性']);
    const shown = await insertCourse(t, cate!, { name: '独一无二可见词 100%' });
    for (const review of ['draft', 'pending', 'rejected'] as const)
      await insertCourse(t, cate!, { name: '独一无二可见词 隐藏', review });
    const res = await search(`keywords=${encodeURIComponent('独一无二可见词')}`);
    expect(res.data.lists.map((h: Hit) => h.id)).toEqual([shown.id]);
    expect(res.data.totalAll).toBe(1);
    expect(
      (await search(`keywords=${encodeURIComponent('100%')}`)).data.lists.map((h: Hit) => h.id),
    ).toContain(shown.id);
    expect((await search(`keywords=${encodeURIComponent('%')}`)).data.lists.map((h: Hit) => h.id)).toEqual([
      shown.id,
    ]);
  });

  it('answers an empty search with nothing, and refuses bad parameters in Chinese', async () => {
    expect((await search('')).data).toEqual({ lists: [], count: 0, totalAll: 0, keywords: [] });
    expect((await search('keywords=%20%20')).data).toMatchObject({ count: 0, totalAll: 0 });
    expect(await search('keywords=a&type=video')).toMatchObject({ code: 4022, msg: '搜索类型错误' });
    expect(await search(`keywords=${'长'.repeat(51)}`)).toMatchObject({
      code: 4022,
      msg: '搜索关键词不能超过 50 个字符',
    });
    expect(await search('tag=abc')).toMatchObject({ code: 4022, msg: '标签参数错误' });
  });
});
