import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { directUploads } from './uploads/index.ts';
import { makeClip } from '../learning/testing.ts';
import { member, ossToken, png, startS3, upload } from './testing.ts';

/**
 * A file is what its bytes say (docs/spec-decisions.md "…uploads, links, repeated purchases"), on both
 * storage drivers: at completion the bytes are read (`file-type`), a picture or video that is not one is
 * refused and deleted whatever was declared, and what is kept is served as the detected type — or, when it is
 * not a picture, sound or video, as a download (application/octet-stream, Content-Disposition: attachment).
 */
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SCRIPT = Buffer.from('fetch("/api/user").then((r) => r.text()).then(alert);');
const ZIP = Buffer.concat([Buffer.from('504b0304140000000800', 'hex'), Buffer.alloc(300, 5)]);

describe.each(['local', 's3'] as const)('upload content (%s driver)', (driver) => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;
  let creator: { id: number; token: string };
  let dir: string;
  beforeAll(async () => {
    s3 = driver === 's3' ? await startS3() : undefined;
    t = await startTestApp(s3?.env ?? {});
    creator = await member(t, { creator: true });
    dir = mkdtempSync(path.join(os.tmpdir(), 'upload-content-'));
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const storage = () => t.ctx.services.storage;
  const rowNamed = async (name: string) =>
    (
      await t.ctx.db
        .select()
        .from(directUploads)
        .where(and(eq(directUploads.userId, creator.id), eq(directUploads.name, name)))
    )[0]!;
  /** GET of the stored file as a page would: the public address of a picture, a signed link otherwise. */
  async function served(key: string) {
    const url = key.startsWith('public/')
      ? storage().publicUrl(key)
      : await storage().signedUrl(key, { expiresInSeconds: 60 });
    if (/^https?:/.test(url)) {
      const res = await fetch(url);
      const body = Buffer.from(await res.arrayBuffer());
      const disposition = res.headers.get('content-disposition') ?? undefined;
      return { status: res.status, type: res.headers.get('content-type'), disposition, body };
    }
    const res = await t.app.inject({ method: 'GET', url });
    return {
      status: res.statusCode,
      type: res.headers['content-type'],
      disposition: res.headers['content-disposition'],
      body: res.rawPayload,
    };
  }

  it('refuses HTML bytes declared as a PNG and deletes what was stored', async () => {
    const file = { purpose: 'image', name: 'html-as.png', content: HTML, type: 'image/png' };
    await expect(upload(t, creator.token, file)).rejects.toThrow(
      'complete: 文件内容不是 JPG、PNG 或 GIF 图片（与声明的类型不符），请重新上传',
    );
    const row = await rowNamed('html-as.png');
    expect(row.state).toBe('aborted');
    expect(await storage().head(row.key)).toBeNull();
    expect((await served(row.key)).status).toBe(404);
  });

  it('refuses a video declared as application/javascript, and script bytes declared as a video', async () => {
    const opened = await t.call('POST', '/api/oss/multipart', {
      token: creator.token,
      body: {
        token: await ossToken(t, creator.token),
        purpose: 'video',
        name: 'lesson.mp4',
        size: SCRIPT.length,
        content_type: 'application/javascript',
      },
    });
    expect(opened).toMatchObject({ code: 4022, msg: expect.stringMatching(/^视频格式不支持/), data: null });
    for (const type of ['text/html', 'image/svg+xml'])
      expect(
        (
          await t.call('POST', '/api/oss/multipart', {
            token: creator.token,
            body: {
              token: await ossToken(t, creator.token),
              purpose: 'video',
              name: 'a.mp4',
              size: 9,
              content_type: type,
            },
          })
        ).code,
      ).toBe(4022);
    expect(
      (await t.ctx.db.select().from(directUploads).where(eq(directUploads.name, 'lesson.mp4'))).length,
    ).toBe(0);
    const file = { purpose: 'video', name: 'script.mp4', content: SCRIPT, type: 'video/mp4' };
    await expect(upload(t, creator.token, file)).rejects.toThrow(
      'complete: 文件内容不是可识别的视频（与声明的类型不符），请重新上传',
    );
    const row = await rowNamed('script.mp4');
    expect(row.state).toBe('aborted');
    expect(await storage().head(row.key)).toBeNull();
  });

  it('accepts a real PNG and a real MP4 and serves each as the type its bytes show', async () => {
    const picture = await upload(t, creator.token, {
      purpose: 'image',
      name: 'cover.png',
      content: png(),
      type: 'image/png',
    });
    expect((await rowNamed('cover.png')).contentType).toBe('image/png');
    const shown = await served(picture.key);
    expect(shown).toMatchObject({ status: 200, type: 'image/png' });
    expect(shown.disposition).toBeUndefined();
    expect(shown.body.equals(png())).toBe(true);
    // The browser declared nothing it knew; the bytes say MP4.
    const clip = readFileSync(makeClip(path.join(dir, 'lesson.mp4'), 1, 144, false));
    const video = await upload(t, creator.token, { purpose: 'video', name: '第一课.mp4', content: clip });
    expect((await rowNamed('第一课.mp4')).contentType).toBe('video/mp4');
    const played = await served(video.key);
    expect(played).toMatchObject({ status: 200, type: 'video/mp4' });
    expect(played.body.equals(clip)).toBe(true);
  });

  it('keeps plugin archives and materials, and serves what is not a picture, sound or video as a download', async () => {
    const archive = await upload(t, creator.token, {
      purpose: 'plugin',
      name: '插件.zip',
      content: ZIP,
      type: 'application/zip',
    });
    expect((await rowNamed('插件.zip')).contentType).toBe('application/zip');
    // HTML bytes as a material (any file may be one) are kept, but only ever as a download.
    const page = await upload(t, creator.token, {
      purpose: 'material',
      name: 'notes.txt',
      content: HTML,
      type: 'text/plain',
    });
    expect((await rowNamed('notes.txt')).contentType).toBe('application/octet-stream');
    for (const key of [archive.key, page.key]) {
      const got = await served(key);
      expect(got).toMatchObject({ status: 200, type: 'application/octet-stream', disposition: 'attachment' });
    }
  });
});
