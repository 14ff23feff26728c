import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

/** Compression of dynamic answers (http/compression.ts) and what stays as it is. */
let t: TestApp;
const BR = { 'accept-encoding': 'gzip, deflate, br' };
const get = (url: string, headers: Record<string, string> = BR) =>
  t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('compression of answers', () => {
  it('compresses JSON by Accept-Encoding, brotli first, and leaves it plain without one', async () => {
    const br = await get('/api/openapi.json');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const plain = await get('/api/openapi.json', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await get('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('leaves answers under 1 KB alone', async () => {
    const small = await get('/api/courses/2000000000');
    expect(small.json()).toMatchObject({ code: 4004 });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses stored files (images, downloads), whatever their type; public ones keep a day', async () => {
    const storage = t.ctx.services.storage;
    const picture = Buffer.alloc(8192, 7);
    await storage.put('public/covers/202501/compress01.png', picture, { contentType: 'image/png' });
    await storage.put('public/covers/202501/compress02.txt', Buffer.from('光'.repeat(4000)), {
      contentType: 'text/plain; charset=utf-8',
    });
    await storage.put('private/docs/compress03.json', Buffer.from(JSON.stringify('x'.repeat(9000))), {
      contentType: 'application/json',
    });
    const image = await get('/files/public/covers/202501/compress01.png');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
    expect(image.rawPayload.equals(picture)).toBe(true);
    const text = await get('/files/public/covers/202501/compress02.txt');
    expect(text.headers['content-encoding']).toBeUndefined();
    const signed = new URL(
      await storage.signedUrl('private/docs/compress03.json', { expiresInSeconds: 60 }),
      'http://local',
    );
    const personal = await get(signed.pathname + signed.search);
    expect(personal.statusCode).toBe(200);
    expect(personal.headers['content-encoding']).toBeUndefined();
    expect(personal.headers['cache-control']).toBe('private, max-age=300');
  });
});
