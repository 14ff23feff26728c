import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { commentReplies, comments } from './schema.ts';
import { insertCourse, insertGoods, memberWithToken } from './testing.ts';

/** Replies (000 §7) and the member's message list with wait_read (001 §2.12, §7). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof memberWithToken>>;
const comment = async (m: Member, targetId: number, targetType: 'course' | 'goods', content: string) =>
  (
    await t.call('POST', '/api/comments', {
      token: m.token,
      body: { content, target_id: targetId, target_type: targetType },
    })
  ).data;
const reply = (m: Member, commentId: number, content: string) =>
  t.call('POST', '/api/comments/reply', { token: m.token, body: { content, comment_id: commentId } });
const waitRead = async (m: Member) =>
  (await t.call('GET', '/api/user', { token: m.token })).data.wait_read as number;
const replyCount = async () => (await t.ctx.db.select({ id: commentReplies.id }).from(commentReplies)).length;

describe('POST /api/comments/reply', () => {
  it('answers the reply addressed to the comment author, msg 评论成功', async () => {
    const author = await memberWithToken(t, '楼主');
    const replier = await memberWithToken(t, '路人');
    const course = await insertCourse(t);
    const mine = await comment(author, course.id, 'course', '请问第三章的文件在哪');
    const res = await reply(replier, mine.id, '  在附件里 ');
    expect(res).toMatchObject({ code: 200, msg: '评论成功' });
    expect(res.data).toEqual({
      id: expect.any(Number),
      user: { id: replier.id, name: '路人', avatar: replier.avatar },
      reply_user: { id: author.id, name: '楼主' },
      content: '在附件里',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    const list = await t.call('GET', `/api/comments?target_id=${course.id}`);
    expect(list.data.comments[0].reply).toEqual([res.data]);
  });

  it('refuses guests, empty or long text, unknown comments and comments on hidden items', async () => {
    const author = await memberWithToken(t);
    const replier = await memberWithToken(t);
    const course = await insertCourse(t);
    const mine = await comment(author, course.id, 'course', '一条评论');
    const hidden = await insertCourse(t, { visible: false });
    const [onHidden] = await t.ctx.db
      .insert(comments)
      .values({ userId: author.id, targetType: 'course', targetId: hidden.id, content: '下架前的评论' })
      .returning();
    const before = await replyCount();
    expect(
      await t.call('POST', '/api/comments/reply', { body: { content: '你好', comment_id: mine.id } }),
    ).toMatchObject({ code: 4001 });
    expect(await reply(replier, mine.id, '   ')).toMatchObject({ code: 4022, msg: '回复不能为空' });
    expect(await reply(replier, mine.id, '长'.repeat(501))).toMatchObject({
      code: 4022,
      msg: '回复内容不能超过 500 个字',
    });
    expect(await reply(replier, 2_000_000_000, '你好')).toMatchObject({
      code: 4004,
      msg: '该评论不存在或已删除',
    });
    expect(await reply(replier, onHidden!.id, '你好')).toMatchObject({ code: 4004 });
    expect(await replyCount()).toBe(before);
  });
});

describe('GET /api/user/reply and wait_read', () => {
  it('lists replies by others to my comments, raises wait_read, and the first page marks them read', async () => {
    const me = await memberWithToken(t, '我');
    const other = await memberWithToken(t, '热心网友');
    const course = await insertCourse(t);
    const item = await insertGoods(t);
    const onCourse = await comment(me, course.id, 'course', '课程评论');
    const onGoods = await comment(me, item.id, 'goods', '素材评论');
    const theirs = await comment(other, course.id, 'course', '别人的评论');

    expect((await reply(other, onCourse.id, '回复课程评论')).code).toBe(200);
    expect((await reply(other, onGoods.id, '回复素材评论')).code).toBe(200);
    // Replying under my own comment, or to someone else, notifies nobody on my side.
    expect((await reply(me, onCourse.id, '我自己补充')).code).toBe(200);
    expect((await reply(me, theirs.id, '我回复别人')).code).toBe(200);

    expect(await waitRead(me)).toBe(2);
    expect(await waitRead(other)).toBe(1);

    // A later page does not count as opening the list.
    const page2 = await t.call('GET', '/api/user/reply?limit=1&offset=1', { token: me.token });
    expect(page2.data).toMatchObject({ total: 2, lists: [{ content: '回复课程评论', unread: true }] });
    expect(await waitRead(me)).toBe(2);

    const first = await t.call('GET', '/api/user/reply', { token: me.token });
    expect(first).toMatchObject({ code: 200, data: { total: 2 } });
    expect(first.data.lists).toEqual([
      {
        id: expect.any(Number),
        kind: 'reply',
        link: null,
        content: '回复素材评论',
        created_at: expect.any(String),
        unread: true,
        user: { id: other.id, name: '热心网友', avatar: other.avatar },
        comment: {
          id: onGoods.id,
          content: '素材评论',
          created_at: onGoods.created_at,
          target_type: 'goods',
          target_id: item.id,
        },
      },
      {
        id: expect.any(Number),
        kind: 'reply',
        link: null,
        content: '回复课程评论',
        created_at: expect.any(String),
        unread: true,
        user: { id: other.id, name: '热心网友', avatar: other.avatar },
        comment: {
          id: onCourse.id,
          content: '课程评论',
          created_at: onCourse.created_at,
          target_type: 'task',
          target_id: course.id,
        },
      },
    ]);
    expect(await waitRead(me)).toBe(0);
    const again = await t.call('GET', '/api/user/reply?limit=15&offset=0', { token: me.token });
    expect(again.data.lists.map((l: any) => l.unread)).toEqual([false, false]);
    // The other member's unread reply is untouched by my reading.
    expect(await waitRead(other)).toBe(1);

    expect((await reply(other, onCourse.id, '又一条')).code).toBe(200);
    expect(await waitRead(me)).toBe(1);
  });

  it('requires a session and valid paging', async () => {
    expect(await t.call('GET', '/api/user/reply')).toMatchObject({ code: 4001 });
    const me = await memberWithToken(t);
    expect(await t.call('GET', '/api/user/reply?offset=-1', { token: me.token })).toMatchObject({
      code: 4022,
      msg: '分页参数错误',
    });
    expect(await t.call('GET', '/api/user/reply', { token: me.token })).toMatchObject({
      code: 200,
      data: { lists: [], total: 0 },
    });
  });
});
