/**
 * Test helpers for direct uploads (not a test file itself): a part PUT to a presigned URL, and a whole
 * upload through either set of calls (creators' /api/oss/multipart, the back office's /api/admin/uploads).
 */
import type { TestApp } from '../../../../test/harness.ts';

/** A real 1×1 PNG (what a detector reads as image/png, and a browser shows). */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * `size` bytes that open like an MP4 (an ISO 'ftyp' box of brand isom, then filler): what the upload's
 * content check reads as video/mp4, for tests that only move a video around. Not playable; tests that
 * play or transcode use a real clip (platform/media/synthetic-clip.ts).
 */
export function mp4Bytes(size: number, fill = 7): Buffer {
  const ftyp = Buffer.from(
    '00000018' + '66747970' + '69736f6d' + '00000200' + '69736f6d' + '69736f32',
    'hex',
  );
  return Buffer.concat([ftyp, Buffer.alloc(Math.max(0, size - ftyp.length), fill)]).subarray(0, size);
}

/** A PUT to a presigned part URL: same-origin ones (local driver) in-process, S3's over the network. */
export async function putPart(t: TestApp, url: string, body: Buffer) {
  if (/^https?:/.test(url)) {
    const res = await fetch(url, { method: 'PUT', body });
    return { status: res.status, etag: res.headers.get('etag') ?? '', text: await res.text() };
  }
  const res = await t.app.inject({
    method: 'PUT',
    url,
    payload: body,
    headers: { 'content-type': 'application/octet-stream' },
  });
  return { status: res.statusCode, etag: String(res.headers.etag ?? ''), text: res.body };
}

/**
 * Opens an upload at `base` with `openBody`, sends every part straight to storage and completes it.
 * Answers the completion's data (key, url, upload_id).
 */
export async function uploadThrough(
  t: TestApp,
  token: string,
  base: string,
  openBody: Record<string, unknown>,
  content: Buffer,
) {
  const opened = await t.call('POST', base, { token, body: { ...openBody, size: content.length } });
  if (opened.code !== 200) throw new Error(`open: ${opened.msg}`);
  const { upload_id: id, part_size: partSize, part_count: count } = opened.data;
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  const signed = await t.call('POST', `${base}/${id}/parts`, { token, body: { part_numbers: numbers } });
  const parts = [];
  for (const part of signed.data.parts) {
    const start = (part.part_number - 1) * partSize;
    const sent = await putPart(t, part.url, content.subarray(start, start + partSize));
    if (sent.status !== 200) throw new Error(`part ${part.part_number}: ${sent.status} ${sent.text}`);
    parts.push({ part_number: part.part_number, etag: sent.etag });
  }
  const done = await t.call('POST', `${base}/${id}/complete`, { token, body: { parts } });
  if (done.code !== 200) throw new Error(`complete: ${done.msg}`);
  return done.data as { key: string; url: string; upload_id: number };
}
