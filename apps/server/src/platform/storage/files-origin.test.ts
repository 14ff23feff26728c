import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { loadConfig } from '../../config.ts';
import { filesOriginMessages } from './files-origin.ts';

/** FILES_ORIGIN (docs/spec-decisions.md "members' files as scripts, rolling upgrades"): members' files on an origin of their own, served by the same nodes. */
const SITE = 'https://www.example.test';
const FILES = 'https://files.example.test';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: SITE, FILES_ORIGIN: `${FILES}/` });
  await t.ctx.services.storage.put('public/uploads/a.png', Buffer.from('png bytes'), {
    contentType: 'image/png',
  });
});
afterAll(async () => {
  await t.close();
});

const on = (host: string, url: string, method: 'GET' | 'PUT' | 'OPTIONS' = 'GET') =>
  t.app.inject({ method, url, headers: { host, origin: SITE } });

describe('FILES_ORIGIN', () => {
  it('the links storage hands out name the files origin', async () => {
    const storage = t.ctx.services.storage;
    expect(storage.publicUrl('public/uploads/a.png')).toBe(`${FILES}/files/public/uploads/a.png`);
    expect(await storage.signedUrl('private/x.pdf', { expiresInSeconds: 60 })).toMatch(
      new RegExp(`^${FILES}/files/private/x\\.pdf\\?expires=`),
    );
    const upload = await storage.presignUpload('uploads/1/v.mp4', {
      contentType: 'video/mp4',
      expiresInSeconds: 60,
    });
    expect(upload.url.startsWith(`${FILES}/files/upload/uploads/1/v.mp4?`)).toBe(true);
  });

  it("the files origin serves files with CORS for the site's origin, and nothing else", async () => {
    const file = await on('files.example.test', '/files/public/uploads/a.png');
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('png bytes');
    expect(file.headers['access-control-allow-origin']).toBe(SITE);
    expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const preflight = await on('files.example.test', '/files/upload/uploads/1/v.mp4', 'OPTIONS');
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('PUT');
    for (const path of ['/', '/api/getConfigInfo']) {
      const page = await on('files.example.test', path);
      expect([page.statusCode, page.json().msg], path).toEqual([404, filesOriginMessages.filesOnly]);
    }
    expect((await on('files.example.test', '/healthz')).statusCode).toBe(200);
  });

  it("on the site's origin /files/ reads are redirected there and writes refused", async () => {
    const read = await on('www.example.test', '/files/public/uploads/a.png?w=480');
    expect(read.statusCode).toBe(302);
    expect(read.headers.location).toBe(`${FILES}/files/public/uploads/a.png?w=480`);
    const write = await on('www.example.test', '/files/upload/uploads/1/v.mp4', 'PUT');
    expect([write.statusCode, write.json().msg]).toEqual([403, filesOriginMessages.uploadThere]);
    // The site itself still answers there.
    expect((await on('www.example.test', '/api/openapi.json')).statusCode).toBe(200);
  });

  it("the site's policy lets pictures, media and uploads reach the files origin, never scripts", async () => {
    const policy = String(
      (await on('www.example.test', '/api/getConfigInfo')).headers['content-security-policy'],
    );
    const sources = (name: string) => policy.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
    for (const name of ['img-src', 'media-src', 'connect-src']) expect(sources(name), name).toContain(FILES);
    expect(sources('script-src')).not.toContain(FILES);
  });

  it('must be an origin other than the site', () => {
    expect(() => loadConfig({ PUBLIC_URL: SITE, FILES_ORIGIN: `${SITE}/files` })).toThrow(
      /FILES_ORIGIN: 须与 PUBLIC_URL 不同源/,
    );
  });
});
