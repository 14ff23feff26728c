import { createHmac, timingSafeEqual } from 'node:crypto';
import { chinaDateKey } from '@app/contract';

/** How long /api/oss credentials and part URLs live: long enough for a part, short enough to be useless when leaked. */
export const UPLOAD_TOKEN_SECONDS = 15 * 60;

const PUBLIC_PREFIX = 'public/';

/** The member's own upload directory (001 §7: clients/uploads/{date}/…, here with the member's id first). */
export const memberUploadPrefix = (userId: number) => `clients/uploads/${userId}/`;

/**
 * The object name of a new upload: images are public (covers shown to everyone once approved), every
 * other file is private and served only through signed links.
 */
export function uploadKey(userId: number, purpose: string, fileName: string, nowMs: number): string {
  const base = `${memberUploadPrefix(userId)}${chinaDateKey(nowMs).replace(/-/g, '')}/${nowMs}${fileName}`;
  return purpose === 'image' ? PUBLIC_PREFIX + base : base;
}

/** Whether an object name lies in the member's own upload directory (either visibility). */
export const isMemberKey = (userId: number, key: string) =>
  key.startsWith(memberUploadPrefix(userId)) || key.startsWith(PUBLIC_PREFIX + memberUploadPrefix(userId));

const sign = (secret: string, userId: number, expires: number) =>
  createHmac('sha256', secret)
    .update(['OSS', String(userId), String(expires)].join('\n'))
    .digest('hex');

/** The scoped, short-lived token /api/oss hands out: `{userId}.{expires}.{hmac}`. */
export function issueUploadToken(secret: string, userId: number, nowMs: number) {
  const expires = Math.floor(nowMs / 1000) + UPLOAD_TOKEN_SECONDS;
  return {
    token: `${userId}.${expires}.${sign(secret, userId, expires)}`,
    expiresAt: new Date(expires * 1000),
  };
}

/** A token is good only for the member it was issued to and only until it expires. */
export function checkUploadToken(
  secret: string,
  token: string,
  userId: number,
  nowMs: number,
): 'ok' | 'expired' | 'invalid' {
  const match = /^(\d{1,10})\.(\d{1,12})\.([0-9a-f]{64})$/.exec(token);
  if (!match || Number(match[1]) !== userId) return 'invalid';
  const expected = Buffer.from(sign(secret, userId, Number(match[2])), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(match[3]!, 'hex'))) return 'invalid';
  return Number(match[2]) * 1000 < nowMs ? 'expired' : 'ok';
}
