import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { loadConfig } from '../../config.ts';
import { fileMessages } from './file-routes.ts';

/**
 * FILES_ACCEL_REDIRECT (docs/operations.md "nginx", deploy/nginx/guangzi.conf): nginx in front of a node on
 * local storage sends the bytes; the node only checks the link and names the file.
 */
const PREFIX = '/_files_internal/';
const SEGMENT = 'media/hls/7/720p/seg-0001.ts';
/** A transcode run's segment: with MEDIA_SEGMENT_SECRET its link is nginx's secure link (/files/_hls/). */
const RUN_SEGMENT = 'media/assets/7/run-1/hls/720p/seg_00001.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    FILES_ACCEL_REDIRECT: PREFIX,
    MEDIA_SEGMENT_SECRET: 'accel-test-segment-secret-0123456789abcdef',
  });
  const storage = t.ctx.services.storage;
  await storage.put(SEGMENT, Buffer.from('segment bytes'), { contentType: 'video/mp2t' });
  await storage.put(RUN_SEGMENT, Buffer.from('segment bytes'), { contentType: 'video/mp2t' });
  await storage.put('public/uploads/封面 1.png', Buffer.from('png bytes'), { contentType: 'image/png' });
  await storage.put('private/课件.zip', Buffer.from('zip bytes'), { contentType: 'application/zip' });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const pathOf = (url: string) => new URL(url, 'http://x').pathname + new URL(url, 'http://x').search;

describe('GET /files/* with FILES_ACCEL_REDIRECT', () => {
  it('a signed segment answers headers only and hands the file to nginx', async () => {
    const url = await t.ctx.services.storage.signedUrl(SEGMENT, { expiresInSeconds: 60 });
    const res = await get(pathOf(url), { range: 'bytes=0-3' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    expect(res.headers['x-accel-redirect']).toBe(`${PREFIX}${SEGMENT}`);
    expect(res.headers['content-type']).toBe('video/mp2t');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    // nginx answers the range and sets its own length and Accept-Ranges.
    expect(res.headers['content-range']).toBeUndefined();
    expect(res.headers['accept-ranges']).toBeUndefined();
  });

  it("a segment's secure link reaching the node (nginx left it through) is handed to nginx the same way", async () => {
    const url = await t.ctx.services.storage.signedUrl(RUN_SEGMENT, { expiresInSeconds: 60 });
    expect(url).toMatch(/^\/files\/_hls\//);
    const res = await get(pathOf(url));
    expect([res.statusCode, res.body]).toEqual([200, '']);
    expect(res.headers['x-accel-redirect']).toBe(`${PREFIX}${RUN_SEGMENT}`);
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const forged = await get(pathOf(url).replace(/md5=[^&]+/, `md5=${'A'.repeat(22)}`));
    expect([forged.statusCode, forged.headers['x-accel-redirect']]).toEqual([403, undefined]);
  });

  it('a bad or expired signature is still refused, without the header', async () => {
    const url = new URL(
      await t.ctx.services.storage.signedUrl(SEGMENT, { expiresInSeconds: 60 }),
      'http://x',
    );
    url.searchParams.set('sig', 'x'.repeat(64));
    const forged = await get(url.pathname + url.search);
    expect([forged.statusCode, forged.json().msg]).toEqual([403, fileMessages.linkInvalid]);
    expect(forged.headers['x-accel-redirect']).toBeUndefined();
    const bare = await get(`/files/${SEGMENT}`);
    expect([bare.statusCode, bare.json().msg]).toEqual([403, fileMessages.linkInvalid]);
    expect(bare.headers['x-accel-redirect']).toBeUndefined();
  });

  it('a public picture goes through nginx too, its key percent-encoded', async () => {
    const res = await get('/files/public/uploads/%E5%B0%81%E9%9D%A2%201.png');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    expect(res.headers['x-accel-redirect']).toBe(`${PREFIX}public/uploads/%E5%B0%81%E9%9D%A2%201.png`);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('a download keeps its file name; a missing file or a traversal is a 404 without the header', async () => {
    const url = await t.ctx.services.storage.signedUrl('private/课件.zip', {
      expiresInSeconds: 60,
      downloadName: '课件.zip',
    });
    const res = await get(pathOf(url));
    expect(res.headers['x-accel-redirect']).toBe(`${PREFIX}private/%E8%AF%BE%E4%BB%B6.zip`);
    expect(res.headers['content-disposition']).toContain('attachment');
    const missing = await get('/files/public/nothing.png');
    expect([missing.statusCode, missing.json().msg]).toEqual([404, fileMessages.fileMissing]);
    expect(missing.headers['x-accel-redirect']).toBeUndefined();
    const traversal = await get('/files/public/%2E%2E/%2E%2E/.app-secret');
    expect([traversal.statusCode, traversal.headers['x-accel-redirect']]).toEqual([404, undefined]);
  });

  it('the option is refused with S3 storage and must be a /…/ path', () => {
    const base = { NODE_ENV: 'test', APP_SECRET: 'x'.repeat(32) };
    expect(() =>
      loadConfig({
        ...base,
        FILES_ACCEL_REDIRECT: PREFIX,
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      }),
    ).toThrow('FILES_ACCEL_REDIRECT: 只能与本地存储（STORAGE_DRIVER=local）一起使用');
    expect(() => loadConfig({ ...base, FILES_ACCEL_REDIRECT: '_files_internal' })).toThrow(
      'FILES_ACCEL_REDIRECT 须为以 / 开头并以 / 结尾的路径',
    );
  });
});
