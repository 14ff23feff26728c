import { ProductType } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { adminAuditLog } from '../schema.ts';
import { courseAttachments, courses, courseTasks } from '../../catalogue/schema.ts';
import { grant, memberWithToken } from '../../catalogue/testing.ts';
import { courseWithLessons, readyAssetInStorage } from '../../learning/testing.ts';
import { lessonMarkers } from '../../player/schema.ts';
import { staffAs, uploadStaffFile } from '../products/testing.ts';
import { auditRowsFor, staffTokens } from '../testing.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof staffTokens>>;
let asset: Awaited<ReturnType<typeof readyAssetInStorage>>;
beforeAll(async () => {
  t = await startTestApp();
  tokens = await staffTokens(t);
  asset = await readyAssetInStorage(t);
});
afterAll(() => t.close());

const REFUSED = ['reviewer', 'finance'] as const;
const auditCount = async () => (await t.ctx.db.select({ id: adminAuditLog.id }).from(adminAuditLog)).length;
const coursePage = (courseId: number, taskId: number, token?: string) =>
  t.call('GET', `/api/courses/${courseId}?task_id=${taskId}`, { token });
const raw = (url: string) => t.app.inject({ method: 'GET', url });

describe('lesson and chapter locks (back office)', () => {
  it('an editor locks a lesson: a purchaser loses its link and its HLS key; unlocking gives them back', async () => {
    const { course, tasks } = await courseWithLessons(t, { assetId: asset.asset.id });
    const buyer = await memberWithToken(t);
    await grant(t, buyer.id, ProductType.course, course.id);
    const before = await coursePage(course.id, tasks.normal.id, buyer.token);
    const link = before.data.task.link as string;
    expect(link).toMatch(/master\.m3u8/);
    const token = new URL(link, 'http://x').searchParams.get('token')!;

    const locked = await staffAs(t, tokens.editor).post(`/api/admin/lessons/${tasks.normal.id}/lock`, {
      locked: true,
    });
    expect(locked).toMatchObject({ code: 200, msg: '课时已锁定' });
    expect(locked.data.chapters[0].lessons[1]).toMatchObject({ id: tasks.normal.id, locked: true });
    const [audit] = await auditRowsFor(t, 'lesson', tasks.normal.id);
    expect(audit).toMatchObject({
      action: 'lesson.lock',
      before: { locked: false },
      after: { locked: true },
    });

    const page = await coursePage(course.id, tasks.normal.id, buyer.token);
    expect(page.data.task).toMatchObject({ link: null, access: 'locked' });
    const key = await raw(`/api/media/tasks/${tasks.normal.id}/key?token=${encodeURIComponent(token)}`);
    expect(key.statusCode).toBe(403);
    expect(
      (await t.call('GET', `/api/player/lessons/${tasks.normal.id}/addons`, { token: buyer.token })).msg,
    ).toBe('视频暂不支持在线播放，请联系相关客服人员！');

    const unlocked = await staffAs(t, tokens.admin).post(`/api/admin/lessons/${tasks.normal.id}/lock`, {
      locked: false,
    });
    expect(unlocked).toMatchObject({ code: 200, msg: '课时已解锁' });
    expect(
      (await raw(`/api/media/tasks/${tasks.normal.id}/key?token=${encodeURIComponent(token)}`)).statusCode,
    ).toBe(200);
  });

  it('a chapter lock locks its lessons on the course page; unlocking the chapter frees them', async () => {
    const { course, chapters, tasks } = await courseWithLessons(t, { assetId: asset.asset.id });
    const buyer = await memberWithToken(t);
    await grant(t, buyer.id, ProductType.course, course.id);
    const editor = staffAs(t, tokens.editor);
    const res = await editor.post(`/api/admin/chapters/${chapters.locked.id}/lock`, { locked: false });
    expect(res).toMatchObject({ code: 200, msg: '章节已解锁' });
    expect(res.data.chapters[1]).toMatchObject({ id: chapters.locked.id, locked: false });
    expect(
      (await coursePage(course.id, tasks.inLockedChapter.id, buyer.token)).data.task.link,
    ).not.toBeNull();
    await editor.post(`/api/admin/chapters/${chapters.open.id}/lock`, { locked: true });
    const page = await coursePage(course.id, tasks.normal.id, buyer.token);
    expect(page.data.details[0].lock_status).toBe(1);
    expect(page.data.task).toMatchObject({ link: null, access: 'locked' });
    const rows = await auditRowsFor(t, 'chapter', chapters.open.id);
    expect(rows.map((r) => r.action)).toEqual(['chapter.lock']);
  });

  it('refuses reviewer and finance, and bad input, changing nothing', async () => {
    const { tasks } = await courseWithLessons(t);
    const audits = await auditCount();
    for (const role of REFUSED)
      expect(
        await staffAs(t, tokens[role]).post(`/api/admin/lessons/${tasks.normal.id}/lock`, { locked: true }),
      ).toMatchObject({ code: 4003, msg: '您的角色无权执行该操作' });
    const bad = await staffAs(t, tokens.editor).post(`/api/admin/lessons/${tasks.normal.id}/lock`, {
      locked: 'yes',
    });
    expect(bad.code).toBe(4022);
    expect(bad.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect(
      await staffAs(t, tokens.editor).post('/api/admin/lessons/999999/lock', { locked: true }),
    ).toMatchObject({ code: 4004, msg: '课时不存在' });
    const [row] = await t.ctx.db.select().from(courseTasks).where(eq(courseTasks.id, tasks.normal.id));
    expect(row!.lockStatus).toBe(0);
    expect(await auditCount()).toBe(audits);
  });
});

describe('chapter attachments (back office)', () => {
  it('an editor uploads, renames, reorders and deletes; a purchaser downloads, a stranger gets no link', async () => {
    const { course, chapters, tasks } = await courseWithLessons(t);
    const editor = staffAs(t, tokens.editor);
    const file = await uploadStaffFile(t, tokens.editor, '图纸.zip', Buffer.from('PK\u0003\u0004 drawings'));
    expect(file.code).toBe(200);
    const created = await editor.post(`/api/admin/chapters/${chapters.open.id}/attachments`, {
      name: ' 第1章 图纸 ',
      file_key: file.data!.key,
    });
    expect(created).toMatchObject({ code: 200, msg: '附件已添加' });
    const list = created.data.chapters[0].attachments;
    expect(list.map((a: any) => [a.name, a.file])).toEqual([
      ['讲义.txt', 'notes.txt'],
      ['第1章 图纸', '图纸.zip'],
    ]);
    const added = list[1];
    expect(added.size).toBe(file.data!.size);
    const [audit] = await auditRowsFor(t, 'attachment', added.id);
    expect(audit).toMatchObject({ action: 'attachment.create', after: { name: '第1章 图纸' } });

    const buyer = await memberWithToken(t);
    await grant(t, buyer.id, ProductType.course, course.id);
    const page = await coursePage(course.id, tasks.normal.id, buyer.token);
    const annex = page.data.details[0].annex.find((a: any) => a.name === '第1章 图纸');
    expect(annex.link).toMatch(/sig=/);
    const download = await raw(annex.link);
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('drawings');
    const stranger = await coursePage(course.id, tasks.normal.id, (await memberWithToken(t)).token);
    // A member without the course sees the attachment listed, with no link to download it.
    expect(stranger.data.details[0].annex.find((a: any) => a.name === '第1章 图纸').link).toBe('');
    expect((await raw(annex.link.replace(/sig=[^&]+/, 'sig=forged'))).statusCode).not.toBe(200);

    const renamed = await editor.post(`/api/admin/attachments/${added.id}`, { name: '施工图' });
    expect(renamed).toMatchObject({ code: 200, msg: '附件已保存' });
    const reordered = await editor.post(`/api/admin/chapters/${chapters.open.id}/attachments/order`, {
      ids: [added.id, list[0].id],
    });
    expect(reordered.data.chapters[0].attachments.map((a: any) => a.name)).toEqual(['施工图', '讲义.txt']);
    const removed = await staffAs(t, tokens.admin).delete(`/api/admin/attachments/${added.id}`);
    expect(removed).toMatchObject({ code: 200, msg: '附件已删除' });
    expect(removed.data.chapters[0].attachments.map((a: any) => a.name)).toEqual(['讲义.txt']);
    const actions = (await auditRowsFor(t, 'attachment', added.id)).map((r) => r.action);
    expect(actions).toEqual(['attachment.delete', 'attachment.rename', 'attachment.create']);
    expect((await auditRowsFor(t, 'chapter', chapters.open.id))[0]).toMatchObject({
      action: 'attachment.reorder',
      before: { ids: [list[0].id, added.id] },
      after: { ids: [added.id, list[0].id] },
    });
  });

  it('keeps the course flag true while attachments remain, false when the last one goes', async () => {
    const { course, chapters } = await courseWithLessons(t);
    await t.ctx.db.delete(courseAttachments).where(eq(courseAttachments.courseId, course.id));
    const file = await uploadStaffFile(t, tokens.editor, 'a.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    const res = await staffAs(t, tokens.editor).post(`/api/admin/chapters/${chapters.open.id}/attachments`, {
      name: '说明',
      file_key: file.data!.key,
    });
    const flag = async () =>
      (await t.ctx.db.select().from(courses).where(eq(courses.id, course.id)))[0]!.isAnnex;
    expect(await flag()).toBe(true);
    await staffAs(t, tokens.editor).delete(
      `/api/admin/attachments/${res.data.chapters[0].attachments[0].id}`,
    );
    expect(await flag()).toBe(false);
  });

  it('refuses wrong roles, files not uploaded by staff and stale orders, changing nothing', async () => {
    const { chapters } = await courseWithLessons(t);
    const file = await uploadStaffFile(t, tokens.editor, 'b.zip', Buffer.from('PK\u0003\u0004'));
    const before = await t.ctx.db
      .select()
      .from(courseAttachments)
      .where(eq(courseAttachments.chapterId, chapters.open.id));
    const audits = await auditCount();
    const path = `/api/admin/chapters/${chapters.open.id}/attachments`;
    for (const role of REFUSED)
      expect(
        await staffAs(t, tokens[role]).post(path, { name: 'x', file_key: file.data!.key }),
      ).toMatchObject({
        code: 4003,
      });
    const editor = staffAs(t, tokens.editor);
    expect(await editor.post(path, { name: '', file_key: file.data!.key })).toMatchObject({
      code: 4022,
      msg: '请填写附件名称',
    });
    expect(await editor.post(path, { name: '偷看', file_key: 'demo/test/notes.txt' })).toMatchObject({
      code: 4022,
      msg: '请先上传附件文件',
    });
    expect(
      await editor.post(path, { name: '不存在', file_key: 'admin/files/202601/none/x.zip' }),
    ).toMatchObject({
      code: 4022,
    });
    expect(
      await editor.post(`/api/admin/chapters/${chapters.open.id}/attachments/order`, {
        ids: [before[0]!.id, 999],
      }),
    ).toMatchObject({ code: 4022, msg: '附件已被他人修改，请刷新后重新排序' });
    expect(await editor.delete('/api/admin/attachments/999999')).toMatchObject({
      code: 4004,
      msg: '附件不存在',
    });
    const after = await t.ctx.db
      .select()
      .from(courseAttachments)
      .where(eq(courseAttachments.chapterId, chapters.open.id));
    expect(after).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });
});

