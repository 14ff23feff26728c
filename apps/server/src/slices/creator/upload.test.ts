import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { directUploads } from './uploads/index.ts';
import { putPart } from './uploads/testing.ts';
import { member, ossToken, startS3, upload } from './testing.ts';

/**
 * Direct multipart upload through the API on both storage drivers: the local one (part URLs served by the
 * platform) and S3 (s3rver): plan, parts, resume after a dropped part, completion checks, abort, limits,
 * tampered part URLs and other members' uploads.
 */
const MiB = 1024 * 1024;
const bytes = (size: number, seed = 1) => {
  const data = Buffer.alloc(size);
  for (let i = 0; i < size; i++) data[i] = (i * 31 + seed) & 0xff;
  return data;
};
const readAll = async (t: TestApp, key: string) =>
  Buffer.concat(await (await t.ctx.services.storage.get(key))!.body.toArray());

describe.each(['local', 's3'] as const)('direct multipart upload (%s driver)', (driver) => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;
  let owner: { id: number; token: string };
  let stranger: { id: number; token: string };

  beforeAll(async () => {
    s3 = driver === 's3' ? await startS3() : undefined;
    t = await startTestApp(s3?.env ?? {});
    owner = await member(t, { creator: true });
    stranger = await member(t, { creator: true });
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  const open = async (token: string, over: Record<string, unknown> = {}) =>
    t.call('POST', '/api/oss/multipart', {
      token,
      body: {
        token: await ossToken(t, token),
        purpose: 'plugin',
        name: '插件 安装包.zip',
        size: 12 * MiB,
        content_type: 'application/zip',
        ...over,
      },
    });

  it('answers short-lived credentials scoped to the member, never a long-lived key', async () => {
    const answer = await t.call('GET', '/api/oss', { token: owner.token });
    expect(answer.code).toBe(200);
    expect(answer.data.oss.AccessKeySecret).toBe('');
    expect(answer.data.prefix).toBe(`clients/uploads/${owner.id}/`);
    // No STS configured: today's platform token, which is also the site uploader's upload_token.
    expect(answer.data).toMatchObject({ direct: false, endpoint: '' });
    expect(answer.data.upload_token).toBe(answer.data.oss.SecurityToken);
    const expires = Date.parse(answer.data.oss.Expiration);
    expect(expires - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect(answer.data.oss.SecurityToken).toMatch(new RegExp(`^${owner.id}\\.`));
    expect((await t.call('GET', '/api/oss')).code).toBe(4001);
  });

  it('uploads a 12 MB package in 5 MiB parts into the member’s own directory, names without spaces', async () => {
    const content = bytes(12 * MiB);
    const done = await upload(t, owner.token, { purpose: 'plugin', name: '插件 安装包.zip', content });
    expect(done.key).toMatch(new RegExp(`^clients/uploads/${owner.id}/\\d{8}/\\d+插件安装包\\.zip$`));
    expect((await readAll(t, done.key)).equals(content)).toBe(true);
    const [row] = await t.ctx.db.select().from(directUploads).where(eq(directUploads.id, done.upload_id));
    expect(row).toMatchObject({ state: 'complete', partSize: 5 * MiB, partCount: 3, size: 12 * MiB });
  });

  it('resumes after a dropped part: the status lists the stored parts, only the missing one is sent again', async () => {
    const content = bytes(11 * MiB, 7);
    const opened = await open(owner.token, { size: content.length });
    const id = opened.data.upload_id;
    const signed = (
      await t.call('POST', `/api/oss/multipart/${id}/parts`, {
        token: owner.token,
        body: { part_numbers: [1, 2, 3] },
      })
    ).data.parts;
    const part = (n: number) => content.subarray((n - 1) * 5 * MiB, n * 5 * MiB);
    expect((await putPart(t, signed[0].url, part(1))).status).toBe(200);
    expect((await putPart(t, signed[2].url, part(3))).status).toBe(200);
    // Part 2 "dropped": the page reloads and asks what storage already holds.
    const status = await t.call('GET', `/api/oss/multipart/${id}`, { token: owner.token });
    expect(status.data.parts.map((p: { part_number: number }) => p.part_number)).toEqual([1, 3]);
    expect(status.data.parts[1].size).toBe(1 * MiB);
    const again = (
      await t.call('POST', `/api/oss/multipart/${id}/parts`, {
        token: owner.token,
        body: { part_numbers: [2] },
      })
    ).data.parts;
    const second = await putPart(t, again[0].url, part(2));
    expect(second.status).toBe(200);
    const parts = [
      ...status.data.parts.map((p: { part_number: number; etag: string }) => ({
        part_number: p.part_number,
        etag: p.etag,
      })),
      { part_number: 2, etag: second.etag },
    ].sort((a, b) => a.part_number - b.part_number);
    const done = await t.call('POST', `/api/oss/multipart/${id}/complete`, {
      token: owner.token,
      body: { parts },
    });
    expect(done.code).toBe(200);
    expect((await readAll(t, done.data.key)).equals(content)).toBe(true);
  });

  it('refuses a completion with a missing part or a wrong ETag, and a size that differs from the plan', async () => {
    const content = bytes(6 * MiB, 3);
    const id = (await open(owner.token, { size: content.length })).data.upload_id;
    const signed = (
      await t.call('POST', `/api/oss/multipart/${id}/parts`, {
        token: owner.token,
        body: { part_numbers: [1, 2] },
      })
    ).data.parts;
    const first = await putPart(t, signed[0].url, content.subarray(0, 5 * MiB));
    const missing = await t.call('POST', `/api/oss/multipart/${id}/complete`, {
      token: owner.token,
      body: { parts: [{ part_number: 1, etag: first.etag }] },
    });
    expect(missing).toMatchObject({ code: 4022, msg: '还有分片没有上传完成' });
    // The last part is shorter than declared: the joined object is refused and removed.
    const short = await putPart(t, signed[1].url, content.subarray(5 * MiB, 5 * MiB + 10));
    const wrongTag = await t.call('POST', `/api/oss/multipart/${id}/complete`, {
      token: owner.token,
      body: {
        parts: [
          { part_number: 1, etag: first.etag },
          { part_number: 2, etag: 'f'.repeat(32) },
        ],
      },
    });
    expect(wrongTag).toMatchObject({ code: 4022, msg: '分片校验失败，请重新上传该分片' });
    const wrongSize = await t.call('POST', `/api/oss/multipart/${id}/complete`, {
      token: owner.token,
      body: {
        parts: [
          { part_number: 1, etag: first.etag },
          { part_number: 2, etag: short.etag },
        ],
      },
    });
    expect(wrongSize).toMatchObject({ code: 4022, msg: '上传的文件大小与声明不符，请重新上传' });
    const [row] = await t.ctx.db.select().from(directUploads).where(eq(directUploads.id, id));
    expect(row!.state).toBe('aborted');
    expect(await t.ctx.services.storage.exists(row!.key)).toBe(false);
  });

  it('aborts an upload and cleans up its parts', async () => {
    const id = (await open(owner.token, { size: 6 * MiB })).data.upload_id;
    const signed = (
      await t.call('POST', `/api/oss/multipart/${id}/parts`, {
        token: owner.token,
        body: { part_numbers: [1] },
      })
    ).data.parts;
    await putPart(t, signed[0].url, bytes(5 * MiB));
    const [row] = await t.ctx.db.select().from(directUploads).where(eq(directUploads.id, id));
    expect(await t.ctx.services.storage.listParts(row!.key, row!.driverUploadId)).toHaveLength(1);
    expect(await t.call('DELETE', `/api/oss/multipart/${id}`, { token: owner.token })).toMatchObject({
      code: 200,
    });
    expect(await t.ctx.services.storage.listParts(row!.key, row!.driverUploadId)).toBeNull();
    const more = await t.call('POST', `/api/oss/multipart/${id}/parts`, {
      token: owner.token,
      body: { part_numbers: [1] },
    });
    expect(more).toMatchObject({ code: 4009, msg: '上传任务已结束' });
  });

  it('checks type and size on the server, and the credential token', async () => {
    expect(
      await open(owner.token, { purpose: 'image', name: 'a.png', size: 21 * MiB, content_type: 'image/png' }),
    ).toMatchObject({ code: 4022, msg: '上传图片大小不能超过 20M' });
    expect(
      await open(owner.token, { purpose: 'image', name: 'a.bmp', size: 10, content_type: 'image/bmp' }),
    ).toMatchObject({ code: 4022, msg: '上传图片只能是 image/jpeg,image/jpg,image/png,image/gif 格式!' });
    expect(
      await open(owner.token, {
        purpose: 'video',
        name: 'a.mp4',
        size: 201 * MiB,
        content_type: 'video/mp4',
      }),
    ).toMatchObject({ code: 4022, msg: '上传视频大小不能超过 200M' });
    expect(
      await open(owner.token, { purpose: 'material', name: 'x.html', size: 10, content_type: 'text/html' }),
    ).toMatchObject({ code: 4022, msg: '不支持上传该类型的文件' });
    const stolen = await t.call('POST', '/api/oss/multipart', {
      token: owner.token,
      body: { token: await ossToken(t, stranger.token), purpose: 'plugin', name: 'a.zip', size: 10 },
    });
    expect(stolen).toMatchObject({ code: 4003, msg: '上传凭证无效，请重新获取' });
    const before = await t.ctx.db.select().from(directUploads);
    expect(before.every((r) => r.name !== 'x.html')).toBe(true);
  });

  it('treats another member’s upload as not found and a guest as signed out', async () => {
    const id = (await open(owner.token, { size: 10 })).data.upload_id;
    for (const [method, url, body] of [
      ['GET', `/api/oss/multipart/${id}`],
      ['POST', `/api/oss/multipart/${id}/parts`, { part_numbers: [1] }],
      ['POST', `/api/oss/multipart/${id}/complete`, { parts: [{ part_number: 1, etag: 'x' }] }],
      ['DELETE', `/api/oss/multipart/${id}`],
    ] as const) {
      expect(await t.call(method, url, { token: stranger.token, body })).toMatchObject({
        code: 4004,
        msg: '上传任务不存在',
      });
      expect((await t.call(method, url, { body })).code).toBe(4001);
    }
    expect((await t.call('GET', `/api/oss/multipart/${id}`, { token: owner.token })).data.state).toBe(
      'uploading',
    );
  });

  if (driver === 'local') {
    it('refuses tampered part URLs (other part, other upload, bigger size, bad signature) and keeps nothing', async () => {
      const id = (await open(owner.token, { size: 6 * MiB })).data.upload_id;
      const [signed] = (
        await t.call('POST', `/api/oss/multipart/${id}/parts`, {
          token: owner.token,
          body: { part_numbers: [1] },
        })
      ).data.parts;
      const url = new URL(signed.url, 'http://x');
      const variants = [
        signed.url.replace('/1?', '/2?'),
        signed.url.replace(/multipart\/[0-9a-f]{32}/, `multipart/${'0'.repeat(32)}`),
        `${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), max: '999999999' })}`,
        `${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), sig: 'a'.repeat(64) })}`,
      ];
      for (const variant of variants) {
        const res = await putPart(t, variant, bytes(10));
        expect(res.status).toBe(403);
        expect(JSON.parse(res.text).msg).toBe('上传链接无效');
      }
      const oversize = await putPart(t, signed.url, bytes(5 * MiB + 1));
      expect(oversize.status).toBe(413);
      const [row] = await t.ctx.db.select().from(directUploads).where(eq(directUploads.id, id));
      expect(await t.ctx.services.storage.listParts(row!.key, row!.driverUploadId)).toEqual([]);
    });
  }
});
