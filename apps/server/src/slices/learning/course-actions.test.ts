import { ProductType } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { courses } from '../catalogue/schema.ts';
import { categoryChain, grant, insertGoods, memberWithToken } from '../catalogue/testing.ts';
import { recordView } from './record-view.ts';
import { entitlements } from '../../kernel/entitlements/index.ts';
import { courseWithLessons } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const viewNum = async (id: number) =>
  (await t.ctx.db.select({ n: courses.viewNum }).from(courses).where(eq(courses.id, id)))[0]!.n;

describe('POST /api/courses/view', () => {
  it('counts a member once per lesson and China day, guests once per address', async () => {
    const { course, tasks } = await courseWithLessons(t);
    const [a, b] = [await memberWithToken(t), await memberWithToken(t)];
    const view = (taskId: number, token?: string, ip = '10.0.0.1') =>
      t.call('POST', '/api/courses/view', {
        body: { course_detail_id: taskId },
        token,
        headers: { 'x-forwarded-for': ip },
      });
    expect((await view(tasks.preview.id, a.token)).data).toEqual({ counted: true, view_num: 1 });
    expect((await view(tasks.preview.id, a.token)).data).toEqual({ counted: false, view_num: 1 });
    expect((await view(tasks.normal.id, a.token)).data.counted).toBe(true);
    expect((await view(tasks.preview.id, b.token)).data.counted).toBe(true);
    expect((await view(tasks.preview.id)).data.counted).toBe(true);
    expect((await view(tasks.preview.id)).data.counted).toBe(false);
    expect((await view(tasks.preview.id, undefined, '10.0.0.2')).data.counted).toBe(true);
    expect(await viewNum(course.id)).toBe(5);
    // The next China day counts again (16:00 UTC is midnight in China).
    const tomorrow = new Date(Date.now() + 86_400_000);
    const next = await recordView(
      t.ctx.db,
      { viewerKey: `u:${a.id}`, userId: a.id, taskId: tasks.preview.id, courseId: course.id },
      tomorrow,
    );
    expect(next).toEqual({ counted: true, viewNum: 6 });
  });

  it('refuses unknown lessons and bad bodies', async () => {
    expect(
      (await t.call('POST', '/api/courses/view', { body: { course_detail_id: 2_000_000_000 } })).code,
    ).toBe(4004);
    const bad = await t.call('POST', '/api/courses/view', { body: { course_detail_id: 'x' } });
    expect(bad.code).toBe(4022);
    expect(bad.msg).toBe('课时参数错误');
  });
});

describe('POST /api/courses/progress', () => {
  it('stores the position per member and lesson and answers it as watch', async () => {
    const { course, tasks } = await courseWithLessons(t);
    const [a, b] = [await memberWithToken(t), await memberWithToken(t)];
    await grant(t, a.id, ProductType.course, course.id);
    const report = (taskId: number, time: number, token = a.token, duration = 100) =>
      t.call('POST', '/api/courses/progress', {
        body: { course_id: course.id, course_detail_id: taskId, time, duration },
        token,
      });
    expect(await report(tasks.normal.id, 37.8)).toMatchObject({
      code: 200,
      msg: '已记录学习进度',
      data: { watch: 37, finished: false },
    });
    expect((await report(tasks.normal.id, 95)).data).toEqual({ watch: 95, finished: true });
    // Going back keeps the lesson learned; the resume point follows the player.
    expect((await report(tasks.normal.id, 10)).data).toEqual({ watch: 10, finished: true });
    // b (no course) may report on the preview only.
    expect((await report(tasks.preview.id, 5, b.token)).data.watch).toBe(5);
    const refused = await report(tasks.normal.id, 5, b.token);
    expect(refused).toMatchObject({ code: 4003, msg: '请将课程加入学习课程中观看！' });
    const locked = await report(tasks.locked.id, 5);
    expect(locked).toMatchObject({ code: 4003, msg: '视频暂不支持在线播放，请联系相关客服人员！' });
    const page = await t.call('GET', `/api/courses/${course.id}`, { token: a.token });
    const watch = Object.fromEntries(
      page.data.details.flatMap((c: any) => c.task).map((x: any) => [x.id, x.watch]),
    );
    expect(watch[tasks.normal.id]).toBe(10);
    const pageB = await t.call('GET', `/api/courses/${course.id}?task_id=${tasks.preview.id}`, {
      token: b.token,
    });
    expect(pageB.data.task.watch).toBe(5);
  });

  it('refuses a lesson of another course, guests and bad numbers', async () => {
    const one = await courseWithLessons(t);
    const two = await courseWithLessons(t);
    const a = await memberWithToken(t);
    const body = { course_id: one.course.id, course_detail_id: two.tasks.preview.id, time: 1, duration: 10 };
    expect((await t.call('POST', '/api/courses/progress', { body, token: a.token })).code).toBe(4004);
    expect((await t.call('POST', '/api/courses/progress', { body })).code).toBe(4001);
    const bad = await t.call('POST', '/api/courses/progress', {
      body: { ...body, course_detail_id: one.tasks.preview.id, time: -3 },
      token: a.token,
    });
    expect(bad).toMatchObject({ code: 4022, msg: '播放进度参数错误' });
  });
});

