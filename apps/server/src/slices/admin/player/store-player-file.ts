import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  ADMIN_AD_VIDEO_MAX_BYTES,
  ADMIN_AD_VIDEO_PREFIX,
  ADMIN_CAPTION_MAX_BYTES,
  ADMIN_CAPTION_PREFIX,
  adminPlayerMessages as PM,
  Code,
  isWebVtt,
} from '@app/contract';
import { refuse } from '../../../kernel/errors/index.ts';
import type { ObjectStorage } from '../../../platform/storage/storage.ts';

type Upload = Readable & { truncated?: boolean };

/** Reads an upload up to `maxBytes` (nothing beyond is kept); answers null when it was bigger. */
async function readLimited(stream: Upload, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  return size > maxBytes || stream.truncated ? null : Buffer.concat(chunks);
}

const monthOf = (now: Date) => `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;

/**
 * A short ad video (002 §4 pre-roll), stored privately at admin/ads/<yyyymm>/<random>.mp4: an MP4 told by
 * its bytes (the 'ftyp' box every MP4 starts with), at most 50 MB. The player gets it as a signed link, as it
 * gets the demo's ad videos; it plays as uploaded (no transcode: a pre-roll is short and one file).
 */
export async function storeAdVideo(storage: ObjectStorage, stream: Upload, now = new Date()) {
  const bytes = await readLimited(stream, ADMIN_AD_VIDEO_MAX_BYTES);
  if (!bytes) throw refuse(PM.adVideoTooLarge, Code.invalid);
  if (bytes.length === 0) throw refuse(PM.adVideoMissing, Code.invalid);
  if (bytes.length < 12 || bytes.toString('latin1', 4, 8) !== 'ftyp')
    throw refuse(PM.adVideoType, Code.invalid);
  const key = `${ADMIN_AD_VIDEO_PREFIX}${monthOf(now)}/${randomBytes(16).toString('base64url')}.mp4`;
  await storage.put(key, bytes, { contentType: 'video/mp4' });
  return key;
}

/**
 * A WebVTT caption file, stored privately at admin/captions/<yyyymm>/<random>.vtt: UTF-8 text starting with
 * 'WEBVTT' (what browsers require of a <track>), at most 512 KB.
 */
export async function storeCaption(storage: ObjectStorage, stream: Upload, now = new Date()) {
  const bytes = await readLimited(stream, ADMIN_CAPTION_MAX_BYTES);
  if (!bytes) throw refuse(PM.captionTooLarge, Code.invalid);
  if (bytes.length === 0) throw refuse(PM.captionMissing, Code.invalid);
  if (!isWebVtt(bytes.toString('utf8', 0, Math.min(bytes.length, 64))))
    throw refuse(PM.captionType, Code.invalid);
  const key = `${ADMIN_CAPTION_PREFIX}${monthOf(now)}/${randomBytes(16).toString('base64url')}.vtt`;
  await storage.put(key, bytes, { contentType: 'text/vtt; charset=utf-8' });
  return key;
}
