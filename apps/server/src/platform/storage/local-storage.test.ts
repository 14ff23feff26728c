import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { fileMessages, sizeLimit, TooLargeError } from './file-routes.ts';
import { signDownload } from './url-signing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const storage = () => t.ctx.services.storage;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('local storage adapter', () => {
  it('copies an object under another key with a new type, the source untouched', async () => {
    await storage().put('docs/src.bin', Buffer.from('copy me'), { contentType: 'application/octet-stream' });
    await storage().copy('docs/src.bin', 'docs/dst.png', { contentType: 'image/png' });
    expect(await storage().head('docs/dst.png')).toMatchObject({ size: 7, contentType: 'image/png' });
    expect(await storage().head('docs/src.bin')).toMatchObject({ contentType: 'application/octet-stream' });
    const copied = await storage().get('docs/dst.png');
    expect(Buffer.concat(await copied!.body.toArray()).toString()).toBe('copy me');
    await expect(
      storage().copy('docs/none.bin', 'docs/x.bin', { contentType: 'text/plain' }),
    ).rejects.toThrow('存储对象不存在');
  });

  it('puts, reads, checks and deletes objects with their content type', async () => {
    await storage().put('docs/a.bin', Buffer.from('hello world'), { contentType: 'application/x-test' });
    expect(await storage().exists('docs/a.bin')).toBe(true);
    expect(await storage().head('docs/a.bin')).toMatchObject({ size: 11, contentType: 'application/x-test' });
    const object = await storage().get('docs/a.bin');
    expect(object?.contentType).toBe('application/x-test');
    expect((await Readable.from(object!.body).toArray()).join('')).toBe('hello world');
    const part = await storage().get('docs/a.bin', { range: { start: 6, end: 10 } });
    expect((await Readable.from(part!.body).toArray()).join('')).toBe('world');
    await storage().delete('docs/a.bin');
    expect(await storage().exists('docs/a.bin')).toBe(false);
    expect(await storage().get('docs/a.bin')).toBeNull();
  });

  it('accepts streams and overwrites atomically', async () => {
    await storage().put('docs/s.txt', Readable.from([Buffer.from('one '), Buffer.from('two')]), {
      contentType: 'text/plain',
    });
    await storage().put('docs/s.txt', Buffer.from('three'), { contentType: 'text/plain' });
    expect((await Readable.from((await storage().get('docs/s.txt'))!.body).toArray()).join('')).toBe('three');
  });

  it('refuses keys that could leave the storage directory', async () => {
    for (const key of [
      '../x',
      'a/../../x',
      '/etc/passwd',
      'a\\b',
      'a//b',
      './a',
      'a/.',
      '',
      'x.meta.json',
      'C:/x',
    ]) {
      await expect(storage().put(key, Buffer.from('x'), { contentType: 'text/plain' }), key).rejects.toThrow(
        '存储路径不合法',
      );
    }
    expect(() => storage().publicUrl('../x')).toThrow();
  });
});

