import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Code, SITE_IMAGE_MAX_BYTES, siteMessages as SM } from '@app/contract';
import { refuse } from '../../../kernel/errors/index.ts';
import type { ObjectStorage } from '../../../platform/storage/storage.ts';

/** The image kind by its first bytes (whatever the name or declared type says), or null. */
function imageKind(bytes: Buffer): { ext: string; type: string } | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { ext: 'jpg', type: 'image/jpeg' };
  if (
    bytes.length > 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return { ext: 'png', type: 'image/png' };
  return null;
}

/**
 * A cover or banner image staff upload: read up to the limit (nothing bigger is buffered), checked by its
 * content, stored through the storage interface at public/site/<yyyymm>/<random>.<ext>. Answers the URL
 * rows store ('/files/public/…', as the demo's pictures).
 */
export async function storeSiteImage(
  storage: ObjectStorage,
  stream: Readable & { truncated?: boolean },
  now = new Date(),
): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= SITE_IMAGE_MAX_BYTES) chunks.push(chunk);
  }
  if (size > SITE_IMAGE_MAX_BYTES || stream.truncated) throw refuse(SM.imageTooLarge, Code.invalid);
  const bytes = Buffer.concat(chunks);
  if (bytes.length === 0) throw refuse(SM.imageMissing, Code.invalid);
  const kind = imageKind(bytes);
  if (!kind) throw refuse(SM.imageType, Code.invalid);
  const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const key = `public/site/${month}/${randomBytes(16).toString('base64url')}.${kind.ext}`;
  await storage.put(key, bytes, { contentType: kind.type });
  return `/files/${key}`;
}
