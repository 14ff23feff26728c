import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Code } from '@app/contract';
import { refuse } from '../../kernel/errors/index.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';

export type StaffImageKind = 'jpg' | 'png' | 'gif';

const KINDS: Record<StaffImageKind, { type: string; magic: readonly number[] }> = {
  jpg: { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  png: { type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  gif: { type: 'image/gif', magic: [0x47, 0x49, 0x46, 0x38] },
};

export interface StaffImageRules {
  /** Under public/: 'admin' (course covers), 'site' (news covers, banner slides). */
  folder: string;
  maxBytes: number;
  kinds: readonly StaffImageKind[];
  messages: { imageTooLarge: string; imageMissing: string; imageType: string };
}

/**
 * A picture staff upload, stored through the storage interface at public/<folder>/<yyyymm>/<random>.<ext>:
 * read up to the limit only (nothing bigger is buffered), the type told by the bytes (never by the name or
 * declared type). Answers the address pages show ('/files/public/…', as the demo's pictures).
 */
export async function storeStaffImage(
  storage: ObjectStorage,
  stream: Readable & { truncated?: boolean },
  rules: StaffImageRules,
  now = new Date(),
): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= rules.maxBytes) chunks.push(chunk);
  }
  if (size > rules.maxBytes || stream.truncated) throw refuse(rules.messages.imageTooLarge, Code.invalid);
  const bytes = Buffer.concat(chunks);
  if (bytes.length === 0) throw refuse(rules.messages.imageMissing, Code.invalid);
  const ext = rules.kinds.find((k) => {
    const { magic } = KINDS[k];
    return bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
  });
  if (!ext) throw refuse(rules.messages.imageType, Code.invalid);
  const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const key = `public/${rules.folder}/${month}/${randomBytes(16).toString('base64url')}.${ext}`;
  await storage.put(key, bytes, { contentType: KINDS[ext].type });
  return `/files/${key}`;
}
