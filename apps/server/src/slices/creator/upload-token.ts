import { createHmac, timingSafeEqual } from 'node:crypto';
import { UPLOAD_URL_SECONDS } from './uploads/index.ts';

/** How long /api/oss tokens live: as long as the part URLs the kernel signs. */
export const UPLOAD_TOKEN_SECONDS = UPLOAD_URL_SECONDS;

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
