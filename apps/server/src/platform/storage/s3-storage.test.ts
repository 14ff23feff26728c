import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { s3Storage, type S3StorageOptions } from './s3-storage.ts';
import type { ObjectStorage } from './storage.ts';

/**
 * A real S3-compatible server on a random port. s3rver checks the access key and the expiry of
 * presigned URLs (not the SigV4 signature itself), which is what these tests rely on.
 */
let server: S3rver;
let directory: string;
let options: S3StorageOptions;
let storage: ObjectStorage;

beforeAll(async () => {
  directory = mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'test-bucket' }],
  });
  const { port } = await server.run();
  options = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: 'test-bucket',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  storage = s3Storage(options);
});
afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

const text = async (body: Readable) => Buffer.concat(await body.toArray()).toString();

describe('S3 storage adapter (against s3rver)', () => {
  it('puts, reads, checks and deletes objects', async () => {
    await storage.put('docs/a.txt', Buffer.from('hello world'), { contentType: 'text/plain' });
    expect(await storage.exists('docs/a.txt')).toBe(true);
    expect(await storage.head('docs/a.txt')).toMatchObject({ size: 11, contentType: 'text/plain' });
    const object = await storage.get('docs/a.txt');
    expect(object).toMatchObject({ size: 11, contentType: 'text/plain' });
    expect(await text(object!.body)).toBe('hello world');
    const part = await storage.get('docs/a.txt', { range: { start: 6, end: 10 } });
    expect(part?.size).toBe(11);
    expect(await text(part!.body)).toBe('world');
    await storage.delete('docs/a.txt');
    expect(await storage.exists('docs/a.txt')).toBe(false);
    expect(await storage.get('docs/a.txt')).toBeNull();
    expect(await storage.head('docs/a.txt')).toBeNull();
  });

  it('uploads streams, small in one request and large as a multipart upload', async () => {
    await storage.put('docs/small.txt', Readable.from([Buffer.from('a'), Buffer.from('b')]), {
      contentType: 'text/plain',
    });
    expect(await text((await storage.get('docs/small.txt'))!.body)).toBe('ab');
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const big = Readable.from(Array.from({ length: 17 }, (_, i) => (i === 16 ? Buffer.from('end') : chunk)));
    await storage.put('docs/big.bin', big, { contentType: 'application/octet-stream' });
    const head = await storage.head('docs/big.bin');
    expect(head?.size).toBe(16 * 1024 * 1024 + 3);
    expect(
      await text(
        (await storage.get('docs/big.bin', { range: { start: head!.size - 3, end: head!.size - 1 } }))!.body,
      ),
    ).toBe('end');
  });

  it('refuses unsafe keys before calling the service', async () => {
    await expect(storage.put('../x', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
      '存储路径不合法',
    );
  });

  it('gives signed GET URLs that work, name the download, and stop working once expired', async () => {
    await storage.put('private/课件.zip', Buffer.from('zip-bytes'), { contentType: 'application/zip' });
    const url = await storage.signedUrl('private/课件.zip', {
      expiresInSeconds: 60,
      downloadName: '课程资料.zip',
    });
    const ok = await fetch(url);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('zip-bytes');
    expect(ok.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('课程资料.zip')}`,
    );

    const signedLongAgo = s3Storage({ ...options, now: () => new Date(Date.now() - 2 * 3600_000) });
    const expired = await fetch(await signedLongAgo.signedUrl('private/课件.zip', { expiresInSeconds: 60 }));
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');
  });

  it('gives presigned PUT uploads the browser can use directly', async () => {
    const upload = await storage.presignUpload('clients/uploads/20250101/1700000000000a.png', {
      contentType: 'image/png',
      expiresInSeconds: 300,
    });
    expect(upload).toMatchObject({
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      key: 'clients/uploads/20250101/1700000000000a.png',
    });
    const res = await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: 'png-bytes' });
    expect(res.status).toBe(200);
    expect(await storage.head(upload.key)).toMatchObject({ size: 9, contentType: 'image/png' });

    const late = await s3Storage({
      ...options,
      now: () => new Date(Date.now() - 2 * 3600_000),
    }).presignUpload('clients/late.png', { contentType: 'image/png', expiresInSeconds: 60 });
    expect((await fetch(late.url, { method: 'PUT', headers: late.headers, body: 'x' })).status).toBe(403);
    expect(await storage.exists('clients/late.png')).toBe(false);
  });

  it('builds public URLs from the CDN base when one is configured', () => {
    expect(storage.publicUrl('public/covers/封面.jpg')).toBe('/files/public/covers/%E5%B0%81%E9%9D%A2.jpg');
    expect(
      s3Storage({ ...options, publicBaseUrl: 'https://cdn.example.com/' }).publicUrl('public/a b.jpg'),
    ).toBe('https://cdn.example.com/public/a%20b.jpg');
  });
});

describe('/files/* with STORAGE_DRIVER=s3', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: options.endpoint!,
      S3_BUCKET: options.bucket,
      S3_ACCESS_KEY_ID: options.accessKeyId,
      S3_SECRET_ACCESS_KEY: options.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('streams public keys from the bucket, with ranges', async () => {
    expect(t.ctx.services.storage.kind).toBe('s3');
    await t.ctx.services.storage.put('public/avatars/x.jpg', Buffer.from('0123456789'), {
      contentType: 'image/jpeg',
    });
    const res = await t.app.inject({ method: 'GET', url: '/files/public/avatars/x.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.body).toBe('0123456789');
    const part = await t.app.inject({
      method: 'GET',
      url: '/files/public/avatars/x.jpg',
      headers: { range: 'bytes=8-' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('89');
    expect(part.headers['content-range']).toBe('bytes 8-9/10');
  });

  it('redirects a link signed by this platform to an S3 presigned URL', async () => {
    const { localStorage } = await import('./local-storage.ts');
    const signer = localStorage({ root: path.join(t.config.dataDir, 'unused'), secret: t.config.APP_SECRET });
    await t.ctx.services.storage.put('private/a.zip', Buffer.from('zip'), { contentType: 'application/zip' });
    const res = await t.app.inject({
      method: 'GET',
      url: await signer.signedUrl('private/a.zip', { expiresInSeconds: 60 }),
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toContain(`${options.endpoint}/test-bucket/private/a.zip?`);
    expect(await (await fetch(res.headers.location as string)).text()).toBe('zip');
    expect((await t.app.inject({ method: 'GET', url: '/files/private/a.zip' })).statusCode).toBe(403);
  });

  it('has no local upload route (the browser uploads to S3 itself)', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/files/upload/clients/a.png',
      payload: 'x',
      headers: { 'content-type': 'image/png' },
    });
    expect(res.statusCode).toBe(404);
  });
});
