import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { createStorage } from '../../platform/storage/create-storage.ts';
import { fileMessages } from '../../platform/storage/file-routes.ts';
import { secureLinkHash, withSecureSegmentLinks } from '../../platform/storage/nginx-secure-link.ts';
import { courseWithLessons, readyAssetInStorage } from './testing.ts';

/**
 * MEDIA_SEGMENT_SECRET (docs/operations.md "nginx"): segment links that nginx checks itself (secure_link);
 * the node answers the same links when it is reached without nginx. The nginx side: nginx-segments.test.ts.
 */
const SECRET = 'api-test-segment-secret-0123456789abcdef';

let t: TestApp;
let asset: Awaited<ReturnType<typeof readyAssetInStorage>>;
beforeAll(async () => {
  t = await startTestApp({ MEDIA_SEGMENT_SECRET: SECRET });
  asset = await readyAssetInStorage(t);
  await t.ctx.services.storage.put('public/uploads/cover.png', Buffer.from('png'), {
    contentType: 'image/png',
  });
  await t.ctx.services.storage.put('_hls/notes.txt', Buffer.from('notes'), { contentType: 'text/plain' });
});
afterAll(() => t.close());

async function raw(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload, text: res.body };
}
const lines = (text: string, prefix: string) => text.split('\n').filter((l) => l.startsWith(prefix));
const segmentKey = (name: string) => `${asset.asset.outputPrefix}/480p/${name}`;

/** The variant playlist a guest reaches from a preview lesson's link. */
async function variantPlaylist(): Promise<string> {
  const { course, tasks } = await courseWithLessons(t, { assetId: asset.asset.id });
  const page = await t.call('GET', `/api/courses/${course.id}?task_id=${tasks.preview.id}`);
  const master = await raw(page.data.task.link as string);
  const variant = await raw(lines(master.text, '/api/')[0]!);
  expect(variant.status).toBe(200);
  return variant.text;
}

async function storedBytes(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await t.ctx.services.storage.get(key))!.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('HLS segment links checked by nginx (MEDIA_SEGMENT_SECRET)', () => {
  it('names each segment /files/_hls/<key>?md5&expires, which this node serves too (ranges as 206)', async () => {
    const text = await variantPlaylist();
    const segments = lines(text, '/files/');
    expect(segments.length).toBeGreaterThan(0);
    for (const line of segments)
      expect(line).toMatch(
        /^\/files\/_hls\/media\/assets\/[^/]+\/run-1\/hls\/480p\/seg_\d{5}\.ts\?md5=[\w-]{22}&expires=\d+$/,
      );
    // The key stays behind the playback route's grant.
    expect(text).toMatch(/URI="\/api\/media\/tasks\/\d+\/key\?grant=/);
    const segment = await raw(segments[0]!);
    expect(segment.status).toBe(200);
    expect(Buffer.compare(segment.body, await storedBytes(segmentKey('seg_00000.ts')))).toBe(0);
    expect(segment.headers).toMatchObject({
      'content-type': 'video/mp2t',
      'cache-control': 'private, max-age=300',
      'x-content-type-options': 'nosniff',
    });
    expect(segment.headers['content-security-policy']).toContain('sandbox');
    const part = await raw(segments[0]!, { range: 'bytes=0-9' });
    expect([part.status, part.headers['content-range'], part.body.length]).toEqual([
      206,
      'bytes 0-9/188',
      10,
    ]);
  });

  it('refuses a tampered link as invalid and an old one as expired, in Chinese', async () => {
    const url = new URL(
      await t.ctx.services.storage.signedUrl(segmentKey('seg_00001.ts'), { expiresInSeconds: 60 }),
      'http://x',
    );
    const md5 = url.searchParams.get('md5')!;
    url.searchParams.set('md5', `${md5.slice(0, -2)}${md5.endsWith('AA') ? 'BA' : 'AA'}`);
    const tampered = await raw(url.pathname + url.search);
    expect([tampered.status, JSON.parse(tampered.text).msg]).toEqual([403, fileMessages.linkInvalid]);
    expect(tampered.headers['cache-control']).toBe('no-store');
    const bare = await raw(url.pathname);
    expect([bare.status, JSON.parse(bare.text).msg]).toEqual([403, fileMessages.linkInvalid]);
    const lastHour = withSecureSegmentLinks(t.ctx.services.storage, {
      secret: SECRET,
      filesBase: '/files',
      now: () => Date.now() - 3_600_000,
    });
    const old = await raw(await lastHour.signedUrl(segmentKey('seg_00001.ts'), { expiresInSeconds: 60 }));
    expect([old.status, JSON.parse(old.text).msg]).toEqual([403, fileMessages.linkExpired]);
  });

  it('serves nothing but segment keys under /files/_hls/, and no stored key is reachable there', async () => {
    const publicFile = await raw('/files/_hls/public/uploads/cover.png');
    expect([publicFile.status, JSON.parse(publicFile.text).msg]).toEqual([404, fileMessages.fileMissing]);
    // A platform download link for a key that happens to start with _hls/ lands on the segment route.
    const stored = await t.ctx.services.storage.signedUrl('_hls/notes.txt', { expiresInSeconds: 60 });
    expect(stored).toMatch(/^\/files\/_hls\/notes\.txt\?expires=\d+&sig=/);
    expect((await raw(stored)).status).toBe(404);
    // Even a correctly hashed link names only segments.
    const expires = Math.floor(Date.now() / 1000) + 60;
    const md5 = secureLinkHash(expires, '/files/_hls/public/uploads/cover.png', SECRET);
    expect((await raw(`/files/_hls/public/uploads/cover.png?md5=${md5}&expires=${expires}`)).status).toBe(
      404,
    );
    // The same files stay where they were for the platform's own links.
    expect((await raw('/files/public/uploads/cover.png')).status).toBe(200);
  });

  it("without the secret segments keep the platform's own signed links (playback.test.ts plays them)", async () => {
    const plain = createStorage({ ...t.config, MEDIA_SEGMENT_SECRET: undefined });
    expect(await plain.signedUrl(segmentKey('seg_00000.ts'), { expiresInSeconds: 60 })).toMatch(
      /^\/files\/media\/assets\/.+\/480p\/seg_00000\.ts\?expires=\d+&sig=[0-9a-f]{64}$/,
    );
  });
});
