import { ProductType } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { users } from '../../kernel/members/index.ts';
import { courses } from '../catalogue/schema.ts';
import { categoryChain, grant, insertCourse, memberWithToken } from '../catalogue/testing.ts';
import { follows } from '../community/schema.ts';
import { courseWithLessons, readyAssetInStorage } from './testing.ts';

let t: TestApp;
let assetId: number;
beforeAll(async () => {
  t = await startTestApp();
  assetId = (await readyAssetInStorage(t)).asset.id;
});
afterAll(() => t.close());

type Task = {
  id: number;
  link: string | null;
  access: string;
  lock_status: number;
  is_first: number;
  video_status: string;
  watch: number;
};
const allTasks = (data: any): Task[] => data.details.flatMap((c: any) => c.task);
const linkOf = (data: any, id: number) => allTasks(data).find((x) => x.id === id)!.link;

describe('GET /api/courses/:id', () => {
  it('gives a guest links to preview lessons only', async () => {
    const { course, tasks } = await courseWithLessons(t, { assetId });
    const res = await t.call('GET', `/api/courses/${course.id}?task_id=0`);
    expect(res.code).toBe(200);
    // 000's client reads user.id for the follow control (hidden when course.user_id equals it).
    expect(res.data.user).toEqual({ id: 0, name: '', avatar: '', phone: '' });
    expect(res.data.course.user_id === res.data.user.id).toBe(false);
    expect(res.data.course.purchase).toBe(0);
    expect(linkOf(res.data, tasks.preview.id)).toMatch(
      new RegExp(`^/api/media/tasks/${tasks.preview.id}/master\\.m3u8\\?token=0\\.`),
    );
    for (const task of [tasks.normal, tasks.locked, tasks.inLockedChapter])
      expect(linkOf(res.data, task.id)).toBeNull();
    expect(allTasks(res.data).map((x) => x.access)).toEqual(['preview', 'denied', 'locked', 'locked']);
    // A locked chapter locks its lessons, shown as lock_status 1.
    expect(allTasks(res.data).map((x) => x.lock_status)).toEqual([0, 0, 1, 1]);
    expect(res.data.details.map((c: any) => c.lock_status)).toEqual([0, 1]);
    // Default task: the first lesson; attachments listed without links.
    expect(res.data.task.id).toBe(tasks.preview.id);
    expect(res.data.course.annex.map((a: any) => [a.name, a.link])).toEqual([
      ['讲义.txt', ''],
      ['案例.zip', ''],
    ]);
    expect(res.data.details[0].annex.map((a: any) => a.name)).toEqual(['讲义.txt']);
  });

  it('gives a member without the course the same: preview only', async () => {
    const { course, tasks } = await courseWithLessons(t, { assetId });
    const member = await memberWithToken(t);
    const res = await t.call('GET', `/api/courses/${course.id}?task_id=${tasks.normal.id}`, {
      token: member.token,
    });
    expect(res.data.user).toMatchObject({ id: member.id, name: member.name, phone: member.phone });
    expect(res.data.task).toMatchObject({ id: tasks.normal.id, link: null, access: 'denied' });
    expect(linkOf(res.data, tasks.preview.id)).toMatch(
      new RegExp(`token=${member.id}\\.${tasks.preview.id}\\.`),
    );
  });

  it('gives an entitled member every unlocked lesson and signed attachment links, never locked ones', async () => {
    const { course, tasks } = await courseWithLessons(t, { assetId });
    const member = await memberWithToken(t);
    await grant(t, member.id, ProductType.course, course.id);
    const res = await t.call('GET', `/api/courses/${course.id}`, { token: member.token });
    expect(res.data.course.purchase).toBe(1);
    expect(linkOf(res.data, tasks.preview.id)).not.toBeNull();
    expect(linkOf(res.data, tasks.normal.id)).toMatch(
      new RegExp(`^/api/media/tasks/${tasks.normal.id}/master\\.m3u8\\?token=${member.id}\\.`),
    );
    expect(linkOf(res.data, tasks.locked.id)).toBeNull();
    expect(linkOf(res.data, tasks.inLockedChapter.id)).toBeNull();
    expect(allTasks(res.data).map((x) => x.access)).toEqual(['preview', 'entitled', 'locked', 'locked']);
    for (const a of res.data.course.annex) expect(a.link).toMatch(/^\/files\/demo\/test\/.+\?.*sig=/);
  });

  it('gives no link while the video is transcoding, with its status', async () => {
    const pending = await readyAssetInStorage(t, 'transcoding');
    const { course, tasks } = await courseWithLessons(t, { assetId: pending.asset.id });
    const res = await t.call('GET', `/api/courses/${course.id}?task_id=${tasks.preview.id}`);
    expect(res.data.task).toMatchObject({
      link: null,
      access: 'preview',
      video_status: 'transcoding',
      transcode_progress: 40,
    });
    const none = await courseWithLessons(t);
    const bare = await t.call('GET', `/api/courses/${none.course.id}`);
    expect(bare.data.task).toMatchObject({ link: null, video_status: 'none' });
  });

  it('opens the lesson asked for, else the one studied last', async () => {
    const { course, tasks } = await courseWithLessons(t, { assetId });
    const member = await memberWithToken(t);
    await grant(t, member.id, ProductType.course, course.id);
    const body = { course_id: course.id, course_detail_id: tasks.normal.id, time: 42, duration: 100 };
    expect((await t.call('POST', '/api/courses/progress', { body, token: member.token })).code).toBe(200);
    const res = await t.call('GET', `/api/courses/${course.id}?task_id=0`, { token: member.token });
    expect(res.data.task).toMatchObject({ id: tasks.normal.id, watch: 42 });
    const asked = await t.call('GET', `/api/courses/${course.id}?task_id=${tasks.preview.id}`, {
      token: member.token,
    });
    expect(asked.data.task.id).toBe(tasks.preview.id);
    // A task of another course falls back like task_id=0.
    const other = await courseWithLessons(t);
    const foreign = await t.call('GET', `/api/courses/${course.id}?task_id=${other.tasks.preview.id}`, {
      token: member.token,
    });
    expect(foreign.data.task.id).toBe(tasks.normal.id);
  });

  it('shows the teacher card and recommended teachers with follow state', async () => {
    const [teacher, recommender, viewer] = [
      await memberWithToken(t, '讲师甲'),
      await memberWithToken(t, '推荐人乙'),
      await memberWithToken(t),
    ];
    await t.ctx.db.update(users).set({ sign: '参数化设计讲师' }).where(eq(users.id, teacher.id));
    const { course } = await courseWithLessons(t);
    await t.ctx.db
      .update(courses)
      .set({ userId: teacher.id, suggestUserId: recommender.id })
      .where(eq(courses.id, course.id));
    await t.ctx.db.insert(follows).values({ followerId: viewer.id, followeeId: teacher.id });
    const res = await t.call('GET', `/api/courses/${course.id}`, { token: viewer.token });
    expect(res.data.course.suggest_user).toEqual({
      id: teacher.id,
      avatar: '',
      name: '讲师甲',
      sign: '参数化设计讲师',
    });
    expect(res.data.course.nofans).toBe(false);
    expect(res.data.teachers[0]).toMatchObject({ id: recommender.id, nofans: true });
    expect(res.data.teachers.map((p: any) => p.id)).not.toContain(teacher.id);
    const self = await t.call('GET', `/api/courses/${course.id}`, { token: teacher.token });
    expect(self.data.course.nofans).toBe(false);
    const guest = await t.call('GET', `/api/courses/${course.id}`);
    expect(guest.data.course.nofans).toBe(true);
  });

  it('refuses unknown and unpublished courses with 4004', async () => {
    const draft = await courseWithLessons(t, { review: 'draft' });
    for (const url of [
      `/api/courses/${draft.course.id}`,
      '/api/courses/2147483647',
      `/api/courses/${draft.course.id}/prevnext`,
    ]) {
      const res = await t.call('GET', url);
      expect(res.code).toBe(4004);
      expect(res.msg).toBe('课程不存在或已下架');
    }
  });
});

