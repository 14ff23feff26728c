import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { directUploads } from '../creator/schema.ts';
import { mp4Bytes, PNG_1PX, putPart, uploadThrough } from '../creator/uploads/testing.ts';
import { courseTasks } from '../catalogue/schema.ts';
import { memberWithToken } from '../catalogue/testing.ts';
import { courseWithLessons } from '../learning/testing.ts';
import { adminAuditLog } from './schema.ts';
import { auditRowsFor, staffWithToken } from './testing.ts';

/**
 * Staff direct uploads (/api/admin/uploads) and a lesson naming its video by key: owned by the staff
 * account, each change one audit row, every refusal a Chinese msg that changes nothing.
 */
let t: TestApp;
let editor: Awaited<ReturnType<typeof staffWithToken>>;
let admin: Awaited<ReturnType<typeof staffWithToken>>;
let otherEditor: Awaited<ReturnType<typeof staffWithToken>>;
let refused: { token: string; code: number }[];
beforeAll(async () => {
  t = await startTestApp();
  editor = await staffWithToken(t, 'editor');
  admin = await staffWithToken(t, 'admin');
  otherEditor = await staffWithToken(t, 'editor', '另一位编辑');
  const member = await memberWithToken(t);
  refused = [
    { token: (await staffWithToken(t, 'reviewer')).token, code: 4003 },
    { token: (await staffWithToken(t, 'finance')).token, code: 4003 },
    { token: member.token, code: 4001 },
    { token: '', code: 4001 },
  ];
});
afterAll(async () => {
  await t.close();
});

const clip = mp4Bytes(6 * 1024 * 1024 + 123, 7);
const videoBody = (over: Record<string, unknown> = {}) => ({
  purpose: 'video',
  name: '第一课 导入.mp4',
  size: clip.length,
  content_type: 'video/mp4',
  ...over,
});
const call = (method: string, url: string, token: string, body?: unknown) =>
  t.call(method as 'GET', url, { token: token || undefined, body });
const rowsOf = (staffId: number) =>
  t.ctx.db.select().from(directUploads).where(eq(directUploads.staffId, staffId));
const auditCount = async (staffId: number) =>
  (await t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.staffId, staffId))).length;

