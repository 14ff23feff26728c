import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ADMIN_IMAGE_MAX_BYTES, adminCatalogueMessages as CM, Code } from '@app/contract';
import { refuse } from '../../../kernel/errors/index.ts';
import type { ObjectStorage } from '../../../platform/storage/storage.ts';

const KINDS = [
  { ext: 'jpg', type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { ext: 'png', type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { ext: 'gif', type: 'image/gif', magic: [0x47, 0x49, 0x46, 0x38] },
] as const;

/**
 * Stores a picture staff upload (a course cover) through the storage interface, under
 * public/admin/<yyyymm>/<random>.<ext>: read up to the limit only, the type told by the bytes (never by the
 * name or declared type). Answers the address pages show ('/files/public/…').
 */
export async function storePublicImage(
  storage: ObjectStorage,
  stream: Readable & { truncated?: boolean },
  now = new Date(),
): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= ADMIN_IMAGE_MAX_BYTES) chunks.push(chunk);
  }
  if (size > ADMIN_IMAGE_MAX_BYTES || stream.truncated) throw refuse(CM.imageTooLarge, Code.invalid);
  const bytes = Buffer.concat(chunks);
  if (bytes.length === 0) throw refuse(CM.imageMissing, Code.invalid);
  const kind = KINDS.find((k) => bytes.length >= k.magic.length && k.magic.every((b, i) => bytes[i] === b));
  if (!kind) throw refuse(CM.imageType, Code.invalid);
  const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const key = `public/admin/${month}/${randomBytes(16).toString('base64url')}.${kind.ext}`;
  await storage.put(key, bytes, { contentType: kind.type });
  return `/files/${key}`;
}
