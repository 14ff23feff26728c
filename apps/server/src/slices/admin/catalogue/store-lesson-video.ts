import { randomBytes } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { adminLessonMessages as LM, cleanFileName, Code, extensionOf, uploadProblem } from '@app/contract';
import { refuse } from '../../../kernel/errors/index.ts';
import type { ObjectStorage } from '../../../platform/storage/storage.ts';

export interface StoredVideo {
  key: string;
  name: string;
  size: number;
}

/**
 * A lesson video staff upload, streamed into private storage at admin/videos/<yyyymm>/<random>.<ext>
 * (never buffered whole): the creators' video kinds and size limit, checked by name before a byte is kept
 * and by size while it streams (an oversized file is deleted and refused). ffprobe in the transcode is the
 * check of the content itself: a file that is no video ends as 转码失败 with the reason.
 */
export async function storeLessonVideo(
  storage: ObjectStorage,
  file: { filename: string; mimetype: string; file: Readable & { truncated?: boolean } },
  maxBytes: number,
  now = new Date(),
): Promise<StoredVideo> {
  const name = cleanFileName(file.filename);
  const problem = uploadProblem('video', { name, size: 0, type: file.mimetype });
  if (problem) {
    file.file.resume();
    throw refuse(problem, Code.invalid);
  }
  const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const key = `admin/videos/${month}/${randomBytes(16).toString('base64url')}.${extensionOf(name)}`;
  let size = 0;
  // Counted as it passes (a 'data' listener would start the flow before storage reads and lose bytes).
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(null, chunk);
    },
  });
  await Promise.all([
    pipeline(file.file, counted),
    storage.put(key, counted, { contentType: file.mimetype || 'application/octet-stream' }),
  ]);
  if (file.file.truncated || size > maxBytes) {
    await storage.delete(key);
    throw refuse(
      uploadProblem('video', { name, size, type: file.mimetype }) ?? LM.videoMissing,
      Code.invalid,
    );
  }
  if (size === 0) {
    await storage.delete(key);
    throw refuse(LM.videoMissing, Code.invalid);
  }
  return { key, name, size };
}
