import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { users } from '../../kernel/members/index.ts';
import { commentReplies, comments } from './schema.ts';
import { insertCourse, insertGoods, memberWithToken } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const commentCount = async () => (await t.ctx.db.select({ id: comments.id }).from(comments)).length;

describe('POST /api/comments', () => {
  it('posts on a course by default and answers the comment with msg 评论成功', async () => {
    const member = await memberWithToken(t, '小明');
    const course = await insertCourse(t);
    const res = await t.call('POST', '/api/comments', {
      token: member.token,
      body: { content: '  讲得很清楚  ', target_id: course.id },
    });
    expect(res).toMatchObject({ status: 200, code: 200, msg: '评论成功' });
    expect(res.data).toEqual({
      id: expect.any(Number),
      content: '讲得很清楚',
      created_at: expect.stringMatching(DATE),
      target_id: course.id,
      target_type: 'course',
      user: { id: member.id, name: '小明', avatar: member.avatar },
      reply: [],
    });
  });

  it('posts on a material with target_type goods', async () => {
    const member = await memberWithToken(t);
    const item = await insertGoods(t);
    const res = await t.call('POST', '/api/comments', {
      token: member.token,
      body: { content: '素材很好用', target_id: item.id, target_type: 'goods' },
    });
    expect(res.data).toMatchObject({ target_type: 'goods', target_id: item.id });
  });

  it('stores HTML as typed (clients escape it) and drops control characters', async () => {
    const member = await memberWithToken(t);
    const course = await insertCourse(t);
    const res = await t.call('POST', '/api/comments', {
      token: member.token,
      body: { content: '<script>alert(1)</script>\u0000 a&b\n第二行', target_id: course.id },
    });
    expect(res.data.content).toBe('<script>alert(1)</script> a&b\n第二行');
  });

  it('refuses guests with 4001', async () => {
    const course = await insertCourse(t);
    const before = await commentCount();
    expect(
      await t.call('POST', '/api/comments', { body: { content: '你好', target_id: course.id } }),
    ).toMatchObject({
      code: 4001,
    });
    expect(await commentCount()).toBe(before);
  });

  it.each([
    ['empty', '', '评论不能为空'],
    ['blank', ' \n\t ', '评论不能为空'],
    ['501 characters', '字'.repeat(501), '评论内容不能超过 500 个字'],
    ['not a string', 12, '评论不能为空'],
  ])('refuses %s content', async (_label, content, msg) => {
    const member = await memberWithToken(t);
    const course = await insertCourse(t);
    const before = await commentCount();
    const res = await t.call('POST', '/api/comments', {
      token: member.token,
      body: { content, target_id: course.id },
    });
    expect(res).toMatchObject({ code: 4022, msg });
    expect(await commentCount()).toBe(before);
  });

  it('accepts exactly 500 characters, counting an emoji or CJK character once', async () => {
    const member = await memberWithToken(t);
    const course = await insertCourse(t);
    const content = '😀'.repeat(250) + '好'.repeat(250);
    const res = await t.call('POST', '/api/comments', {
      token: member.token,
      body: { content, target_id: course.id },
    });
    expect(res).toMatchObject({ code: 200 });
    expect([...res.data.content]).toHaveLength(500);
  });

  it('refuses missing, hidden and unknown targets with 4004, and an unknown target_type', async () => {
    const member = await memberWithToken(t);
    const draft = await insertCourse(t, { visible: false });
    const course = await insertCourse(t);
    const before = await commentCount();
    const post = (body: object) =>
      t.call('POST', '/api/comments', { token: member.token, body: { content: '看看', ...body } });
    expect(await post({ target_id: draft.id })).toMatchObject({
      code: 4004,
      msg: '评论的内容不存在或已下架',
    });
    expect(await post({ target_id: 2_000_000_000 })).toMatchObject({ code: 4004 });
    // A course id is not a material id.
    expect(await post({ target_id: course.id, target_type: 'goods' })).toMatchObject({ code: 4004 });
    expect(await post({ target_id: course.id, target_type: 'plug' })).toMatchObject({
      code: 4022,
      msg: '评论对象类型错误',
    });
    expect(await post({})).toMatchObject({ code: 4022 });
    expect(await commentCount()).toBe(before);
  });
});

