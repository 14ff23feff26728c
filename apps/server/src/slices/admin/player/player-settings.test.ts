import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { users } from '../../../kernel/members/index.ts';
import { makeTestClip } from '../../../platform/media/synthetic-clip.ts';
import { storedKeys } from '../../../platform/storage/list-keys.ts';
import { memberWithToken } from '../../catalogue/testing.ts';
import { courseWithLessons } from '../../learning/testing.ts';
import { courseAds, lessonCaptions } from '../../player/schema.ts';
import { adminPlayerMessages } from '@app/contract';
import { staffAs } from '../products/testing.ts';
import { adminAuditLog } from '../schema.ts';
import { auditRowsFor, multipartBody, staffTokens } from '../testing.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof staffTokens>>;
let dir: string;
/** A real one-second H.264 + AAC MP4 (what every browser plays). */
let MP4: Buffer;
beforeAll(async () => {
  t = await startTestApp();
  tokens = await staffTokens(t);
  dir = mkdtempSync(path.join(os.tmpdir(), 'ad-videos-'));
  MP4 = readFileSync(makeTestClip(path.join(dir, 'ok.mp4'), { seconds: 1, height: 180 }));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A one-second test pattern with a tone, encoded with the given ffmpeg output options. */
function clipWith(name: string, options: string[]): Buffer {
  const file = path.join(dir, name);
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '1', ...options, file],
  ]);
  return readFileSync(file);
}
const VTT = '\uFEFFWEBVTT\n\n00:00.000 --> 00:02.000\n大家好\n';
const auditCount = async () => (await t.ctx.db.select({ id: adminAuditLog.id }).from(adminAuditLog)).length;

async function upload(token: string, url: string, name: string, type: string, content: Buffer) {
  const body = multipartBody({}, { file: { name, type, content } });
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
  });
  return res.json() as { code: number; msg: string; data: any };
}
const uploadAd = (token: string, content = MP4, name = 'ad.mp4') =>
  upload(token, '/api/admin/uploads/ad-video', name, 'video/mp4', content);
const uploadVtt = (token: string, text = VTT) =>
  upload(token, '/api/admin/uploads/caption', '中文.vtt', 'text/vtt', Buffer.from(text));
const addons = (taskId: number, token?: string) =>
  t.call('GET', `/api/player/lessons/${taskId}/addons`, { token });

