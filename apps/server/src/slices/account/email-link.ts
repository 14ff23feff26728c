import { createHmac, timingSafeEqual } from 'node:crypto';

export const EMAIL_LINK_TTL_SECONDS = 24 * 3600;

export interface EmailLinkFields {
  userId: number;
  email: string;
  /** Unix seconds when the link was made. */
  timestamp: number;
  verifyCode: string;
}

/** The `_token` of an e-mail verification link: HMAC-SHA256 (APP_SECRET) over user id, e-mail, timestamp, code. */
export function signEmailLink(secret: string, fields: EmailLinkFields): string {
  return createHmac('sha256', secret)
    .update(`email-verify\n${fields.userId}\n${fields.email}\n${fields.timestamp}\n${fields.verifyCode}`)
    .digest('hex');
}

export function emailLinkSignatureMatches(secret: string, fields: EmailLinkFields, token: string): boolean {
  const expected = Buffer.from(signEmailLink(secret, fields), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(token) ? token : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function emailLinkUrl(publicUrl: string, fields: EmailLinkFields, token: string): string {
  const query = new URLSearchParams({
    email: fields.email,
    _token: token,
    _timestamp: String(fields.timestamp),
    verify_code: fields.verifyCode,
  });
  return `${publicUrl}/email-verify?${query.toString()}`;
}