describe('GET /api/courses/:id/lessons/:taskId', () => {
  /** The page's task and the lesson call agree, apart from the freshly signed link (its expiry second). */
  const comparable = (task: any) => ({ ...task, link: task.link && task.link.replace(/token=.*$/, '') });

  it('answers the same lesson the course page gives for its task, for guests and members', async () => {
    const { course, tasks } = await courseWithLessons(t, { assetId });
    const member = await memberWithToken(t);
    await grant(t, member.id, ProductType.course, course.id);
    await t.call('POST', '/api/courses/progress', {
      body: { course_id: course.id, course_detail_id: tasks.normal.id, time: 42, duration: 100 },
      token: member.token,
    });
    for (const [taskId, token] of [
      [tasks.preview.id, undefined],
      [tasks.normal.id, undefined],
      [tasks.normal.id, member.token],
      [tasks.locked.id, member.token],
      [tasks.inLockedChapter.id, member.token],
    ] as const) {
      const page = await t.call('GET', `/api/courses/${course.id}?task_id=${taskId}`, { token });
      const lesson = await t.call('GET', `/api/courses/${course.id}/lessons/${taskId}`, { token });
      expect(lesson.code).toBe(200);
      expect(comparable(lesson.data)).toEqual(comparable(page.data.task));
    }
    const mine = await t.call('GET', `/api/courses/${course.id}/lessons/${tasks.normal.id}`, {
      token: member.token,
    });
    expect(mine.data).toMatchObject({ access: 'entitled', watch: 42 });
    expect(mine.data.link).toMatch(/^\/api\/media\/tasks\/\d+\/master\.m3u8\?token=/);
  });

  it('refuses a lesson of another course, of an unpublished course, and junk ids', async () => {
    const one = await courseWithLessons(t, { assetId });
    const two = await courseWithLessons(t, { assetId });
    const draft = await courseWithLessons(t, { assetId, review: 'draft' });
    const other = await t.call('GET', `/api/courses/${one.course.id}/lessons/${two.tasks.preview.id}`);
    expect(other).toMatchObject({ code: 4004, msg: '课时不存在', data: null });
    const hidden = await t.call('GET', `/api/courses/${draft.course.id}/lessons/${draft.tasks.preview.id}`);
    expect(hidden.code).toBe(4004);
    const junk = await t.call('GET', `/api/courses/${one.course.id}/lessons/abc`);
    expect(junk).toMatchObject({ code: 4022, msg: '课时参数错误' });
  });
});

describe('GET /api/courses/:id/prevnext', () => {
  it('answers neighbours by id and recommended courses of the same category first', async () => {
    const [cate] = await categoryChain(t, 'course', ['上下篇分类']);
    const [other] = await categoryChain(t, 'course', ['其他分类']);
    const a = await insertCourse(t, cate!);
    const hidden = await insertCourse(t, cate!, { review: 'draft' });
    const b = await insertCourse(t, cate!, { viewNum: 5 });
    const c = await insertCourse(t, other!, { viewNum: 9999, salesNum: 999 });
    const res = await t.call('GET', `/api/courses/${b.id}/prevnext`);
    expect(res.code).toBe(200);
    expect(res.data.ids.prev_id).toBe(a.id);
    expect(res.data.ids.next_id).toBe(c.id);
    expect(res.data.courses[0]).toEqual({ id: a.id, images: a.images, name: a.name, explain: '' });
    expect(res.data.courses.map((x: any) => x.id)).not.toContain(hidden.id);
    expect(res.data.courses.map((x: any) => x.id)).not.toContain(b.id);
    expect(res.data.courses.length).toBeLessThanOrEqual(5);
  });
});
