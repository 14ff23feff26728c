import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 signatures for links this process serves itself (local storage downloads and uploads).
 * Fields are joined with '\n' so that no two different (key, expires, name) triples sign the same text.
 */
function sign(secret: string, parts: string[]): string {
  return createHmac('sha256', secret).update(parts.join('\n')).digest('hex');
}

export function signDownload(
  secret: string,
  key: string,
  expires: number | string,
  downloadName = '',
): string {
  return sign(secret, [key, String(expires), downloadName]);
}

/** Uploads sign a different first field so a download signature can never be replayed as an upload. */
export function signUpload(
  secret: string,
  key: string,
  expires: number | string,
  contentType: string,
): string {
  return sign(secret, ['PUT', key, String(expires), contentType]);
}

/** One part of a local multipart upload: its upload, its number, its size ceiling and expiry. */
export function signPart(
  secret: string,
  uploadId: string,
  partNumber: number | string,
  expires: number | string,
  maxBytes: number | string,
): string {
  return sign(secret, ['PART', uploadId, String(partNumber), String(expires), String(maxBytes)]);
}

export type SignatureCheck = 'ok' | 'expired' | 'invalid';

/** Checks the signature first: a tampered link is 'invalid' even when its expiry has passed. */
export function checkSignature(
  expected: string,
  given: unknown,
  expires: unknown,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignatureCheck {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return 'invalid';
  if (!timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'))) return 'invalid';
  if (typeof expires !== 'string' && typeof expires !== 'number') return 'invalid';
  if (!/^\d{1,12}$/.test(String(expires))) return 'invalid';
  return Number(expires) < nowSeconds ? 'expired' : 'ok';
}
