import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Code, M } from '@app/contract';
import { refuse } from '../../kernel/errors/index.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';

/** 001 §5: avatars are JPG under 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** What the multipart parser hands over: the file's bytes and whether they were cut at the size limit. */
export interface UploadedFile {
  stream: Readable & { truncated?: boolean };
}

/**
 * Reads the upload (never more than the limit into memory), refuses anything that is not a JPEG by its
 * content (FF D8 FF, whatever the name or declared type says) or is 2 MB or more, and stores it at
 * public/avatars/<yyyymm>/<random>.jpg. Answers the storage key.
 */
export async function storeAvatar(
  storage: ObjectStorage,
  file: UploadedFile,
  now = new Date(),
): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= AVATAR_MAX_BYTES) chunks.push(chunk);
  }
  const bytes = Buffer.concat(chunks);
  if (bytes.length < 3 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff)
    throw refuse(M.avatarNotJpg, Code.invalid);
  if (size >= AVATAR_MAX_BYTES || file.stream.truncated) throw refuse(M.avatarTooLarge, Code.invalid);
  const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const key = `public/avatars/${month}/${randomBytes(16).toString('base64url')}.jpg`;
  await storage.put(key, bytes, { contentType: 'image/jpeg' });
  return key;
}