describe('course ads (back office)', () => {
  it('an editor uploads a pre-roll, saves ads, the player plays them; off hides them; VIP sees none', async () => {
    const { course, tasks } = await courseWithLessons(t);
    const editor = staffAs(t, tokens.editor);
    expect((await editor.get(`/api/admin/courses/${course.id}/ads`)).data).toMatchObject({
      enabled: false,
      start_image: null,
      videos: [],
    });
    const ad = await uploadAd(tokens.editor);
    expect(ad).toMatchObject({ code: 200, msg: '广告视频已上传' });
    expect(ad.data.key).toMatch(/^admin\/ads\/\d{6}\/.+\.mp4$/);
    const settings = {
      enabled: true,
      start_image: { image: '/files/public/admin/202601/start.png', link: '/ai/vip', seconds: 3 },
      video: { video: ad.data.key, link: 'https://example.com/more', seconds: 10 },
      videos: [{ adVideo: ad.data.key, adVideoLink: '', seconds: 5 }],
      pause_image: { image: '/files/public/admin/202601/pause.png', link: '' },
    };
    const saved = await editor.post(`/api/admin/courses/${course.id}/ads`, settings);
    expect(saved).toMatchObject({ code: 200, msg: '广告设置已保存', data: { enabled: true } });
    expect(saved.data.previews[ad.data.key]).toMatch(/sig=/);
    const [audit] = await auditRowsFor(t, 'course', course.id);
    expect(audit).toMatchObject({ action: 'course.ads', before: null, after: { enabled: true } });

    const played = (await addons(tasks.preview.id)).data.ads;
    expect(played.start_image).toEqual(settings.start_image);
    expect(played.video.video).toMatch(/^\/files\/admin\/ads\/.+sig=/);
    const video = await t.app.inject({ method: 'GET', url: played.video.video });
    expect(video.statusCode).toBe(200);
    expect(video.rawPayload.subarray(4, 8).toString()).toBe('ftyp');

    const vip = await memberWithToken(t);
    await t.ctx.db.update(users).set({ vipPermanent: true }).where(eq(users.id, vip.id));
    expect((await addons(tasks.preview.id, vip.token)).data.ads).toBeNull();

    await staffAs(t, tokens.admin).post(`/api/admin/courses/${course.id}/ads`, {
      ...settings,
      enabled: false,
    });
    expect((await addons(tasks.preview.id)).data.ads).toBeNull();
    // Switched off, the settings stay for switching on again.
    expect((await editor.get(`/api/admin/courses/${course.id}/ads`)).data).toMatchObject({
      enabled: false,
      start_image: settings.start_image,
    });
  });

  it('refuses wrong roles, files that are no MP4, outside pictures and foreign keys, changing nothing', async () => {
    const { course } = await courseWithLessons(t);
    await t.ctx.db.insert(courseAds).values({
      courseId: course.id,
      config: { start_image: null, video: null, videos: [], pause_image: null },
      enabled: false,
    });
    const before = await t.ctx.db.select().from(courseAds).where(eq(courseAds.courseId, course.id));
    const audits = await auditCount();
    const editor = staffAs(t, tokens.editor);
    const path = `/api/admin/courses/${course.id}/ads`;
    const empty = { enabled: true, start_image: null, video: null, videos: [], pause_image: null };
    for (const role of ['reviewer', 'finance'] as const) {
      expect(await staffAs(t, tokens[role]).post(path, empty)).toMatchObject({ code: 4003 });
      expect(await uploadAd(tokens[role])).toMatchObject({ code: 4003 });
    }
    expect(await uploadAd(tokens.editor, Buffer.from('<html>not a video</html>'), 'x.mp4')).toMatchObject({
      code: 4022,
      msg: '广告视频需为 MP4 文件',
    });
    const bad = [
      [
        { ...empty, pause_image: { image: 'https://evil.example/x.png', link: '' } },
        '广告图片需为本站上传的图片',
      ],
      [
        { ...empty, pause_image: { image: '/files/public/a.png', link: 'javascript:alert(1)' } },
        '跳转链接需以 / 或 https:// 开头',
      ],
      [{ ...empty, video: { video: 'demo/paid/lesson.mp4', link: '', seconds: 5 } }, '请先上传广告视频'],
      [{ ...empty, video: { video: 'admin/ads/202601/none.mp4', link: '', seconds: 5 } }, '请先上传广告视频'],
      [
        { ...empty, start_image: { image: '/files/public/a.png', link: '', seconds: 0 } },
        '广告时长需为 1–120 秒的整数',
      ],
    ] as const;
    for (const [body, msg] of bad) expect(await editor.post(path, body)).toMatchObject({ code: 4022, msg });
    expect(await editor.get('/api/admin/courses/999999/ads')).toMatchObject({ code: 4004 });
    expect(await t.ctx.db.select().from(courseAds).where(eq(courseAds.courseId, course.id))).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });
});

describe('ad videos browsers can play', () => {
  it('refuses a .mov, H.265, 4:4:4 pictures and Opus sound with what to change; nothing is stored', async () => {
    const x264 = ['-c:v', 'libx264', '-preset', 'ultrafast'];
    const cases = [
      [
        clipWith('a.mov', [...x264, '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-f', 'mov']),
        '广告视频需为 MP4 文件（.mov 请先导出为 MP4）',
      ],
      [
        clipWith('hevc.mp4', ['-c:v', 'libx265', '-preset', 'ultrafast', '-tag:v', 'hvc1', '-c:a', 'aac']),
        adminPlayerMessages.adVideoCodec,
      ],
      [
        clipWith('444.mp4', [...x264, '-pix_fmt', 'yuv444p', '-c:a', 'aac']),
        adminPlayerMessages.adVideoCodec,
      ],
      [
        clipWith('opus.mp4', [...x264, '-pix_fmt', 'yuv420p', '-c:a', 'libopus', '-strict', '-2']),
        '广告视频的声音需为 AAC 编码（或无声）',
      ],
    ] as const;
    const stored = async () => {
      let n = 0;
      for await (const key of storedKeys(t.config)) if (key.startsWith('admin/ads/')) n += 1;
      return n;
    };
    const before = await stored();
    for (const [content, msg] of cases)
      expect(await uploadAd(tokens.editor, content)).toMatchObject({ code: 4022, msg });
    expect(await stored()).toBe(before);
    // Silent is fine, and so is a plain H.264 + AAC MP4.
    const silent = clipWith('silent.mp4', [...x264, '-pix_fmt', 'yuv420p', '-an']);
    expect(await uploadAd(tokens.editor, silent)).toMatchObject({ code: 200 });
  });
});

