// api pass: PostgreSQL only — opens no database, so one pass is enough (PostgreSQL's, which counts it).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLocalNginx, SITE_CONFIG, testSiteConfig } from '../../../test/nginx-site.ts';
import { freePort } from '../../../test/processes.ts';
import { loadConfig } from '../../config.ts';
import { createStorage } from './create-storage.ts';
import { checkSecureLink, secureLinkHash, withSecureSegmentLinks } from './nginx-secure-link.ts';
import type { ObjectStorage } from './storage.ts';

/**
 * nginx and the nodes agree on MEDIA_SEGMENT_SECRET's links: Debian's nginx runs the shipped
 * deploy/nginx/guangzi.conf (its site and files-origin blocks made local, apps/server/test/nginx-site.ts) and
 * serves the segment links the platform's storage signs, refusing what the node's own check refuses.
 */
const SECRET = 'nginx-test-segment-secret-0123456789abcdef';
const PREFIX = 'media/assets/41/run-1/hls';
const SEGMENT = `${PREFIX}/480p/seg_00000.ts`;
const bytes = randomBytes(4096);

let dir: string;
let storage: ObjectStorage;
let site: string;
let files: string;
let close: () => Promise<void>;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'nginx-segments-'));
  const [sitePort, filesPort, nodePort] = [await freePort(), await freePort(), await freePort()];
  [site, files] = [`http://127.0.0.1:${sitePort}`, `http://127.0.0.1:${filesPort}`];
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(dir, 'data'),
    PUBLIC_URL: site,
    FILES_ORIGIN: files,
    MEDIA_SEGMENT_SECRET: SECRET,
  });
  storage = createStorage(config);
  await storage.put(SEGMENT, bytes, { contentType: 'video/mp2t' });
  await storage.put(`${PREFIX}/480p/index.m3u8`, Buffer.from('#EXTM3U\n'), {
    contentType: 'application/vnd.apple.mpegurl',
  });
  await storage.put('media/assets/41/run-1/cover.jpg', Buffer.from('jpg'), { contentType: 'image/jpeg' });
  // No node answers behind it: segment links must never need one.
  const node = { name: 'node', port: nodePort };
  const nginx = await runLocalNginx({
    prefix: path.join(dir, 'nginx'),
    site: testSiteConfig(readFileSync(SITE_CONFIG, 'utf8'), [node, node], sitePort, {
      storageDir: path.join(config.dataDir, 'storage'),
      segmentSecret: SECRET,
      filesPort,
    }),
    http: ['access_log off;'],
    ready: async () => (await fetch(`${files}/files/_hls/`)).status === 404,
  });
  close = nginx.close;
}, 30_000);
afterAll(async () => {
  await close?.();
  rmSync(dir, { recursive: true, force: true });
});

const signed = (key: string, now = Date.now()) =>
  withSecureSegmentLinks(storage, { secret: SECRET, filesBase: `${files}/files`, now: () => now }).signedUrl(
    key,
    { expiresInSeconds: 300 },
  );
/** The node's own verdict on a link (file-routes.ts's /files/_hls/ route). */
const nodeCheck = (link: string) => {
  const url = new URL(link);
  const [md5, expires] = [url.searchParams.get('md5'), url.searchParams.get('expires')];
  return checkSecureLink(url.pathname, md5 ?? undefined, expires ?? undefined, SECRET);
};
const onSite = (link: string) => link.replace(files, site);

describe('segment links through nginx (secure_link, deploy/nginx/guangzi.conf)', () => {
  it('serves a link the platform signed from disk, on the files origin and the site, ranges as 206', async () => {
    const link = await storage.signedUrl(SEGMENT, { expiresInSeconds: 300 });
    expect(link.startsWith(`${files}/files/_hls/${SEGMENT}?md5=`)).toBe(true);
    expect(nodeCheck(link)).toBe('ok');
    const res = await fetch(link);
    expect(res.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), bytes)).toBe(0);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'content-type': 'video/mp2t',
      'cache-control': 'private, max-age=300',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
      'access-control-allow-origin': 'https://www.example.com',
    });
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    const part = await fetch(link, { headers: { range: 'bytes=10-19' } });
    expect([part.status, part.headers.get('content-range')]).toEqual([206, 'bytes 10-19/4096']);
    expect(Buffer.compare(Buffer.from(await part.arrayBuffer()), bytes.subarray(10, 20))).toBe(0);
    const same = await fetch(onSite(link));
    expect([same.status, same.headers.get('cross-origin-resource-policy')]).toEqual([200, 'same-site']);
  });

  it('refuses a tampered, stretched, bare or expired link, as the node does', async () => {
    const link = new URL(await signed(SEGMENT));
    const md5 = link.searchParams.get('md5')!;
    const tampered = new URL(link);
    tampered.searchParams.set('md5', `${md5.slice(0, -2)}${md5.endsWith('AA') ? 'BA' : 'AA'}`);
    const stretched = new URL(link);
    stretched.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 86_400));
    const expired = await signed(SEGMENT, Date.now() - 3_600_000);
    for (const [url, verdict] of [
      [tampered.toString(), 'invalid'],
      [stretched.toString(), 'invalid'],
      [`${link.origin}${link.pathname}`, 'invalid'],
      [expired, 'expired'],
    ] as const) {
      expect(nodeCheck(url)).toBe(verdict);
      expect((await fetch(url)).status).toBe(403);
      expect((await fetch(onSite(url))).status).toBe(403);
    }
  });

  it('serves nothing but segment files there, even on a correctly hashed link', async () => {
    const expires = Math.floor(Date.now() / 1000) + 300;
    for (const key of [
      `${PREFIX}/480p/index.m3u8`,
      `${SEGMENT}.meta.json`,
      'media/assets/41/run-1/cover.jpg',
      'public/anything.png',
    ]) {
      const uri = `/files/_hls/${key}`;
      const url = `${files}${uri}?md5=${secureLinkHash(expires, uri, SECRET)}&expires=${expires}`;
      expect((await fetch(url)).status).toBe(404);
      expect((await fetch(onSite(url))).status).toBe(404);
    }
  });
});
