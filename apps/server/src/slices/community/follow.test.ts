import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { follows } from './schema.ts';
import { memberWithToken } from './testing.ts';

/** GET /api/userGuanzhu/:userId?type=1|2 (000 §4, §7, §8) and its effect on the fans card. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof memberWithToken>>;
const follow = (m: Member, userId: number | string, type: number | string = 1) =>
  t.call('GET', `/api/userGuanzhu/${userId}?type=${type}`, { token: m.token });
const rows = (followerId: number, followeeId: number) =>
  t.ctx.db
    .select()
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));

describe('follow and unfollow', () => {
  it('follows with 关注成功 and unfollows with 已取消关注, both idempotent, counts exact', async () => {
    const teacher = await memberWithToken(t, '老师');
    const fan = await memberWithToken(t, '粉丝');
    const other = await memberWithToken(t);
    expect((await follow(other, teacher.id)).data).toEqual({ isfans: true, fansNum: 1 });

    expect(await follow(fan, teacher.id)).toMatchObject({
      code: 200,
      msg: '关注成功',
      data: { isfans: true, fansNum: 2 },
    });
    expect(await follow(fan, teacher.id)).toMatchObject({
      code: 200,
      msg: '关注成功',
      data: { isfans: true, fansNum: 2 },
    });
    expect(await rows(fan.id, teacher.id)).toHaveLength(1);

    const info = await t.call('GET', `/api/getUserFansInfo/${teacher.id}`, { token: fan.token });
    expect(info.data).toMatchObject({ isfans: true, fansNum: 2, attentionNum: 0, isfansShow: true });
    expect((await t.call('GET', `/api/getUserFansInfo/${fan.id}`)).data).toMatchObject({
      fansNum: 0,
      attentionNum: 1,
    });

    expect(await follow(fan, teacher.id, 2)).toMatchObject({
      code: 200,
      msg: '已取消关注',
      data: { isfans: false, fansNum: 1 },
    });
    expect(await follow(fan, teacher.id, '2')).toMatchObject({
      code: 200,
      data: { isfans: false, fansNum: 1 },
    });
    expect(await rows(fan.id, teacher.id)).toHaveLength(0);
  });

  it('stays exact under parallel clicks', async () => {
    const teacher = await memberWithToken(t);
    const fans = await Promise.all(Array.from({ length: 5 }, () => memberWithToken(t)));
    // Every fan clicks 关注 four times at once.
    const answers = await Promise.all(
      fans.flatMap((f) => Array.from({ length: 4 }, () => follow(f, teacher.id))),
    );
    expect(answers.every((a) => a.code === 200 && a.data.isfans === true)).toBe(true);
    expect(Math.max(...answers.map((a) => a.data.fansNum))).toBe(5);
    expect((await t.call('GET', `/api/getUserFansInfo/${teacher.id}`)).data.fansNum).toBe(5);
    for (const f of fans) expect(await rows(f.id, teacher.id)).toHaveLength(1);

    // Then all of them unfollow twice at once.
    const off = await Promise.all(fans.flatMap((f) => [follow(f, teacher.id, 2), follow(f, teacher.id, 2)]));
    expect(off.every((a) => a.code === 200 && a.data.isfans === false)).toBe(true);
    expect(Math.min(...off.map((a) => a.data.fansNum))).toBe(0);
    expect((await t.call('GET', `/api/getUserFansInfo/${teacher.id}`)).data.fansNum).toBe(0);
  });

  it('refuses following oneself, unknown members, guests and bad types, changing nothing', async () => {
    const me = await memberWithToken(t);
    const teacher = await memberWithToken(t);
    expect(await follow(me, me.id)).toMatchObject({ status: 200, code: 4009, msg: '不能关注自己' });
    expect(await rows(me.id, me.id)).toHaveLength(0);
    expect(await follow(me, 2_000_000_000)).toMatchObject({ code: 4004, msg: '用户不存在' });
    expect(await t.call('GET', `/api/userGuanzhu/${teacher.id}?type=1`)).toMatchObject({ code: 4001 });
    expect(await follow(me, teacher.id, 3)).toMatchObject({ code: 4022, msg: '关注类型错误' });
    expect(await t.call('GET', `/api/userGuanzhu/${teacher.id}`, { token: me.token })).toMatchObject({
      code: 4022,
      msg: '关注类型错误',
    });
    expect(await follow(me, 'abc')).toMatchObject({ code: 4022, msg: '用户不存在' });
    expect(await rows(me.id, teacher.id)).toHaveLength(0);
  });
});