describe('lesson captions (back office)', () => {
  it('an editor uploads a .vtt, adds it as default (others unmarked), the player lists it; delete removes it', async () => {
    const { tasks } = await courseWithLessons(t);
    await t.ctx.db.insert(lessonCaptions).values({
      taskId: tasks.preview.id,
      lang: 'en',
      label: 'English',
      fileKey: 'demo/c.vtt',
      isDefault: true,
    });
    const file = await uploadVtt(tokens.editor);
    expect(file).toMatchObject({ code: 200, data: { name: '中文.vtt' } });
    const editor = staffAs(t, tokens.editor);
    const created = await editor.post(`/api/admin/lessons/${tasks.preview.id}/captions`, {
      lang: 'zh-CN',
      label: '中文',
      is_default: true,
      file_key: file.data.key,
    });
    expect(created).toMatchObject({ code: 200, msg: '字幕已添加' });
    const captions = created.data.chapters[0].lessons[0].captions;
    expect(captions.map((c: any) => [c.label, c.is_default])).toEqual([
      ['English', false],
      ['中文', true],
    ]);
    const played = (await addons(tasks.preview.id)).data.captions;
    const zh = played.find((c: any) => c.text === '中文');
    expect(zh).toMatchObject({ lang: 'zh-CN', default: true });
    const vtt = await t.app.inject({ method: 'GET', url: zh.value });
    expect(vtt.body).toContain('大家好');
    const id = captions[1].id;
    expect((await auditRowsFor(t, 'caption', id))[0]).toMatchObject({ action: 'caption.create' });
    const removed = await staffAs(t, tokens.admin).delete(`/api/admin/captions/${id}`);
    expect(removed).toMatchObject({ code: 200, msg: '字幕已删除' });
    expect(removed.data.chapters[0].lessons[0].captions.map((c: any) => c.label)).toEqual(['English']);
    expect((await auditRowsFor(t, 'caption', id)).map((r) => r.action)).toEqual([
      'caption.delete',
      'caption.create',
    ]);
  });

  it('refuses files that are no WebVTT, bad fields and wrong roles, changing nothing', async () => {
    const { tasks } = await courseWithLessons(t);
    const audits = await auditCount();
    expect(await uploadVtt(tokens.editor, '1\n00:00:01,000 --> 00:00:02,000\nSRT\n')).toMatchObject({
      code: 4022,
      msg: '字幕需为 WebVTT 文件（以 WEBVTT 开头）',
    });
    expect(await uploadVtt(tokens.editor, `WEBVTT\n\n${'字'.repeat(200_000)}`)).toMatchObject({
      code: 4022,
      msg: '字幕文件不能超过 512KB',
    });
    const file = await uploadVtt(tokens.editor);
    const path = `/api/admin/lessons/${tasks.preview.id}/captions`;
    const body = { lang: 'zh-CN', label: '中文', is_default: false, file_key: file.data.key };
    const editor = staffAs(t, tokens.editor);
    expect(await editor.post(path, { ...body, lang: '中文' })).toMatchObject({
      code: 4022,
      msg: '语言代码格式如 zh-CN、en',
    });
    expect(await editor.post(path, { ...body, label: '' })).toMatchObject({
      code: 4022,
      msg: '请填写字幕名称',
    });
    expect(await editor.post(path, { ...body, file_key: 'demo/captions/x.vtt' })).toMatchObject({
      code: 4022,
    });
    expect(await editor.post(path, { ...body, file_key: 'admin/captions/none.vtt' })).toMatchObject({
      code: 4022,
    });
    for (const role of ['reviewer', 'finance'] as const)
      expect(await staffAs(t, tokens[role]).post(path, body)).toMatchObject({ code: 4003 });
    expect(await editor.delete('/api/admin/captions/999999')).toMatchObject({
      code: 4004,
      msg: '字幕不存在',
    });
    expect(
      await t.ctx.db.select().from(lessonCaptions).where(eq(lessonCaptions.taskId, tasks.preview.id)),
    ).toEqual([]);
    expect(await auditCount()).toBe(audits);
  });
});
