import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withMediaCdn } from './media-cdn.ts';
import type { ObjectStorage } from './storage.ts';

const bucket = {
  kind: 's3',
  signedUrl: async (key: string) => `https://bucket.example.com/${key}?X-Amz-Signature=abc`,
} as unknown as ObjectStorage;
const cdn = withMediaCdn(bucket, {
  baseUrl: 'https://video.example.com/',
  authKey: 'aliyuncdnexp1234',
  authParam: 'auth_key',
  now: () => 1_700_000_000_000,
});

describe('HLS segments through the media CDN (type-A signed)', () => {
  it('signs a segment of a transcode run: timestamp = now + lifetime, md5 over uri-timestamp-rand-0-key', async () => {
    const key = 'media/assets/7/run1/hls/720p/seg_003.ts';
    const url = new URL(await cdn.signedUrl(key, { expiresInSeconds: 300 }));
    expect(`${url.origin}${url.pathname}`).toBe(`https://video.example.com/${key}`);
    const [timestamp, rand, uid, hash] = url.searchParams.get('auth_key')!.split('-');
    expect([timestamp, uid]).toEqual(['1700000300', '0']);
    expect(rand).toMatch(/^[0-9a-f]{32}$/);
    const expected = createHash('md5').update(`/${key}-1700000300-${rand}-0-aliyuncdnexp1234`).digest('hex');
    expect(hash).toBe(expected);
  });

  it('leaves every other link to the bucket: downloads, invoices, a segment asked for as a download', async () => {
    for (const [key, downloadName] of [
      ['plugins/1/tool.zip', 'tool.zip'],
      ['private/invoices/2.pdf', undefined],
      ['media/assets/7/run1/hls/720p/seg_003.ts', 'seg.ts'],
    ] as const) {
      expect(await cdn.signedUrl(key, { expiresInSeconds: 60, downloadName })).toMatch(
        /^https:\/\/bucket\.example\.com\//,
      );
    }
  });
});
