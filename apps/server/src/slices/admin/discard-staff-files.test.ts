import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { makeTestClip } from '../../platform/media/synthetic-clip.ts';
import { courseAttachments } from '../catalogue/schema.ts';
import { courseWithLessons } from '../learning/testing.ts';
import { lessonCaptions } from '../player/schema.ts';
import { deleteAttachment } from './catalogue/change-attachment.ts';
import { discardStaffFiles } from './discard-staff-files.ts';
import { staffAs, uploadStaffFile } from './products/testing.ts';
import { auditRowsFor, multipartBody, staffTokens } from './testing.ts';

/** Deleting or replacing what names a staff upload removes the stored file, after the commit, once unused. */
let t: TestApp;
let tokens: Awaited<ReturnType<typeof staffTokens>>;
let clip: Buffer;
let dir: string;
beforeAll(async () => {
  t = await startTestApp();
  tokens = await staffTokens(t);
  dir = mkdtempSync(path.join(os.tmpdir(), 'discard-files-'));
  clip = readFileSync(makeTestClip(path.join(dir, 'ad.mp4'), { seconds: 1, height: 180 }));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const storage = () => t.ctx.services.storage;
const gone = async (key: string) => !(await storage().exists(key)) && (await storage().get(key)) === null;

async function upload(url: string, name: string, type: string, content: Buffer) {
  const body = multipartBody({}, { file: { name, type, content } });
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { 'content-type': body.contentType, authorization: `Bearer ${tokens.editor}` },
  });
  return (res.json() as { data: { key: string } }).data.key;
}
const uploadVtt = () =>
  upload(
    '/api/admin/uploads/caption',
    'zh.vtt',
    'text/vtt',
    Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\n你好\n'),
  );
const uploadAd = () => upload('/api/admin/uploads/ad-video', 'ad.mp4', 'video/mp4', clip);

async function attach(chapterId: number, key: string, name = '图纸') {
  const res = await staffAs(t, tokens.editor).post(`/api/admin/chapters/${chapterId}/attachments`, {
    name,
    file_key: key,
  });
  expect(res.code).toBe(200);
  return res.data.chapters.flatMap((c: any) => c.attachments).find((a: any) => a.name === name).id as number;
}

describe('stored files of deleted attachments', () => {
  it('a deleted attachment takes its file along; one audit row; a key another row names stays until it goes too', async () => {
    const { chapters } = await courseWithLessons(t);
    const file = await uploadStaffFile(t, tokens.editor, '图纸.zip', Buffer.from('PK\u0003\u0004 drawings'));
    const key = file.data!.key;
    const first = await attach(chapters.open.id, key, '图纸一');
    const second = await attach(chapters.open.id, key, '图纸二');

    expect(await staffAs(t, tokens.editor).delete(`/api/admin/attachments/${first}`)).toMatchObject({
      code: 200,
    });
    expect(await storage().exists(key)).toBe(true);
    expect(await staffAs(t, tokens.editor).delete(`/api/admin/attachments/${second}`)).toMatchObject({
      code: 200,
      msg: '附件已删除',
    });
    expect(await gone(key)).toBe(true);
    expect((await auditRowsFor(t, 'attachment', second)).map((r) => r.action)).toEqual([
      'attachment.delete',
      'attachment.create',
    ]);
  });

  it('a deletion that rolls back keeps its row and file; a storage failure is logged, the deletion stands', async () => {
    const { chapters } = await courseWithLessons(t);
    const file = await uploadStaffFile(t, tokens.editor, 'a.zip', Buffer.from('PK\u0003\u0004 a'));
    const key = file.data!.key;
    const id = await attach(chapters.open.id, key);
    const warn = vi.fn();
    const bin = { storage: storage(), log: { warn } };
    // No such staff account: the audit row's foreign key fails, so the whole deletion rolls back.
    const ghost = { id: 999_999, name: '不存在', ip: '127.0.0.1', userAgent: 'test' };
    await expect(deleteAttachment(t.ctx.db, bin, ghost, id)).rejects.toThrow();
    expect(await t.ctx.db.select().from(courseAttachments).where(eq(courseAttachments.id, id))).toHaveLength(
      1,
    );
    expect(await storage().exists(key)).toBe(true);

    const failing = vi.spyOn(storage(), 'delete').mockRejectedValueOnce(new Error('存储不可用'));
    try {
      expect(await staffAs(t, tokens.editor).delete(`/api/admin/attachments/${id}`)).toMatchObject({
        code: 200,
        msg: '附件已删除',
      });
      expect(failing.mock.calls).toEqual([[key]]);
    } finally {
      failing.mockRestore();
    }
    expect(await t.ctx.db.select().from(courseAttachments).where(eq(courseAttachments.id, id))).toEqual([]);
    // What the route's request log is told, here on a bin of our own.
    const broken = { ...storage(), delete: () => Promise.reject(new Error('存储不可用')) };
    await discardStaffFiles(t.ctx.db, { storage: broken, log: { warn } }, [key]);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ key }), expect.any(String));
    expect(await auditRowsFor(t, 'attachment', id)).toHaveLength(2);
  });
});

