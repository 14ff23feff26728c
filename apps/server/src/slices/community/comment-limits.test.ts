import { startOfChinaDay } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { commentReplies, comments } from './schema.ts';
import { insertCourse, insertGoods, memberWithToken } from './testing.ts';

/**
 * Daily limits (000 §5, §9) enforced by the server: per member, per China day, per kind of target;
 * comments and replies share one counter (a comment needs it below 10, a reply below 20).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof memberWithToken>>;

const comment = (m: Member, targetId: number, targetType: 'course' | 'goods' = 'course', content = '评论') =>
  t.call('POST', '/api/comments', {
    token: m.token,
    body: { content, target_id: targetId, target_type: targetType },
  });
const reply = (m: Member, commentId: number, content = '回复') =>
  t.call('POST', '/api/comments/reply', { token: m.token, body: { content, comment_id: commentId } });

async function commentsBy(userId: number) {
  return t.ctx.db.select().from(comments).where(eq(comments.userId, userId));
}
async function repliesBy(userId: number) {
  return t.ctx.db.select().from(commentReplies).where(eq(commentReplies.userId, userId));
}

/** Someone else's comment to reply to. */
async function commentToAnswer(targetType: 'course' | 'goods', targetId: number) {
  const other = await memberWithToken(t, '楼主');
  return (await comment(other, targetId, targetType)).data.id as number;
}

describe('comments a day', () => {
  it('refuses the 11th comment on courses through the API itself, changing nothing', async () => {
    const member = await memberWithToken(t);
    const [a, b] = [await insertCourse(t), await insertCourse(t)];
    for (let i = 0; i < 10; i++) expect((await comment(member, i % 2 ? a.id : b.id)).code).toBe(200);
    expect(await comment(member, a.id)).toMatchObject({
      status: 200,
      code: 4029,
      msg: '评论太过频繁',
      data: null,
    });
    expect(await commentsBy(member.id)).toHaveLength(10);
    // Materials keep their own counter.
    const item = await insertGoods(t);
    expect((await comment(member, item.id, 'goods')).code).toBe(200);
  });

  it('refuses the 11th comment on materials', async () => {
    const member = await memberWithToken(t);
    const item = await insertGoods(t);
    for (let i = 0; i < 10; i++) expect((await comment(member, item.id, 'goods')).code).toBe(200);
    expect(await comment(member, item.id, 'goods')).toMatchObject({ code: 4029, msg: '评论太过频繁' });
    expect(await commentsBy(member.id)).toHaveLength(10);
  });

  it('lets exactly 10 of 20 parallel comments through', async () => {
    const member = await memberWithToken(t);
    const course = await insertCourse(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => comment(member, course.id, 'course', `并发${i}`)),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.code === 4029)).toHaveLength(10);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await commentsBy(member.id)).toHaveLength(10);
  });

  it('resets at the start of the next China day', async () => {
    const member = await memberWithToken(t);
    const course = await insertCourse(t);
    const lastMomentOfYesterday = new Date(startOfChinaDay().getTime() - 1);
    await t.ctx.db.insert(comments).values(
      Array.from({ length: 10 }, () => ({
        userId: member.id,
        targetType: 'course' as const,
        targetId: course.id,
        content: '昨天的评论',
        createdAt: lastMomentOfYesterday,
      })),
    );
    expect((await comment(member, course.id)).code).toBe(200);
    // The first moment of today counts as today: 1 posted + 8 more = 9, the 10th passes, the 11th not.
    await t.ctx.db.insert(comments).values(
      Array.from({ length: 8 }, () => ({
        userId: member.id,
        targetType: 'course' as const,
        targetId: course.id,
        content: '今天零点的评论',
        createdAt: startOfChinaDay(),
      })),
    );
    expect((await comment(member, course.id)).code).toBe(200);
    expect(await comment(member, course.id)).toMatchObject({ code: 4029 });
  });
});

describe('replies a day', () => {
  it('refuses the 21st reply on courses, changing nothing', async () => {
    const member = await memberWithToken(t);
    const course = await insertCourse(t);
    const target = await commentToAnswer('course', course.id);
    for (let i = 0; i < 20; i++) expect((await reply(member, target, `回复${i}`)).code).toBe(200);
    expect(await reply(member, target)).toMatchObject({ code: 4029, msg: '回复太过频繁', data: null });
    expect(await repliesBy(member.id)).toHaveLength(20);
  });

  it('shares the counter with comments: after 10 replies no comment, after 10 comments 10 more replies', async () => {
    const replierFirst = await memberWithToken(t);
    const course = await insertCourse(t);
    const target = await commentToAnswer('course', course.id);
    for (let i = 0; i < 10; i++) expect((await reply(replierFirst, target)).code).toBe(200);
    expect(await comment(replierFirst, course.id)).toMatchObject({ code: 4029, msg: '评论太过频繁' });

    const commenterFirst = await memberWithToken(t);
    for (let i = 0; i < 10; i++) expect((await comment(commenterFirst, course.id)).code).toBe(200);
    for (let i = 0; i < 10; i++) expect((await reply(commenterFirst, target)).code).toBe(200);
    expect(await reply(commenterFirst, target)).toMatchObject({ code: 4029, msg: '回复太过频繁' });
  });

  it('lets exactly 20 of 30 parallel replies through', async () => {
    const member = await memberWithToken(t);
    const course = await insertCourse(t);
    const target = await commentToAnswer('course', course.id);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => reply(member, target, `并发${i}`)),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(20);
    expect(answers.filter((a) => a.code === 4029)).toHaveLength(10);
    expect(await repliesBy(member.id)).toHaveLength(20);
  });

  it("does not count yesterday's replies", async () => {
    const member = await memberWithToken(t);
    const course = await insertCourse(t);
    const target = await commentToAnswer('course', course.id);
    await t.ctx.db.insert(commentReplies).values(
      Array.from({ length: 20 }, () => ({
        commentId: target,
        userId: member.id,
        content: '昨天的回复',
        createdAt: new Date(startOfChinaDay().getTime() - 60_000),
      })),
    );
    expect((await reply(member, target)).code).toBe(200);
    const today = await t.ctx.db
      .select()
      .from(commentReplies)
      .where(and(eq(commentReplies.userId, member.id), eq(commentReplies.content, '回复')));
    expect(today).toHaveLength(1);
  });
});