describe('POST /api/courses/progress after the first save', () => {
  it('moves a resume point the member already has without the rights check; new lessons are still checked', async () => {
    const { course, tasks } = await courseWithLessons(t);
    const a = await memberWithToken(t);
    await grant(t, a.id, ProductType.course, course.id);
    const report = (taskId: number, time: number, duration = 100, courseId = course.id) =>
      t.call('POST', '/api/courses/progress', {
        body: { course_id: courseId, course_detail_id: taskId, time, duration },
        token: a.token,
      });
    expect((await report(tasks.normal.id, 20)).data).toEqual({ watch: 20, finished: false });
    await t.ctx.db.delete(entitlements).where(eq(entitlements.userId, a.id));
    // The documented trade-off: the member's own resume point still moves (and can be learned) ...
    expect(await report(tasks.normal.id, 95.5)).toMatchObject({
      code: 200,
      data: { watch: 95, finished: true },
    });
    expect((await report(tasks.normal.id, 500)).data).toEqual({ watch: 100, finished: true });
    // ... but no new lesson, no other course, and no unknown length skip the check.
    expect((await report(tasks.normal.id, 5, 0)).code).toBe(4003);
    const other = await courseWithLessons(t);
    expect((await report(tasks.normal.id, 5, 100, other.course.id)).code).toBe(4004);
    expect(await report(tasks.inLockedChapter.id, 5)).toMatchObject({ code: 4003 });
  });
});

describe('collect and cancel', () => {
  it('collects once, shows collect 1, lists it and cancels by favourite id or course id', async () => {
    const { course } = await courseWithLessons(t);
    const [a, b] = [await memberWithToken(t), await memberWithToken(t)];
    const first = await t.call('POST', '/api/courses/collect', {
      body: { course_id: course.id },
      token: a.token,
    });
    expect(first).toMatchObject({ code: 200, msg: '收藏成功', data: { collect: 1 } });
    const again = await t.call('POST', '/api/courses/collect', {
      body: { course_id: course.id },
      token: a.token,
    });
    expect(again.data.user_course_id).toBe(first.data.user_course_id);
    expect((await t.call('GET', `/api/courses/${course.id}`, { token: a.token })).data.course.collect).toBe(
      1,
    );
    expect((await t.call('GET', `/api/courses/${course.id}`, { token: b.token })).data.course.collect).toBe(
      0,
    );
    const list = await t.call('GET', '/api/user/courses?type=collect', { token: a.token });
    expect(list.data).toMatchObject({
      total: 1,
      lists: [{ id: first.data.user_course_id, course: { id: course.id } }],
    });
    // Someone else's favourite id is not theirs to cancel.
    const foreign = await t.call('POST', '/api/courses/collect/cancel', {
      body: { user_course_id: first.data.user_course_id },
      token: b.token,
    });
    expect(foreign.code).toBe(4004);
    const cancel = await t.call('POST', '/api/courses/collect/cancel', {
      body: { user_course_id: first.data.user_course_id },
      token: a.token,
    });
    expect(cancel).toMatchObject({ code: 200, msg: '已取消收藏' });
    expect((await t.call('GET', '/api/user/courses?type=collect', { token: a.token })).data.total).toBe(0);
    await t.call('POST', '/api/courses/collect', { body: { course_id: course.id }, token: a.token });
    expect(
      (
        await t.call('POST', '/api/courses/collect/cancel', {
          body: { course_id: course.id },
          token: a.token,
        })
      ).code,
    ).toBe(200);
    const none = await t.call('POST', '/api/courses/collect/cancel', { body: {}, token: a.token });
    expect(none).toMatchObject({ code: 4022, msg: '取消好像出了点小问题，先缓一缓吧' });
  });

  it('refuses to collect a course that is not public', async () => {
    const draft = await courseWithLessons(t, { review: 'draft' });
    const a = await memberWithToken(t);
    expect(
      (await t.call('POST', '/api/courses/collect', { body: { course_id: draft.course.id }, token: a.token }))
        .code,
    ).toBe(4004);
  });
});

