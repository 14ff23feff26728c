import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { createJobRunner } from '../../../platform/jobs/runner.ts';
import { courseChapters, courseTasks } from '../../catalogue/schema.ts';
import { memberWithToken } from '../../catalogue/testing.ts';
import { mediaDeps, transcodeJobHandler } from '../../learning/index.ts';
import { lessonProgress } from '../../learning/schema.ts';
import { courseWithLessons, makeClip, readyAssetInStorage } from '../../learning/testing.ts';
import { uploadThrough } from '../../creator/uploads/testing.ts';
import { auditRowsFor, staffTokens } from '../testing.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof staffTokens>>;
let dir: string;
beforeAll(async () => {
  t = await startTestApp();
  tokens = await staffTokens(t);
  dir = mkdtempSync(path.join(os.tmpdir(), 'admin-lessons-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

const as = (token: string) => ({
  get: (p: string) => t.call('GET', p, { token }),
  post: (p: string, body: unknown) => t.call('POST', p, { token, body }),
  del: (p: string) => t.call('DELETE', p, { token }),
});
const outline = async (courseId: number) => ({
  chapters: await t.ctx.db
    .select()
    .from(courseChapters)
    .where(eq(courseChapters.courseId, courseId))
    .orderBy(asc(courseChapters.id)),
  lessons: await t.ctx.db
    .select()
    .from(courseTasks)
    .where(eq(courseTasks.courseId, courseId))
    .orderBy(asc(courseTasks.id)),
});
const lessonNames = (data: { chapters: { name: string; lessons: { name: string }[] }[] }) =>
  data.chapters.map((c) => [c.name, c.lessons.map((l) => l.name)]);
const lesson = { name: '新课时', is_first: false, duration: 90 };

/** The back office's upload: straight to storage (/api/admin/uploads), then the lesson names the key. */
async function uploadVideo(token: string, lessonId: number, name: string, content: Buffer) {
  const openBody = { purpose: 'video', name, content_type: 'video/mp4' };
  const { key } = await uploadThrough(t, token, '/api/admin/uploads', openBody, content);
  return t.call('POST', `/api/admin/lessons/${lessonId}/video`, { token, body: { key } });
}

describe('chapters and lessons (back office)', () => {
  it('an editor builds an outline; each change is one audit row; the public directory follows', async () => {
    const { course } = await courseWithLessons(t);
    const editor = as(tokens.editor);
    const added = await editor.post(`/api/admin/courses/${course.id}/chapters`, { name: ' 第3章 进阶 ' });
    expect(added).toMatchObject({ code: 200, msg: '章节已添加' });
    const chapter = added.data.chapters.at(-1);
    expect(chapter).toMatchObject({ name: '第3章 进阶', lessons: [] });

    const created = await editor.post(`/api/admin/chapters/${chapter.id}/lessons`, {
      ...lesson,
      name: '3.1 新课',
      is_first: true,
    });
    expect(created).toMatchObject({ code: 200, msg: '课时已添加' });
    const newLesson = created.data.chapters.at(-1).lessons[0];
    expect(newLesson).toMatchObject({
      name: '3.1 新课',
      is_first: true,
      duration: 90,
      video: null,
      pending_video: null,
      learners: 0,
    });

    await editor.post(`/api/admin/chapters/${chapter.id}`, { name: '第3章 高级' });
    const updated = await editor.post(`/api/admin/lessons/${newLesson.id}`, {
      name: '3.1 改名',
      is_first: false,
      duration: '125',
    });
    expect(updated.data.chapters.at(-1)).toMatchObject({
      name: '第3章 高级',
      lessons: [{ name: '3.1 改名', is_first: false, duration: 125 }],
    });

    const directory = await t.call('GET', `/api/courses/${course.id}`);
    expect(JSON.stringify(directory.data)).toContain('3.1 改名');

    expect((await auditRowsFor(t, 'chapter', chapter.id)).map((a) => [a.action, a.before, a.after])).toEqual([
      [
        'chapter.rename',
        expect.objectContaining({ name: '第3章 进阶' }),
        expect.objectContaining({ name: '第3章 高级' }),
      ],
      ['chapter.create', null, expect.objectContaining({ name: '第3章 进阶', course_id: course.id })],
    ]);
    expect((await auditRowsFor(t, 'lesson', newLesson.id)).map((a) => [a.action, a.before, a.after])).toEqual(
      [
        [
          'lesson.update',
          expect.objectContaining({ name: '3.1 新课', is_first: true, duration: 90 }),
          expect.objectContaining({ name: '3.1 改名', is_first: false, duration: 125 }),
        ],
        ['lesson.create', null, expect.objectContaining({ name: '3.1 新课', chapter_id: chapter.id })],
      ],
    );
  });

  it('reorders chapters and moves a lesson to another chapter, or refuses a stale order whole', async () => {
    const { course } = await courseWithLessons(t);
    const admin = as(tokens.admin);
    const start = (await admin.get(`/api/admin/courses/${course.id}`)).data;
    const [first, second] = start.chapters as { id: number; lessons: { id: number }[] }[];
    const [a, b, c] = first!.lessons.map((l) => l.id);
    const d = second!.lessons[0]!.id;
    const order = {
      chapters: [
        { id: second!.id, lessons: [d, c] },
        { id: first!.id, lessons: [b, a] },
      ],
    };
    const moved = await admin.post(`/api/admin/courses/${course.id}/outline`, order);
    expect(moved).toMatchObject({ code: 200, msg: '顺序已保存' });
    expect(lessonNames(moved.data)).toEqual([
      ['第2章', ['2.1 锁定章节', '1.3 锁定']],
      ['第1章', ['1.2 正课', '1.1 试看']],
    ]);
    const [audit] = await auditRowsFor(t, 'course', course.id);
    expect(audit).toMatchObject({ action: 'course.outline_reorder', after: order });

    const before = await outline(course.id);
    for (const stale of [
      {
        chapters: [
          { id: second!.id, lessons: [d, c] },
          { id: first!.id, lessons: [b] },
        ],
      },
      {
        chapters: [
          { id: second!.id, lessons: [d, c, c] },
          { id: first!.id, lessons: [b, a] },
        ],
      },
      { chapters: [{ id: first!.id, lessons: [a, b, c, d] }] },
    ])
      expect(await admin.post(`/api/admin/courses/${course.id}/outline`, stale)).toMatchObject({
        code: 4009,
        msg: '章节或课时已被他人修改，请刷新后重新排序',
      });
    expect(await outline(course.id)).toEqual(before);
    expect(await auditRowsFor(t, 'course', course.id)).toHaveLength(1);
  });

  it('deleting: an empty chapter goes, a chapter with lessons is refused, a learnt lesson goes with its progress only', async () => {
    const { course, tasks } = await courseWithLessons(t);
    const learner = await memberWithToken(t, '学过的会员');
    await t.ctx.db
      .insert(lessonProgress)
      .values({ userId: learner.id, taskId: tasks.normal.id, courseId: course.id, position: 30 });
    const editor = as(tokens.editor);
    const detail = (await editor.get(`/api/admin/courses/${course.id}`)).data;
    expect(detail.chapters[0].lessons.find((l: { id: number }) => l.id === tasks.normal.id).learners).toBe(1);

    expect(await editor.del(`/api/admin/chapters/${detail.chapters[0].id}`)).toMatchObject({
      code: 4009,
      msg: '该章节下还有 3 个课时，请先删除或移到其他章节',
    });
    const gone = await editor.del(`/api/admin/lessons/${tasks.normal.id}`);
    expect(gone).toMatchObject({ code: 200, msg: '课时已删除' });
    expect(lessonNames(gone.data)[0]).toEqual(['第1章', ['1.1 试看', '1.3 锁定']]);
    const [audit] = await auditRowsFor(t, 'lesson', tasks.normal.id);
    expect(audit).toMatchObject({ action: 'lesson.delete', before: { name: '1.2 正课', learners: 1 } });

    const empty = (await editor.post(`/api/admin/courses/${course.id}/chapters`, { name: '空章节' })).data;
    const emptyId = empty.chapters.at(-1).id;
    expect(await editor.del(`/api/admin/chapters/${emptyId}`)).toMatchObject({
      code: 200,
      msg: '章节已删除',
    });
    expect((await auditRowsFor(t, 'chapter', emptyId)).map((a) => a.action)).toEqual([
      'chapter.delete',
      'chapter.create',
    ]);
    expect(await editor.del(`/api/admin/lessons/${tasks.normal.id}`)).toMatchObject({
      code: 4004,
      msg: '课时不存在',
    });
  });

  it('bad input answers a Chinese message and changes nothing', async () => {
    const { course, tasks } = await courseWithLessons(t);
    const before = await outline(course.id);
    const editor = as(tokens.editor);
    const chapterId = before.chapters[0]!.id;
    const cases: [string, unknown, string][] = [
      [`/api/admin/courses/${course.id}/chapters`, { name: '  ' }, '请填写章节名称'],
      [`/api/admin/courses/${course.id}/chapters`, { name: '章'.repeat(101) }, '章节名称不能超过 100 个字符'],
      [`/api/admin/chapters/${chapterId}`, {}, '请填写章节名称'],
      [`/api/admin/chapters/${chapterId}/lessons`, { ...lesson, name: '' }, '请填写课时名称'],
      [`/api/admin/chapters/${chapterId}/lessons`, { ...lesson, duration: -1 }, '时长需为 0–86400 秒的整数'],
      [`/api/admin/lessons/${tasks.normal.id}`, { ...lesson, duration: 1.5 }, '时长需为 0–86400 秒的整数'],
      [`/api/admin/courses/${course.id}/outline`, { chapters: 'x' }, '请求格式错误'],
    ];
    for (const [url, body, msg] of cases)
      expect(await editor.post(url, body)).toMatchObject({ code: 4022, msg });
    expect(await editor.post('/api/admin/courses/999999/chapters', { name: '无' })).toMatchObject({
      code: 4004,
      msg: '课程不存在',
    });
    expect(await editor.post('/api/admin/chapters/999999/lessons', lesson)).toMatchObject({
      code: 4004,
      msg: '章节不存在',
    });
    expect(await outline(course.id)).toEqual(before);
    expect(await auditRowsFor(t, 'lesson', tasks.normal.id)).toEqual([]);
  });

  it('reviewer, finance, members and guests are refused and change nothing', async () => {
    const { course, tasks } = await courseWithLessons(t);
    const before = await outline(course.id);
    const member = await memberWithToken(t);
    for (const [token, code] of [
      [tokens.reviewer, 4003],
      [tokens.finance, 4003],
      [member.token, 4001],
      [undefined, 4001],
    ] as const) {
      const caller = { token };
      expect(
        await t.call('POST', `/api/admin/courses/${course.id}/chapters`, {
          ...caller,
          body: { name: '越权' },
        }),
      ).toMatchObject({ code });
      expect(
        await t.call('POST', `/api/admin/lessons/${tasks.normal.id}`, { ...caller, body: lesson }),
      ).toMatchObject({ code });
      expect(await t.call('DELETE', `/api/admin/lessons/${tasks.normal.id}`, caller)).toMatchObject({ code });
    }
    expect(await outline(course.id)).toEqual(before);
  });

  it('a lesson video goes through the transcode; a replacement plays only once it is ready', async () => {
    const { asset: old } = await readyAssetInStorage(t);
    const { course, tasks } = await courseWithLessons(t, { assetId: old.id });
    const clip = readFileSync(makeClip(path.join(dir, 'lesson.mp4'), 2, 240));
    const editor = as(tokens.editor);

    const textFile = { purpose: 'video', name: 'notes.txt', size: 1, content_type: 'text/plain' };
    expect(await editor.post('/api/admin/uploads', textFile)).toMatchObject({
      code: 4022,
      msg: expect.stringContaining('视频格式不支持'),
    });
    await expect(uploadVideo(tokens.reviewer, tasks.normal.id, 'a.mp4', clip)).rejects.toThrow('open');
    expect(
      (await outline(course.id)).lessons.find((l) => l.id === tasks.normal.id)!.pendingMediaAssetId,
    ).toBeNull();

    const sent = await uploadVideo(tokens.editor, tasks.normal.id, '新 视频.mp4', clip);
    expect(sent).toMatchObject({ code: 200, msg: '视频已上传，正在转码' });
    const shown = sent.data.chapters[0].lessons.find((l: { id: number }) => l.id === tasks.normal.id);
    expect(shown).toMatchObject({
      video: { state: 'ready' },
      pending_video: { state: 'uploaded', progress: 0, name: '新视频.mp4' },
    });
    const row = async () => (await outline(course.id)).lessons.find((l) => l.id === tasks.normal.id)!;
    expect((await row()).mediaAssetId).toBe(old.id);

    const runner = createJobRunner(t.ctx.db, [transcodeJobHandler(mediaDeps(t.ctx))], {
      workerId: 'admin-test',
    });
    expect(await runner.runUntilIdle()).toBe(1);
    const after = await row();
    expect(after).toMatchObject({ pendingMediaAssetId: null, duration: 2 });
    expect(after.mediaAssetId).not.toBe(old.id);
    const ready = (await editor.get(`/api/admin/courses/${course.id}`)).data.chapters[0].lessons.find(
      (l: { id: number }) => l.id === tasks.normal.id,
    );
    expect(ready).toMatchObject({ video: { state: 'ready', name: '新视频.mp4' }, pending_video: null });

    const [audit] = await auditRowsFor(t, 'lesson', tasks.normal.id);
    expect(audit).toMatchObject({
      action: 'lesson.video',
      before: { media_asset_id: old.id, pending_media_asset_id: null },
      after: { media_asset_id: old.id, pending_media_asset_id: after.mediaAssetId },
    });

    // A lesson with no playable video takes the upload at once (nothing to keep playing meanwhile).
    const bare = await courseWithLessons(t);
    const first = await uploadVideo(tokens.admin, bare.tasks.preview.id, 'first.mp4', clip);
    expect(first.data.chapters[0].lessons[0]).toMatchObject({
      video: { state: 'uploaded', name: 'first.mp4' },
      pending_video: null,
    });
  });
});