describe('lesson markers (back office)', () => {
  it('an editor adds, edits and deletes markers; the player shows them in time order', async () => {
    const { course, tasks } = await courseWithLessons(t, { assetId: asset.asset.id });
    const editor = staffAs(t, tokens.editor);
    const path = `/api/admin/lessons/${tasks.preview.id}/markers`;
    const first = await editor.post(path, { offset: 75, title: '渲染设置', describe: '打开渲染面板' });
    expect(first).toMatchObject({ code: 200, msg: '打点已添加' });
    const cover = '/files/public/admin/202601/abc.png';
    const second = await editor.post(path, { offset: 10, title: '建模', cover });
    const markers = second.data.chapters[0].lessons[0].markers;
    expect(markers.map((m: any) => [m.offset, m.title])).toEqual([
      [10, '建模'],
      [75, '渲染设置'],
    ]);
    const addons = await t.call('GET', `/api/player/lessons/${tasks.preview.id}/addons`);
    expect(addons.data.markers).toEqual([
      { offset: 10, title: '建模', describe: '', coverUrl: cover },
      { offset: 75, title: '渲染设置', describe: '打开渲染面板', coverUrl: '' },
    ]);
    const id = markers[1].id;
    const edited = await staffAs(t, tokens.admin).post(`/api/admin/markers/${id}`, {
      offset: 90,
      title: '渲染输出',
      describe: '',
    });
    expect(edited).toMatchObject({ code: 200, msg: '打点已保存' });
    expect((await auditRowsFor(t, 'marker', id))[0]).toMatchObject({
      action: 'marker.update',
      before: { offset: 75, title: '渲染设置' },
      after: { offset: 90, title: '渲染输出' },
    });
    expect(await editor.delete(`/api/admin/markers/${id}`)).toMatchObject({ code: 200, msg: '打点已删除' });
    expect((await auditRowsFor(t, 'marker', id)).map((r) => r.action)).toEqual([
      'marker.delete',
      'marker.update',
      'marker.create',
    ]);
    expect((await t.call('GET', `/api/courses/${course.id}`)).code).toBe(200);
  });

  it('refuses a time past the lesson, a long title, an outside picture and wrong roles, changing nothing', async () => {
    const { tasks } = await courseWithLessons(t);
    const path = `/api/admin/lessons/${tasks.normal.id}/markers`;
    const editor = staffAs(t, tokens.editor);
    const audits = await auditCount();
    expect(await editor.post(path, { offset: 101, title: '太晚' })).toMatchObject({
      code: 4022,
      msg: '打点时间不能超过课时时长 1:40',
    });
    expect(await editor.post(path, { offset: 5, title: '长'.repeat(61) })).toMatchObject({
      code: 4022,
      msg: '打点标题不能超过 60 个字符',
    });
    expect(await editor.post(path, { offset: 5, title: '说明', describe: '长'.repeat(201) })).toMatchObject({
      code: 4022,
      msg: '打点说明不能超过 200 个字符',
    });
    expect(
      await editor.post(path, { offset: 5, title: '图', cover: 'https://evil.example/x.png' }),
    ).toMatchObject({
      code: 4022,
      msg: '打点图片需为本站上传的图片',
    });
    expect(await editor.post(path, { offset: -1, title: '负' })).toMatchObject({ code: 4022 });
    for (const role of REFUSED)
      expect(await staffAs(t, tokens[role]).post(path, { offset: 5, title: '角色' })).toMatchObject({
        code: 4003,
      });
    expect(await editor.delete('/api/admin/markers/999999')).toMatchObject({ code: 4004, msg: '打点不存在' });
    expect(
      await t.ctx.db.select().from(lessonMarkers).where(eq(lessonMarkers.taskId, tasks.normal.id)),
    ).toEqual([]);
    expect(await auditCount()).toBe(audits);
  });
});
