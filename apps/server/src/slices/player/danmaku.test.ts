import { ProductType } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { grant, memberWithToken } from '../catalogue/testing.ts';
import { courseWithLessons } from '../learning/testing.ts';
import { danmaku } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const path = (taskId: number) => `/api/player/lessons/${taskId}/danmaku`;
const comment = (extra: Record<string, unknown> = {}) => ({
  text: '讲得好',
  mode: 1,
  stime: 3000,
  size: 25,
  color: 0xffffff,
  ...extra,
});
const send = (taskId: number, token: string | undefined, body: unknown = comment()) =>
  t.call('POST', path(taskId), { body, token });
const read = (taskId: number, token?: string) => t.call('GET', path(taskId), { token });
const stored = async (taskId: number) => t.ctx.db.select().from(danmaku).where(eq(danmaku.taskId, taskId));

/** A course with its lessons, a member holding it and one who does not. */
async function setUp() {
  const lessons = await courseWithLessons(t);
  const [holder, stranger] = [await memberWithToken(t, '弹幕学员'), await memberWithToken(t, '路人')];
  await grant(t, holder.id, ProductType.course, lessons.course.id);
  return { ...lessons, holder, stranger };
}

describe('viewer comments follow the rights of playback', () => {
  it('lets anyone read a free preview and only members send to it', async () => {
    const { tasks, stranger } = await setUp();
    expect(await read(tasks.preview.id)).toMatchObject({ code: 200, data: { list: [] } });
    expect((await send(tasks.preview.id, undefined)).code).toBe(4001);
    const sent = await send(tasks.preview.id, stranger.token);
    expect(sent).toMatchObject({ code: 200, msg: '弹幕已发送', data: { text: '讲得好', author: '路人' } });
    expect((await read(tasks.preview.id)).data.list).toHaveLength(1);
  });

  it('refuses a lesson of a course the viewer does not hold, and changes nothing', async () => {
    const { tasks, holder, stranger } = await setUp();
    expect(await read(tasks.normal.id)).toMatchObject({ code: 4003, msg: '无权观看该课时' });
    expect(await read(tasks.normal.id, stranger.token)).toMatchObject({
      code: 4003,
      msg: '请将课程加入学习课程中观看！',
    });
    expect(await send(tasks.normal.id, stranger.token)).toMatchObject({
      code: 4003,
      msg: '请将课程加入学习课程中观看！',
    });
    expect(await stored(tasks.normal.id)).toHaveLength(0);
    expect((await send(tasks.normal.id, holder.token)).code).toBe(200);
    expect((await read(tasks.normal.id, holder.token)).data.list).toHaveLength(1);
  });

  it('refuses locked lessons even to holders, and unknown or unpublished lessons', async () => {
    const { tasks, holder } = await setUp();
    for (const locked of [tasks.locked.id, tasks.inLockedChapter.id]) {
      expect(await send(locked, holder.token)).toMatchObject({
        code: 4003,
        msg: '视频暂不支持在线播放，请联系相关客服人员！',
      });
      expect((await read(locked, holder.token)).code).toBe(4003);
    }
    expect((await read(2_000_000_000, holder.token)).code).toBe(4004);
    const draft = await courseWithLessons(t, { review: 'draft' });
    expect((await read(draft.tasks.preview.id)).code).toBe(4004);
    expect((await send(draft.tasks.preview.id, holder.token)).code).toBe(4004);
    expect((await read(0)).code).toBe(4022);
  });

  it('answers every stored field, in video-time order, to a second member', async () => {
    const { course, tasks, holder } = await setUp();
    const other = await memberWithToken(t, '第二位');
    await grant(t, other.id, ProductType.course, course.id);
    await send(
      tasks.normal.id,
      holder.token,
      comment({ text: '后面', stime: 9000, mode: 5, size: 36, color: 0xfe0302 }),
    );
    await send(tasks.normal.id, holder.token, comment({ text: '前面', stime: 1000, mode: 4, size: 16 }));
    const { data } = await read(tasks.normal.id, other.token);
    expect(data.list.map((item: { text: string }) => item.text)).toEqual(['前面', '后面']);
    expect(data.list[1]).toEqual({
      dbid: expect.any(Number),
      mode: 5,
      text: '后面',
      stime: 9000,
      size: 36,
      color: 0xfe0302,
      author: '弹幕学员',
      date: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
  });
});

describe('what a comment may be', () => {
  it('cleans the text: invisible characters dropped, spaces collapsed, < > made full-width', async () => {
    const { tasks, holder } = await setUp();
    const { data } = await send(
      tasks.normal.id,
      holder.token,
      comment({ text: '  <img src=x onerror=alert(1)>\u202e好\u0000  看\u200b  ' }),
    );
    expect(data.text).toBe('＜img src=x onerror=alert(1)＞ 好 看');
    expect((await stored(tasks.normal.id))[0]!.text).toBe(data.text);
  });

  it('refuses empty, too long, and out-of-range comments with a clear message, storing nothing', async () => {
    const { tasks, holder } = await setUp();
    const refusals: [Record<string, unknown>, string][] = [
      [{ text: '   ' }, '请输入弹幕内容'],
      [{ text: '\u200b\u0007' }, '请输入弹幕内容'],
      [{ text: undefined }, '请输入弹幕内容'],
      [{ text: '长'.repeat(51) }, '弹幕最多 50 个字'],
      [{ text: '长'.repeat(201) }, '弹幕最多 50 个字'],
      [{ mode: 2 }, '弹幕模式错误'],
      [{ mode: '1' }, '弹幕模式错误'],
      [{ size: 20 }, '弹幕字号错误'],
      [{ color: -1 }, '弹幕颜色错误'],
      [{ color: 0x1000000 }, '弹幕颜色错误'],
      [{ stime: -1 }, '弹幕时间错误'],
      [{ stime: 1.5 }, '弹幕时间错误'],
    ];
    for (const [extra, msg] of refusals)
      expect(await send(tasks.normal.id, holder.token, comment(extra))).toMatchObject({ code: 4022, msg });
    expect(await stored(tasks.normal.id)).toHaveLength(0);
    // 50 characters is the limit, counted per character: emoji (2 UTF-16 units each) count once.
    expect((await send(tasks.normal.id, holder.token, comment({ text: '😀'.repeat(50) }))).code).toBe(200);
    for (const mode of [1, 4, 5, 6, 7, 8, 17])
      expect((await send(tasks.preview.id, (await memberWithToken(t)).token, comment({ mode }))).code).toBe(
        200,
      );
  });

  it('limits each member to 5 comments in 15 s; refused texts do not count, other members are not held up', async () => {
    const { tasks, holder, stranger } = await setUp();
    expect((await send(tasks.preview.id, holder.token, comment({ text: ' ' }))).code).toBe(4022);
    for (let n = 0; n < 5; n += 1)
      expect((await send(tasks.preview.id, holder.token, comment({ text: `第${n}条` }))).code).toBe(200);
    const refused = await send(tasks.preview.id, holder.token, comment({ text: '第6条' }));
    expect(refused.code).toBe(4029);
    expect(refused.msg).toMatch(/^弹幕发送太频繁，请 \d+ 秒后再试$/);
    expect((await send(tasks.preview.id, stranger.token)).code).toBe(200);
    expect(await stored(tasks.preview.id)).toHaveLength(6);
    await t.ctx.services.counters.reset(`danmaku:send:${holder.id}`); // as if 15 s had passed
    expect((await send(tasks.preview.id, holder.token)).code).toBe(200);
  });
});
