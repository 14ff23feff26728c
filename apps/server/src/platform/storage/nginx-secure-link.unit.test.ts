import { describe, expect, it } from 'vitest';
import { checkSecureLink, secureLinkHash, withSecureSegmentLinks } from './nginx-secure-link.ts';
import type { ObjectStorage } from './storage.ts';

/** A test-only secret (MEDIA_SEGMENT_SECRET's form: 32–128 of [A-Za-z0-9_-]). */
const SECRET = 'test-only-segment-secret-0123456789abcdef';
const SEGMENT = 'media/assets/a1/r1/hls/v0/seg_00001.ts';
const URI = `/files/_hls/${SEGMENT}`;
const EXPIRES = 1_767_225_600; // 2026-01-01T00:00:00Z

const disk = {
  kind: 'local',
  signedUrl: async (key: string, { downloadName }: { downloadName?: string }) =>
    `/files/${key}?expires=1&sig=platform${downloadName ? '&name=x' : ''}`,
} as unknown as ObjectStorage;

describe('nginx secure_link for HLS segments', () => {
  it('hashes as nginx does (known answer computed with openssl)', () => {
    // printf '%s' '1767225600/files/_hls/media/assets/a1/r1/hls/v0/seg_00001.ts test-only-segment-secret-0123456789abcdef' \
    //   | openssl md5 -binary | openssl base64 | tr '+/' '-_' | tr -d '='
    expect(secureLinkHash(EXPIRES, URI, SECRET)).toBe('d4igvUs4AFKx8LlAmSLAFQ');
  });

  it('signs a segment as /files/_hls/<key>?md5&expires, expires = now + lifetime', async () => {
    const links = withSecureSegmentLinks(disk, {
      secret: SECRET,
      filesBase: '/files',
      now: () => (EXPIRES - 300) * 1000,
    });
    expect(await links.signedUrl(SEGMENT, { expiresInSeconds: 300 })).toBe(
      `${URI}?md5=d4igvUs4AFKx8LlAmSLAFQ&expires=${EXPIRES}`,
    );
    // On a files origin the link names it; nginx's $uri (what is hashed) is the same path.
    const onOrigin = withSecureSegmentLinks(disk, {
      secret: SECRET,
      filesBase: 'https://files.example.com/files/',
      now: () => (EXPIRES - 300) * 1000,
    });
    expect(await onOrigin.signedUrl(SEGMENT, { expiresInSeconds: 300 })).toBe(
      `https://files.example.com${URI}?md5=d4igvUs4AFKx8LlAmSLAFQ&expires=${EXPIRES}`,
    );
  });

  it('leaves every other link to the wrapped storage: other keys, a segment asked for as a download', async () => {
    const links = withSecureSegmentLinks(disk, { secret: SECRET, filesBase: '/files' });
    for (const [key, downloadName] of [
      ['private/课件.zip', '课件.zip'],
      ['media/assets/a1/r1/cover.jpg', undefined],
      ['clients/uploads/7/video.mp4', undefined],
      [SEGMENT, 'seg.ts'],
    ] as const) {
      expect(await links.signedUrl(key, { expiresInSeconds: 60, downloadName })).toMatch(/sig=platform/);
    }
  });

  it('checks a link as nginx does: the hash first, then the expiry', () => {
    const md5 = secureLinkHash(EXPIRES, URI, SECRET);
    const check = (m: unknown, e: unknown, now = EXPIRES) => checkSecureLink(URI, m, e, SECRET, now);
    expect(check(md5, String(EXPIRES))).toBe('ok');
    expect(check(md5, String(EXPIRES), EXPIRES + 1)).toBe('expired');
    expect(check(`${md5.slice(0, -2)}AA`, String(EXPIRES))).toBe('invalid');
    expect(check(`${md5.slice(0, -2)}AA`, String(EXPIRES), EXPIRES + 1)).toBe('invalid');
    expect(check(md5, String(EXPIRES + 1))).toBe('invalid');
    expect(checkSecureLink(`${URI}x`, md5, String(EXPIRES), SECRET, EXPIRES)).toBe('invalid');
    for (const [m, e] of [
      [undefined, String(EXPIRES)],
      [md5, undefined],
      [md5, '0'],
      [md5, '-1'],
      [`${md5}==`, String(EXPIRES)],
      [[md5, md5], String(EXPIRES)],
    ])
      expect(check(m, e)).toBe('invalid');
  });
});
