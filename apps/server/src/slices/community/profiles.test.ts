import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { follows } from './schema.ts';
import { insertCourse, insertGoods, insertPlugin, memberWithToken } from './testing.ts';

/** Public profiles: works tabs, fans list and following list (000 §2.14, §7). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe('POST /api/getUserFansListInfo/:kind', () => {
  it('lists the public works of each kind, newest first, 10 a page (page is 1-based)', async () => {
    const creator = await memberWithToken(t, '创作者');
    const someoneElse = await memberWithToken(t);
    for (let i = 0; i < 12; i++)
      await insertCourse(t, { userId: creator.id, name: `课程${i}`, createdAt: minutesAgo(100 - i) });
    await insertCourse(t, { userId: creator.id, name: '审核中的课程', visible: false });
    await insertCourse(t, { userId: someoneElse.id, name: '别人的课程' });
    const plug = await insertPlugin(t, { userId: creator.id, name: '我的插件' });
    await insertPlugin(t, { userId: creator.id, name: '草稿插件', visible: false });
    const item = await insertGoods(t, { userId: creator.id, name: '我的素材' });

    const page1 = await t.call('POST', '/api/getUserFansListInfo/course', {
      body: { page: 1, uid: creator.id },
    });
    expect(page1).toMatchObject({ code: 200, data: { list: { per_page: 10, total: 12 } } });
    expect(page1.data.list.data).toHaveLength(10);
    expect(page1.data.list.data[0]).toEqual({
      id: expect.any(Number),
      name: '课程11',
      images: '/files/public/covers/course.png',
    });
    const page2 = await t.call('POST', '/api/getUserFansListInfo/course', {
      body: { page: '2', uid: String(creator.id) },
    });
    expect(page2.data.list.data.map((w: any) => w.name)).toEqual(['课程1', '课程0']);
    // page defaults to 1.
    expect(
      (await t.call('POST', '/api/getUserFansListInfo/course', { body: { uid: creator.id } })).data.list
        .data[0].name,
    ).toBe('课程11');

    expect(
      (await t.call('POST', '/api/getUserFansListInfo/plug', { body: { page: 1, uid: creator.id } })).data
        .list,
    ).toEqual({
      data: [{ id: plug.id, name: '我的插件', images: '/files/public/covers/plug.png' }],
      per_page: 10,
      total: 1,
    });
    // A material's card image is its cover.
    expect(
      (await t.call('POST', '/api/getUserFansListInfo/goods', { body: { page: 1, uid: creator.id } })).data
        .list,
    ).toEqual({
      data: [{ id: item.id, name: '我的素材', images: '/files/public/covers/goods.png' }],
      per_page: 10,
      total: 1,
    });
    expect(
      (await t.call('POST', '/api/getUserFansListInfo/goods', { body: { page: 1, uid: someoneElse.id } }))
        .data.list,
    ).toEqual({
      data: [],
      per_page: 10,
      total: 0,
    });
  });

  it('refuses an unknown kind, an unknown member and bad pages', async () => {
    const creator = await memberWithToken(t);
    expect(
      await t.call('POST', '/api/getUserFansListInfo/news', { body: { page: 1, uid: creator.id } }),
    ).toMatchObject({
      code: 4022,
      msg: '作品类型错误',
    });
    expect(
      await t.call('POST', '/api/getUserFansListInfo/course', { body: { page: 1, uid: 2_000_000_000 } }),
    ).toMatchObject({
      code: 4004,
      msg: '用户不存在',
    });
    expect(
      await t.call('POST', '/api/getUserFansListInfo/course', { body: { page: 0, uid: creator.id } }),
    ).toMatchObject({
      code: 4022,
      msg: '分页参数错误',
    });
    expect(await t.call('POST', '/api/getUserFansListInfo/course', { body: { page: 1 } })).toMatchObject({
      code: 4022,
    });
  });
});

describe('fans and following lists', () => {
  it('are public, newest follow first, 12 a page by default, with page (1-based) or offset', async () => {
    const star = await memberWithToken(t, '明星');
    const fans = [];
    for (let i = 0; i < 14; i++) fans.push(await memberWithToken(t, `粉丝${i}`));
    await t.ctx.db
      .insert(follows)
      .values(
        fans.map((f, i) => ({ followerId: f.id, followeeId: star.id, createdAt: minutesAgo(100 - i) })),
      );
    await t.ctx.db.insert(follows).values([
      { followerId: star.id, followeeId: fans[0]!.id, createdAt: minutesAgo(5) },
      { followerId: star.id, followeeId: fans[1]!.id, createdAt: minutesAgo(1) },
    ]);

    const page1 = await t.call('GET', `/api/getUserFansList?uid=${star.id}`);
    expect(page1).toMatchObject({ code: 200, data: { total: 14 } });
    expect(page1.data.list).toHaveLength(12);
    expect(page1.data.list[0]).toEqual({
      fans_info: { id: fans[13]!.id, avatar: fans[13]!.avatar, name: '粉丝13' },
    });
    const page2 = await t.call('GET', `/api/getUserFansList?uid=${star.id}&page=2&limit=12`);
    expect(page2.data.list.map((f: any) => f.fans_info.name)).toEqual(['粉丝1', '粉丝0']);
    const byOffset = await t.call('GET', `/api/getUserFansList?uid=${star.id}&offset=1&limit=12`);
    expect(byOffset.data.list).toEqual(page2.data.list);
    const small = await t.call('GET', `/api/getUserFansList?uid=${star.id}&page=3&limit=5`);
    expect(small.data.list.map((f: any) => f.fans_info.name)).toEqual(['粉丝3', '粉丝2', '粉丝1', '粉丝0']);

    const following = await t.call('GET', `/api/getUserAttentionlist?uid=${star.id}`);
    expect(following.data).toEqual({
      list: [
        { attention_info: { id: fans[1]!.id, avatar: fans[1]!.avatar, name: '粉丝1' } },
        { attention_info: { id: fans[0]!.id, avatar: fans[0]!.avatar, name: '粉丝0' } },
      ],
      total: 2,
    });
    expect((await t.call('GET', `/api/getUserAttentionlist?uid=${fans[5]!.id}`)).data).toMatchObject({
      total: 1,
    });
    expect((await t.call('GET', `/api/getUserFansList?uid=${fans[5]!.id}`)).data).toEqual({
      list: [],
      total: 0,
    });
  });

  it('follows through the API show up in both lists', async () => {
    const teacher = await memberWithToken(t, '老师');
    const student = await memberWithToken(t, '学生');
    await t.call('GET', `/api/userGuanzhu/${teacher.id}?type=1`, { token: student.token });
    expect((await t.call('GET', `/api/getUserFansList?uid=${teacher.id}`)).data.list).toEqual([
      { fans_info: { id: student.id, avatar: student.avatar, name: '学生' } },
    ]);
    expect((await t.call('GET', `/api/getUserAttentionlist?uid=${student.id}`)).data.list).toEqual([
      { attention_info: { id: teacher.id, avatar: teacher.avatar, name: '老师' } },
    ]);
  });

  it('refuse unknown members and bad paging', async () => {
    expect(await t.call('GET', '/api/getUserFansList?uid=2000000000')).toMatchObject({
      code: 4004,
      msg: '用户不存在',
    });
    expect(await t.call('GET', '/api/getUserAttentionlist?uid=abc')).toMatchObject({
      code: 4022,
      msg: '用户不存在',
    });
    expect(await t.call('GET', '/api/getUserAttentionlist')).toMatchObject({ code: 4022 });
    expect(await t.call('GET', '/api/getUserFansList?uid=1&page=0')).toMatchObject({
      code: 4022,
      msg: '分页参数错误',
    });
    expect(await t.call('GET', '/api/getUserFansList?uid=1&limit=61')).toMatchObject({
      code: 4022,
      msg: '分页参数错误',
    });
  });
});