describe('stored files of deleted captions and replaced ad videos', () => {
  it('a deleted caption takes its .vtt along (one audit row); a demo caption file is never touched', async () => {
    const { tasks } = await courseWithLessons(t);
    const key = await uploadVtt();
    const created = await staffAs(t, tokens.editor).post(`/api/admin/lessons/${tasks.preview.id}/captions`, {
      lang: 'zh-CN',
      label: '中文',
      is_default: true,
      file_key: key,
    });
    const id = created.data.chapters[0].lessons[0].captions[0].id as number;
    await storage().put('demo/captions/keep.vtt', Buffer.from('WEBVTT\n'), { contentType: 'text/vtt' });
    const [demo] = await t.ctx.db
      .insert(lessonCaptions)
      .values({ taskId: tasks.preview.id, lang: 'en', label: 'English', fileKey: 'demo/captions/keep.vtt' })
      .returning();

    expect(await staffAs(t, tokens.admin).delete(`/api/admin/captions/${id}`)).toMatchObject({
      code: 200,
      msg: '字幕已删除',
    });
    expect(await gone(key)).toBe(true);
    expect(await auditRowsFor(t, 'caption', id)).toHaveLength(2);
    await staffAs(t, tokens.admin).delete(`/api/admin/captions/${demo!.id}`);
    expect(await storage().exists('demo/captions/keep.vtt')).toBe(true);
  });

  it('a deleted lesson takes the files of its captions along (they went by cascade)', async () => {
    const { tasks } = await courseWithLessons(t);
    const key = await uploadVtt();
    await staffAs(t, tokens.editor).post(`/api/admin/lessons/${tasks.normal.id}/captions`, {
      lang: 'zh-CN',
      label: '中文',
      is_default: false,
      file_key: key,
    });
    expect(await storage().exists(key)).toBe(true);
    expect(await staffAs(t, tokens.editor).delete(`/api/admin/lessons/${tasks.normal.id}`)).toMatchObject({
      code: 200,
      msg: '课时已删除',
    });
    expect(await gone(key)).toBe(true);
    expect((await auditRowsFor(t, 'lesson', tasks.normal.id)).map((r) => r.action)).toEqual([
      'lesson.delete',
    ]);
  });

  it('a save that replaces or drops an ad video deletes the old file unless another course still plays it', async () => {
    const [a, b] = [await courseWithLessons(t), await courseWithLessons(t)];
    const [shared, own, next] = [await uploadAd(), await uploadAd(), await uploadAd()];
    const editor = staffAs(t, tokens.editor);
    const ads = (video: string, videos: string[]) => ({
      enabled: true,
      start_image: null,
      video: { video, link: '', seconds: 5 },
      videos: videos.map((adVideo) => ({ adVideo, adVideoLink: '', seconds: 5 })),
      pause_image: null,
    });
    expect((await editor.post(`/api/admin/courses/${a.course.id}/ads`, ads(shared, [own]))).code).toBe(200);
    expect((await editor.post(`/api/admin/courses/${b.course.id}/ads`, ads(shared, []))).code).toBe(200);

    const saved = await editor.post(`/api/admin/courses/${a.course.id}/ads`, ads(next, []));
    expect(saved).toMatchObject({ code: 200, msg: '广告设置已保存' });
    expect(await gone(own)).toBe(true);
    expect(await storage().exists(shared)).toBe(true); // course b still plays it
    expect(await storage().exists(next)).toBe(true);
    expect(await auditRowsFor(t, 'course', a.course.id)).toHaveLength(2);

    await editor.post(`/api/admin/courses/${b.course.id}/ads`, { ...ads(next, []), video: null });
    expect(await gone(shared)).toBe(true);
    expect(await storage().exists(next)).toBe(true); // course a plays it
  });
});