describe('staff direct uploads', () => {
  it('an editor and an admin upload straight to storage; open and complete are one audit row each', async () => {
    for (const staff of [editor, admin]) {
      const opened = await call('POST', '/api/admin/uploads', staff.token, videoBody());
      expect(opened).toMatchObject({
        code: 200,
        data: { state: 'uploading', part_count: 2, name: '第一课导入.mp4' },
      });
      expect(opened.data.key).toMatch(new RegExp(`^admin/uploads/${staff.id}/\\d{8}/\\d+第一课导入\\.mp4$`));
      const id = opened.data.upload_id;
      const signed = await call('POST', `/api/admin/uploads/${id}/parts`, staff.token, {
        part_numbers: [1, 2],
      });
      expect(signed.data.parts).toHaveLength(2);
      const parts = [];
      for (const part of signed.data.parts) {
        const start = (part.part_number - 1) * opened.data.part_size;
        const sent = await putPart(t, part.url, clip.subarray(start, start + opened.data.part_size));
        parts.push({ part_number: part.part_number, etag: sent.etag });
      }
      const status = await call('GET', `/api/admin/uploads/${id}`, staff.token);
      expect(status.data.parts.map((p: { part_number: number }) => p.part_number)).toEqual([1, 2]);
      const done = await call('POST', `/api/admin/uploads/${id}/complete`, staff.token, { parts });
      expect(done).toMatchObject({ code: 200, data: { state: 'complete', url: '' } });
      // A retried completion (its answer lost) answers the same upload and records nothing more.
      expect(await call('POST', `/api/admin/uploads/${id}/complete`, staff.token, { parts })).toMatchObject({
        code: 200,
        data: { state: 'complete' },
      });
      const audit = await auditRowsFor(t, 'upload', id);
      expect(audit.map((r) => r.action)).toEqual(['upload.complete', 'upload.open']);
      expect(audit[0]).toMatchObject({
        staffId: staff.id,
        after: { state: 'complete', key: opened.data.key },
      });
      const stored = await t.ctx.services.storage.head(opened.data.key);
      expect(stored?.size).toBe(clip.length);
    }
  });

  it('refuses reviewers, finance, members and guests on every call, and records nothing', async () => {
    const opened = await call('POST', '/api/admin/uploads', editor.token, videoBody({ size: 10 }));
    const id = opened.data.upload_id;
    for (const { token, code } of refused) {
      for (const [method, url, body] of [
        ['POST', '/api/admin/uploads', videoBody()],
        ['POST', `/api/admin/uploads/${id}/parts`, { part_numbers: [1] }],
        ['GET', `/api/admin/uploads/${id}`, undefined],
        ['POST', `/api/admin/uploads/${id}/complete`, { parts: [{ part_number: 1, etag: 'x' }] }],
        ['DELETE', `/api/admin/uploads/${id}`, undefined],
        ['POST', '/api/admin/lessons/1/video', { key: opened.data.key }],
      ] as const)
        expect(await call(method, url, token, body)).toMatchObject({ code });
    }
    const [row] = await t.ctx.db.select().from(directUploads).where(eq(directUploads.id, id));
    expect(row!.state).toBe('uploading');
    expect((await auditRowsFor(t, 'upload', id)).map((r) => r.action)).toEqual(['upload.open']);
  });

  it('bad input gets a Chinese msg and opens nothing', async () => {
    const before = (await rowsOf(editor.id)).length;
    const audits = await auditCount(editor.id);
    const cases: [Record<string, unknown>, string][] = [
      [videoBody({ name: '说明.txt', content_type: 'text/plain' }), '视频格式不支持'],
      [videoBody({ size: 201 * 1024 * 1024 }), '200'],
      [videoBody({ size: 0 }), '文件大小'],
      [videoBody({ purpose: 'exe' }), '上传用途错误'],
      [videoBody({ name: '   ' }), '请选择要上传的文件'],
    ];
    for (const [body, msg] of cases) {
      const answer = await call('POST', '/api/admin/uploads', editor.token, body);
      expect(answer.code).toBe(4022);
      expect(answer.msg).toContain(msg);
    }
    expect((await rowsOf(editor.id)).length).toBe(before);
    expect(await auditCount(editor.id)).toBe(audits);
  });

  it("another account's upload reads as not found; abort is one audit row and ends the upload", async () => {
    const opened = await call('POST', '/api/admin/uploads', editor.token, videoBody({ size: 10 }));
    const id = opened.data.upload_id;
    for (const [method, url, body] of [
      ['POST', `/api/admin/uploads/${id}/parts`, { part_numbers: [1] }],
      ['GET', `/api/admin/uploads/${id}`, undefined],
      ['POST', `/api/admin/uploads/${id}/complete`, { parts: [{ part_number: 1, etag: 'x' }] }],
      ['DELETE', `/api/admin/uploads/${id}`, undefined],
    ] as const)
      expect(await call(method, url, otherEditor.token, body)).toMatchObject({
        code: 4004,
        msg: '上传任务不存在',
      });
    expect(await call('DELETE', `/api/admin/uploads/${id}`, editor.token)).toMatchObject({
      code: 200,
      msg: '已取消上传',
    });
    const [row] = await t.ctx.db.select().from(directUploads).where(eq(directUploads.id, id));
    expect(row!.state).toBe('aborted');
    expect((await auditRowsFor(t, 'upload', id)).map((r) => r.action)).toEqual([
      'upload.abort',
      'upload.open',
    ]);
    expect(
      await call('POST', `/api/admin/uploads/${id}/parts`, editor.token, { part_numbers: [1] }),
    ).toMatchObject({
      code: 4009,
      msg: '上传任务已结束',
    });
  });
});

describe('a lesson names its video by key', () => {
  it('refuses any key but the account’s own completed video upload, and changes nothing', async () => {
    const { tasks } = await courseWithLessons(t);
    const lessonRow = async () =>
      (
        await t.ctx.db
          .select()
          .from(courseTasks)
          .where(and(eq(courseTasks.id, tasks.normal.id)))
      )[0]!;
    const before = await lessonRow();
    const mine = await uploadThrough(t, editor.token, '/api/admin/uploads', videoBody(), clip);
    const theirs = await uploadThrough(t, otherEditor.token, '/api/admin/uploads', videoBody(), clip);
    const image = await uploadThrough(
      t,
      editor.token,
      '/api/admin/uploads',
      { purpose: 'image', name: 'cover.png', content_type: 'image/png' },
      PNG_1PX,
    );
    const unfinished = await call('POST', '/api/admin/uploads', editor.token, videoBody({ size: 10 }));
    for (const key of [theirs.key, image.key, unfinished.data.key, 'admin/uploads/1/guess.mp4'])
      expect(
        await call('POST', `/api/admin/lessons/${tasks.normal.id}/video`, editor.token, { key }),
      ).toMatchObject({
        code: 4022,
        msg: '视频尚未上传完成，请重新上传',
      });
    expect(
      await call('POST', `/api/admin/lessons/${tasks.normal.id}/video`, editor.token, { key: ' ' }),
    ).toMatchObject({
      code: 4022,
      msg: '请选择要上传的视频',
    });
    expect(await lessonRow()).toEqual(before);
    expect(await auditRowsFor(t, 'lesson', tasks.normal.id)).toEqual([]);

    const attached = await call('POST', `/api/admin/lessons/${tasks.normal.id}/video`, editor.token, {
      key: mine.key,
    });
    expect(attached).toMatchObject({ code: 200, msg: '视频已上传，正在转码' });
    expect((await auditRowsFor(t, 'lesson', tasks.normal.id)).map((r) => r.action)).toEqual(['lesson.video']);
    expect(
      await call('POST', '/api/admin/lessons/999999/video', editor.token, { key: mine.key }),
    ).toMatchObject({
      code: 4004,
    });
  });
});
