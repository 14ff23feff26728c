import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { galleryLikes, galleryWorks } from '../catalogue/schema.ts';
import { aiMember, galleryCategory } from './testing.ts';

/**
 * Gallery pages and likes. On PostgreSQL (TEST_DATABASE_URL) the parallel toggles truly overlap on a pool
 * of connections; on PGlite they queue on its single connection. Both must end consistent.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const gallery = (body: unknown, token?: string) => t.call('POST', '/api/ai/gallery', { body, token });
const like = (id: unknown, token?: string) => t.call('POST', '/api/ai/gallery/like', { body: { id }, token });

async function likers(workId: number) {
  const [likes] = await t.ctx.db
    .select({ n: count() })
    .from(galleryLikes)
    .where(eq(galleryLikes.workId, workId));
  const [work] = await t.ctx.db
    .select({ likeCount: galleryWorks.likeCount })
    .from(galleryWorks)
    .where(eq(galleryWorks.id, workId));
  return { rows: likes!.n, likeCount: work!.likeCount };
}

describe('POST /api/ai/gallery', () => {
  it('answers the categories, the total and a page (offset = page index), newest first', async () => {
    const { cateId, ids } = await galleryCategory(t, 12);
    const first = await gallery({ limit: 10, offset: 0, cate_id: cateId });
    expect(first.code).toBe(200);
    expect(first.data.cates).toContainEqual({ id: cateId, name: expect.any(String) });
    expect(first.data.total).toBe(12);
    expect(first.data.list.map((w: { id: number }) => w.id)).toEqual(ids.slice(0, 10));
    expect(first.data.list[0]).toEqual({
      id: ids[0],
      title: '测试作品 0',
      desc: '作品说明 0',
      cover: '/files/public/w0.png',
      images: ['/files/public/w0.png', '/files/public/w0-2.png'],
      like: false,
      like_count: 0,
      author: { name: '测试作者', avatar: '/files/public/a.png' },
      cate_id: cateId,
      time: '2031-01-01 08:00:00',
    });
    const second = await gallery({ limit: 10, offset: 1, cate_id: cateId });
    expect(second.data.list.map((w: { id: number }) => w.id)).toEqual(ids.slice(10));
  });

  it('uses page size 10 and all categories without a body, and accepts numeric strings', async () => {
    await galleryCategory(t, 11);
    const all = await t.call('POST', '/api/ai/gallery');
    expect(all.code).toBe(200);
    expect(all.data.list).toHaveLength(10);
    expect(all.data.total).toBeGreaterThanOrEqual(11);
    const { cateId } = await galleryCategory(t, 1);
    expect((await gallery({ cate_id: String(cateId), offset: '0' })).data.total).toBe(1);
  });

  it('refuses bad paging and categories with a Chinese message', async () => {
    for (const body of [{ offset: -1 }, { limit: 0 }, { limit: 500 }, { cate_id: 'x' }, { cate_id: 1.5 }]) {
      const res = await gallery(body);
      expect(res.code, JSON.stringify(body)).toBe(4022);
      expect(res.msg).toMatch(/参数错误/);
    }
  });
});

describe('POST /api/ai/gallery/like', () => {
  it('toggles: like, then unlike; the count is the number of likers and the list shows the flag', async () => {
    const { cateId, ids } = await galleryCategory(t, 1);
    const a = await aiMember(t);
    const b = await aiMember(t);
    expect(await like(ids[0], a.token)).toMatchObject({
      code: 200,
      msg: '点赞成功',
      data: { like: true, like_count: 1 },
    });
    expect((await like(ids[0], b.token)).data).toEqual({ like: true, like_count: 2 });
    const seenByA = await gallery({ cate_id: cateId }, a.token);
    expect(seenByA.data.list[0]).toMatchObject({ like: true, like_count: 2 });
    expect((await gallery({ cate_id: cateId })).data.list[0]).toMatchObject({ like: false, like_count: 2 });
    expect(await like(ids[0], a.token)).toMatchObject({
      code: 200,
      msg: '已取消点赞',
      data: { like: false, like_count: 1 },
    });
    expect(await likers(ids[0]!)).toEqual({ rows: 1, likeCount: 1 });
  });

  it('ends consistent after 20 parallel toggles of one member (even: not liked; count = likers)', async () => {
    const { ids } = await galleryCategory(t, 1);
    const member = await aiMember(t);
    const other = await aiMember(t);
    await like(ids[0], other.token);
    const answers = await Promise.all(Array.from({ length: 20 }, () => like(ids[0], member.token)));
    expect(answers.every((a) => a.code === 200)).toBe(true);
    // Serialised on the work's row: the answers alternate like/unlike, each count 1 or 2, never more.
    expect(answers.filter((a) => a.data.like).length).toBe(10);
    expect(answers.every((a) => a.data.like_count === (a.data.like ? 2 : 1))).toBe(true);
    expect(await likers(ids[0]!)).toEqual({ rows: 1, likeCount: 1 });
    const [mine] = await t.ctx.db
      .select({ n: count() })
      .from(galleryLikes)
      .where(and(eq(galleryLikes.workId, ids[0]!), eq(galleryLikes.userId, member.id)));
    expect(mine!.n).toBe(0);
  });

  it('keeps the count equal to the likers when 20 members like one work at the same moment', async () => {
    const { ids } = await galleryCategory(t, 1);
    const members = await Promise.all(Array.from({ length: 20 }, () => aiMember(t)));
    const answers = await Promise.all(members.map((m) => like(ids[0], m.token)));
    expect(answers.every((a) => a.code === 200 && a.data.like)).toBe(true);
    expect(answers.map((a) => a.data.like_count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(await likers(ids[0]!)).toEqual({ rows: 20, likeCount: 20 });
  });

  it('tells a guest to log in (4001) and refuses unknown or bad ids, writing nothing', async () => {
    const { ids } = await galleryCategory(t, 1);
    expect((await like(ids[0])).code).toBe(4001);
    const member = await aiMember(t);
    expect(await like(999_999, member.token)).toMatchObject({ code: 4004, msg: '作品不存在' });
    for (const bad of [0, -1, 'abc', null, 1.5]) {
      const res = await like(bad, member.token);
      expect(res.code, String(bad)).toBe(4022);
      expect(res.msg).toBe('作品不存在');
    }
    expect(await likers(ids[0]!)).toEqual({ rows: 0, likeCount: 0 });
  });
});