describe('GET /api/comments', () => {
  it('lists newest first with replies oldest first, total and paging (offset = page − 1)', async () => {
    const author = await memberWithToken(t, '作者');
    const replier = await memberWithToken(t, '回复者');
    const course = await insertCourse(t);
    const base = Date.now() - 3_600_000;
    const rows = await t.ctx.db
      .insert(comments)
      .values(
        [0, 1, 2].map((i) => ({
          userId: author.id,
          targetType: 'course' as const,
          targetId: course.id,
          content: `评论${i}`,
          createdAt: new Date(base + i * 60_000),
        })),
      )
      .returning();
    await t.ctx.db.insert(commentReplies).values([
      { commentId: rows[2]!.id, userId: replier.id, content: '后回复', createdAt: new Date(base + 600_000) },
      { commentId: rows[2]!.id, userId: author.id, content: '先回复', createdAt: new Date(base + 300_000) },
    ]);

    const first = await t.call('GET', `/api/comments?target_id=${course.id}`);
    expect(first).toMatchObject({ code: 200, data: { total: 3 } });
    expect(first.data.comments.map((c: any) => c.content)).toEqual(['评论2', '评论1', '评论0']);
    expect(first.data.comments[0].reply).toEqual([
      {
        id: expect.any(Number),
        user: { id: author.id, name: '作者', avatar: author.avatar },
        reply_user: { id: author.id, name: '作者' },
        content: '先回复',
        created_at: expect.stringMatching(DATE),
      },
      {
        id: expect.any(Number),
        user: { id: replier.id, name: '回复者', avatar: replier.avatar },
        reply_user: { id: author.id, name: '作者' },
        content: '后回复',
        created_at: expect.stringMatching(DATE),
      },
    ]);

    const page2 = await t.call(
      'GET',
      `/api/comments?target_id=${course.id}&target_type=course&limit=2&offset=1`,
    );
    expect(page2.data.comments.map((c: any) => c.content)).toEqual(['评论0']);
    expect(page2.data.total).toBe(3);
    // 'task' is the message list's name for courses; accepted as the same thing.
    expect((await t.call('GET', `/api/comments?target_id=${course.id}&target_type=task`)).data.total).toBe(3);
  });

  it('a 000 course-page client (target_id only) gets every comment, up to 200; the rest by paging', async () => {
    // 000 §7: "GET /api/comments?target_id={courseId} → data.comments (course page)" — no paging.
    const author = await memberWithToken(t, '常评者');
    const course = await insertCourse(t);
    const base = Date.now() - 86_400_000;
    const insert = (from: number, n: number) =>
      t.ctx.db.insert(comments).values(
        Array.from({ length: n }, (_, i) => ({
          userId: author.id,
          targetType: 'course' as const,
          targetId: course.id,
          content: `第${from + i}条`,
          createdAt: new Date(base + (from + i) * 1000),
        })),
      );
    await insert(0, 40);
    const shown = async () =>
      (await t.call('GET', `/api/comments?target_id=${course.id}`)).data.comments.map(
        (c: { content: string }) => c.content,
      );
    const forty = await shown();
    expect(forty).toHaveLength(40);
    expect([forty[0], forty[39]]).toEqual(['第39条', '第0条']);

    await insert(40, 165);
    const answer = await t.call('GET', `/api/comments?target_id=${course.id}`);
    expect(answer.data.total).toBe(205);
    expect(answer.data.comments).toHaveLength(200);
    expect(answer.data.comments[199].content).toBe('第5条');
    const rest = await t.call('GET', `/api/comments?target_id=${course.id}&limit=100&offset=2`);
    expect(rest.data.comments.map((c: { content: string }) => c.content)).toEqual([
      '第4条',
      '第3条',
      '第2条',
      '第1条',
      '第0条',
    ]);
    expect(await t.call('GET', `/api/comments?target_id=${course.id}&limit=201`)).toMatchObject({
      code: 4022,
      msg: '分页参数错误',
    });
  });

  it('keeps course and material comments apart', async () => {
    const member = await memberWithToken(t);
    const item = await insertGoods(t);
    await t.call('POST', '/api/comments', {
      token: member.token,
      body: { content: '素材评论', target_id: item.id, target_type: 'goods' },
    });
    const res = await t.call('GET', `/api/comments?target_id=${item.id}&target_type=goods&limit=15&offset=0`);
    expect(res.data.total).toBe(1);
    expect(res.data.comments[0]).toMatchObject({
      content: '素材评论',
      target_type: 'goods',
      target_id: item.id,
    });
  });

  it("shows a commenter who no longer exists as '匿名'", async () => {
    const gone = await memberWithToken(t, '将注销');
    const replier = await memberWithToken(t, '留下的人');
    const course = await insertCourse(t);
    const [comment] = await t.ctx.db
      .insert(comments)
      .values({ userId: gone.id, targetType: 'course', targetId: course.id, content: '旧评论' })
      .returning();
    await t.ctx.db
      .insert(commentReplies)
      .values({ commentId: comment!.id, userId: replier.id, content: '回复旧评论' });
    await t.ctx.db.delete(users).where(eq(users.id, gone.id));
    const res = await t.call('GET', `/api/comments?target_id=${course.id}`);
    expect(res.data.comments[0]).toMatchObject({
      content: '旧评论',
      user: { id: null, name: '匿名', avatar: '' },
      reply: [{ content: '回复旧评论', user: { name: '留下的人' }, reply_user: { id: null, name: '匿名' } }],
    });
  });

  it('answers 4004 for a hidden or unknown item, 4022 for bad paging', async () => {
    const draft = await insertGoods(t, { visible: false });
    expect(await t.call('GET', `/api/comments?target_id=${draft.id}&target_type=goods`)).toMatchObject({
      code: 4004,
    });
    expect(await t.call('GET', '/api/comments?target_id=2000000000')).toMatchObject({ code: 4004 });
    expect(await t.call('GET', '/api/comments?target_id=1&limit=0')).toMatchObject({
      code: 4022,
      msg: '分页参数错误',
    });
    expect(await t.call('GET', '/api/comments')).toMatchObject({ code: 4022 });
  });
});