describe('POST /api/free-course', () => {
  it('joins a free course once (source free, one more learner) and refuses paid ones', async () => {
    const free = await courseWithLessons(t, { price: '0' });
    const paid = await courseWithLessons(t, { price: '19.90' });
    const a = await memberWithToken(t);
    const joined = await t.call('POST', '/api/free-course', {
      body: { type: 1, id: free.course.id },
      token: a.token,
    });
    expect(joined).toMatchObject({ code: 200, msg: '加入学习成功', data: { purchase: 1 } });
    const again = await t.call('POST', '/api/free-course', {
      body: { type: 1, id: free.course.id },
      token: a.token,
    });
    expect(again).toMatchObject({ code: 200, msg: '已加入学习' });
    const rows = await t.ctx.db.select().from(entitlements).where(eq(entitlements.userId, a.id));
    expect(rows).toMatchObject([
      { productType: ProductType.course, productId: free.course.id, source: 'free' },
    ]);
    expect(
      (await t.ctx.db.select({ num: courses.num }).from(courses).where(eq(courses.id, free.course.id)))[0]!
        .num,
    ).toBe(1);
    const page = await t.call('GET', `/api/courses/${free.course.id}`, { token: a.token });
    expect(page.data.course.purchase).toBe(1);
    expect(page.data.details[0].task[1].access).toBe('entitled');
    const refused = await t.call('POST', '/api/free-course', {
      body: { type: 1, id: paid.course.id },
      token: a.token,
    });
    expect(refused).toMatchObject({ code: 4009, msg: '该课程需购买后学习' });
    expect(
      (await t.call('POST', '/api/free-course', { body: { type: 2, id: free.course.id }, token: a.token }))
        .code,
    ).toBe(4022);
    expect((await t.call('POST', '/api/free-course', { body: { type: 1, id: free.course.id } })).code).toBe(
      4001,
    );
  });

  it('treats a course discounted to 0 as free', async () => {
    const { course } = await courseWithLessons(t, { price: '50' });
    await t.ctx.db
      .update(courses)
      .set({ hasDiscount: true, discountPrice: '0', discountRate: '0' })
      .where(eq(courses.id, course.id));
    const a = await memberWithToken(t);
    expect(
      (await t.call('POST', '/api/free-course', { body: { type: 1, id: course.id }, token: a.token })).code,
    ).toBe(200);
  });
});

describe('GET /api/user/courses', () => {
  it('lists joined courses with progress % from learned lessons, 10 per page', async () => {
    const a = await memberWithToken(t);
    const made = [];
    for (let i = 0; i < 11; i++) made.push(await courseWithLessons(t, { price: '0' }));
    for (const m of made)
      await t.call('POST', '/api/free-course', { body: { type: 1, id: m.course.id }, token: a.token });
    const target = made[10]!;
    const report = (taskId: number, time: number) =>
      t.call('POST', '/api/courses/progress', {
        body: { course_id: target.course.id, course_detail_id: taskId, time, duration: 100 },
        token: a.token,
      });
    await report(target.tasks.preview.id, 100);
    await report(target.tasks.normal.id, 30);
    const first = await t.call('GET', '/api/user/courses?type=learn&offset=0', { token: a.token });
    expect(first.data.total).toBe(11);
    expect(first.data.lists).toHaveLength(10);
    // Newest joined first; 1 learned of 4 lessons = 25 %, last studied lesson for "continue learning".
    expect(first.data.lists[0]).toMatchObject({
      progress: 25,
      last_task_id: target.tasks.normal.id,
      course: { id: target.course.id, images_src: target.course.images },
    });
    expect(first.data.lists[1]).toMatchObject({ progress: 0, last_task_id: null });
    await report(target.tasks.normal.id, 90);
    expect((await t.call('GET', '/api/user/courses', { token: a.token })).data.lists[0].progress).toBe(50);
    const second = await t.call('GET', '/api/user/courses?type=learn&offset=1', { token: a.token });
    expect(second.data.lists).toHaveLength(1);
    expect(second.data.lists[0].course.id).toBe(made[0]!.course.id);
  });

  it('lists owned materials with their goods id, and refuses unknown tabs and guests', async () => {
    const a = await memberWithToken(t);
    const [cate] = await categoryChain(t, 'goods', ['我的素材分类']);
    const owned = await insertGoods(t, cate!);
    await insertGoods(t, cate!);
    await grant(t, a.id, ProductType.goods, owned.id);
    const res = await t.call('GET', '/api/user/courses?type=material', { token: a.token });
    expect(res.data).toEqual({ lists: [{ id: owned.id, name: owned.name, cover: owned.cover }], total: 1 });
    expect((await t.call('GET', '/api/user/courses?type=upload', { token: a.token })).code).toBe(4022);
    expect((await t.call('GET', '/api/user/courses')).code).toBe(4001);
  });
});