describe('GET /files/*', () => {
  it('serves public keys openly with the stored type and a public cache header', async () => {
    await storage().put('public/avatars/头像.png', Buffer.from('png-bytes'), { contentType: 'image/png' });
    const url = storage().publicUrl('public/avatars/头像.png');
    expect(url).toBe('/files/public/avatars/%E5%A4%B4%E5%83%8F.png');
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('public');
    expect(res.body).toBe('png-bytes');
  });

  it('derives the type from the extension when no metadata was recorded', async () => {
    const { writeFileSync, mkdirSync } = await import('node:fs');
    mkdirSync(`${t.config.dataDir}/storage/public/hand`, { recursive: true });
    writeFileSync(`${t.config.dataDir}/storage/public/hand/clip.mp4`, 'video');
    const res = await get('/files/public/hand/clip.mp4');
    expect(res.headers['content-type']).toBe('video/mp4');
  });

  it('refuses private keys without a valid signature', async () => {
    await storage().put('private/课件.zip', Buffer.from('zip-bytes'), { contentType: 'application/zip' });
    const bare = await get('/files/private/%E8%AF%BE%E4%BB%B6.zip');
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ code: 4003, msg: fileMessages.linkInvalid });

    const signed = await storage().signedUrl('private/课件.zip', { expiresInSeconds: 60 });
    const tampered = signed.replace(/sig=([0-9a-f])/, (_m, c: string) => `sig=${c === 'a' ? 'b' : 'a'}`);
    expect((await get(tampered)).json()).toMatchObject({ code: 4003, msg: fileMessages.linkInvalid });
    const otherExpiry = signed.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 1000}`);
    expect((await get(otherExpiry)).json().msg).toBe(fileMessages.linkInvalid);

    const ok = await get(signed);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('zip-bytes');
    expect(ok.headers['cache-control']).toContain('private');
    expect(ok.headers['content-disposition']).toBeUndefined();
  });

  it('refuses an expired link with its own message', async () => {
    const expires = Math.floor(Date.now() / 1000) - 5;
    const sig = signDownload(t.config.APP_SECRET, 'private/课件.zip', expires, '');
    const res = await get(`/files/private/%E8%AF%BE%E4%BB%B6.zip?expires=${expires}&sig=${sig}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 4003, msg: fileMessages.linkExpired });
  });

  it('names the download with an RFC 5987 Chinese file name that the signature covers', async () => {
    const signed = await storage().signedUrl('private/课件.zip', {
      expiresInSeconds: 60,
      downloadName: '课程资料 第1章.zip',
    });
    const res = await get(signed);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="____ _1_.zip"; filename*=UTF-8''${encodeURIComponent('课程资料 第1章.zip')}`,
    );
    const renamed = signed.replace(/name=[^&]+/, 'name=evil.exe');
    expect((await get(renamed)).json().msg).toBe(fileMessages.linkInvalid);
  });

  it('answers byte ranges with 206 and refuses impossible ones with 416', async () => {
    await storage().put('public/v/clip.mp4', Buffer.from('0123456789'), { contentType: 'video/mp4' });
    const part = await get('/files/public/v/clip.mp4', { range: 'bytes=2-5' });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('2345');
    expect(part.headers['content-range']).toBe('bytes 2-5/10');
    expect(part.headers['content-length']).toBe('4');
    expect(part.headers['accept-ranges']).toBe('bytes');
    const tail = await get('/files/public/v/clip.mp4', { range: 'bytes=-3' });
    expect(tail.body).toBe('789');
    const bad = await get('/files/public/v/clip.mp4', { range: 'bytes=20-' });
    expect(bad.statusCode).toBe(416);
    expect(bad.headers['content-range']).toBe('bytes */10');
  });

  it('answers 404 for missing files and invalid keys', async () => {
    expect((await get('/files/public/nothing.png')).statusCode).toBe(404);
    expect((await get('/files/public/%2E%2E/%2E%2E/.app-secret')).statusCode).toBe(404);
  });
});

describe('PUT /files/upload/* (presigned local uploads)', () => {
  const put = (url: string, body: string, contentType: string) =>
    t.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });

  it('stores the raw body under the presigned key', async () => {
    const upload = await storage().presignUpload('clients/uploads/20250101/1700000000000图.jpg', {
      contentType: 'image/jpeg',
      expiresInSeconds: 300,
    });
    expect(upload).toMatchObject({
      method: 'PUT',
      headers: { 'Content-Type': 'image/jpeg' },
      key: 'clients/uploads/20250101/1700000000000图.jpg',
    });
    const res = await put(upload.url, 'jpeg-bytes', 'image/jpeg');
    expect(res.json()).toMatchObject({ code: 200, msg: fileMessages.uploadOk });
    const stored = await storage().head('clients/uploads/20250101/1700000000000图.jpg');
    expect(stored).toMatchObject({ size: 10, contentType: 'image/jpeg' });
  });

  it('refuses tampered, expired and mistyped uploads and stores nothing', async () => {
    const upload = await storage().presignUpload('clients/x.png', {
      contentType: 'image/png',
      expiresInSeconds: 300,
    });
    expect(
      (await put(upload.url.replace('clients/x.png', 'clients/y.png'), 'x', 'image/png')).json().msg,
    ).toBe(fileMessages.uploadInvalid);
    expect((await put(upload.url, 'x', 'text/html')).json().msg).toBe(fileMessages.uploadTypeMismatch);
    const expired = await storage().presignUpload('clients/x.png', {
      contentType: 'image/png',
      expiresInSeconds: -10,
    });
    const res = await put(expired.url, 'x', 'image/png');
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe(fileMessages.uploadExpired);
    // A download signature is not an upload signature.
    const download = new URL(
      await storage().signedUrl('clients/x.png', { expiresInSeconds: 60 }),
      'http://x',
    );
    expect(
      (await put(`/files/upload/clients/x.png${download.search}&ct=image%2Fpng`, 'x', 'image/png')).json()
        .msg,
    ).toBe(fileMessages.uploadInvalid);
    expect(await storage().exists('clients/x.png')).toBe(false);
    expect(await storage().exists('clients/y.png')).toBe(false);
  });

  it('leaves nothing behind when a streamed body runs over the limit', async () => {
    const body = Readable.from([Buffer.from('12345'), Buffer.from('67890')]).pipe(sizeLimit(7));
    await expect(
      storage().put('clients/over.bin', body, { contentType: 'application/octet-stream' }),
    ).rejects.toBeInstanceOf(TooLargeError);
    expect(await storage().exists('clients/over.bin')).toBe(false);
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(`${t.config.dataDir}/storage/clients`).filter((f) => f.includes('over.bin'))).toEqual(
      [],
    );
  });

  it('refuses a body announced above 200 MB before reading it', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const upload = await storage().presignUpload('clients/big.zip', {
      contentType: 'application/zip',
      expiresInSeconds: 300,
    });
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'PUT',
          path: upload.url,
          headers: { 'content-type': 'application/zip', 'content-length': String(201 * 1024 * 1024) },
        },
        (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => {
            req.destroy();
            resolve({ status: res.statusCode ?? 0, body });
          });
        },
      );
      req.on('error', reject);
      req.write('partial');
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).msg).toBe(fileMessages.uploadTooLarge);
    expect(await storage().exists('clients/big.zip')).toBe(false);
  });
});
