import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { accountMessages, Code, IMAGE_UPLOAD_MAX_BYTES, M } from '@app/contract';
import { refuse } from '../../kernel/errors/index.ts';
import { sniffImage } from '../../platform/ai/render-image.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';

/** 001 §5: an avatar is a JPG under 2 MB (checked when it is saved as the avatar). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** A member's upload: public/uploads/<memberId>/<22 random characters>.jpg|png, optionally behind /files/. */
const UPLOAD_KEY =
  /^(?:https?:\/\/[^/\s]+)?\/?(?:files\/)?(public\/uploads\/(\d{1,10})\/[A-Za-z0-9_-]{22}\.(?:jpg|png))$/;

/**
 * POST /api/upload (001 §7 avatar, 002 §7 render reference): one picture, JPEG or PNG by its bytes (whatever
 * its name or declared type says), up to IMAGE_UPLOAD_MAX_BYTES — never more read into memory. Stored under
 * the member's own prefix with an unguessable name; what it may be used for (avatar: JPEG < 2 MB; render
 * reference: a picture the backends can decode) is checked where it is used. Answers the storage key.
 */
export async function storeMemberImage(
  storage: ObjectStorage,
  memberId: number,
  stream: Readable & { truncated?: boolean },
): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= IMAGE_UPLOAD_MAX_BYTES) chunks.push(chunk);
  }
  const bytes = Buffer.concat(chunks);
  const kind = sniffImage(bytes);
  if (!kind) throw refuse(accountMessages.imageType, Code.invalid);
  if (size > IMAGE_UPLOAD_MAX_BYTES || stream.truncated)
    throw refuse(accountMessages.imageTooLarge, Code.invalid);
  const extension = kind === 'png' ? 'png' : 'jpg';
  const key = `public/uploads/${memberId}/${randomBytes(16).toString('base64url')}.${extension}`;
  await storage.put(key, bytes, { contentType: kind === 'png' ? 'image/png' : 'image/jpeg' });
  return key;
}

/**
 * The storage key of a picture `memberId` uploaded, named as the upload answered it ('files/<key>', with or
 * without a leading '/' or the site's origin), or null for another member's or anything else. Existence is
 * the caller's check.
 */
export function memberUploadKey(name: string, memberId: number): string | null {
  const match = UPLOAD_KEY.exec(name);
  return match && Number(match[2]) === memberId ? match[1]! : null;
}

/** An upload chosen as the avatar: the member's own, stored, a JPEG by its bytes, under 2 MB (001 §5). */
export async function checkAvatarUpload(storage: ObjectStorage, memberId: number, name: string) {
  const key = memberUploadKey(name, memberId);
  const stored = key ? await storage.head(key) : null;
  if (!key || !stored) throw refuse(accountMessages.avatarMissingFile);
  const head = await storage.get(key, { range: { start: 0, end: 2 } });
  const first: Buffer[] = [];
  for await (const chunk of (head?.body ?? []) as AsyncIterable<Buffer>) first.push(chunk);
  if (sniffImage(Buffer.concat(first)) !== 'jpeg') throw refuse(M.avatarNotJpg, Code.invalid);
  if (stored.size >= AVATAR_MAX_BYTES) throw refuse(M.avatarTooLarge, Code.invalid);
  return key;
}
