import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  ADMIN_AD_VIDEO_MAX_BYTES,
  ADMIN_AD_VIDEO_PREFIX,
  ADMIN_CAPTION_MAX_BYTES,
  ADMIN_CAPTION_PREFIX,
  adminPlayerMessages,
  Code,
  isWebVtt,
} from '@app/contract';
import { refuse } from '../../../kernel/errors/index.ts';
import { browserPlayableProblem, type PlayableProblem } from '../../../platform/media/browser-playable.ts';
import type { MediaTools } from '../../../platform/media/tools.ts';
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

const PROBLEM_MESSAGES: Record<PlayableProblem, string> = {
  unreadable: adminPlayerMessages.adVideoUnreadable,
  container: adminPlayerMessages.adVideoContainer,
  video: adminPlayerMessages.adVideoCodec,
  audio: adminPlayerMessages.adVideoAudio,
};

/** Refuses a video a browser would not play as it is (ffprobe on a temporary copy). */
async function checkPlayable(bytes: Buffer, tools: MediaTools) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ad-video-'));
  try {
    const file = path.join(dir, 'ad.mp4');
    await writeFile(file, bytes);
    const problem = await browserPlayableProblem(file, tools);
    if (problem) throw refuse(PROBLEM_MESSAGES[problem], Code.invalid);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A short ad video (002 §4 pre-roll), stored privately at admin/ads/<yyyymm>/<random>.mp4, at most 50 MB.
 * It plays as uploaded from a signed link, as the demo's ad videos do, so only what every browser plays is
 * accepted: an MP4 (its 'ftyp' box first) with H.264 pictures and AAC sound, read with ffprobe; anything else
 * is refused with what to change (docs/spec-decisions.md: probed at upload, not transcoded).
 */
export async function storeAdVideo(
  storage: ObjectStorage,
  tools: MediaTools,
  stream: Upload,
  now = new Date(),
) {
  const bytes = await readLimited(stream, ADMIN_AD_VIDEO_MAX_BYTES);
  if (!bytes) throw refuse(adminPlayerMessages.adVideoTooLarge, Code.invalid);
  if (bytes.length === 0) throw refuse(adminPlayerMessages.adVideoMissing, Code.invalid);
  if (bytes.length < 12 || bytes.toString('latin1', 4, 8) !== 'ftyp')
    throw refuse(adminPlayerMessages.adVideoType, Code.invalid);
  await checkPlayable(bytes, tools);
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
  if (!bytes) throw refuse(adminPlayerMessages.captionTooLarge, Code.invalid);
  if (bytes.length === 0) throw refuse(adminPlayerMessages.captionMissing, Code.invalid);
  if (!isWebVtt(bytes.toString('utf8', 0, Math.min(bytes.length, 64))))
    throw refuse(adminPlayerMessages.captionType, Code.invalid);
  const key = `${ADMIN_CAPTION_PREFIX}${monthOf(now)}/${randomBytes(16).toString('base64url')}.vtt`;
  await storage.put(key, bytes, { contentType: 'text/vtt; charset=utf-8' });
  return key;
}
