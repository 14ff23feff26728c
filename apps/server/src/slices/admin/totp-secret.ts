import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'v1:';

/** The key that seals staff TOTP secrets at rest: derived from APP_SECRET (changing it means re-enrolling). */
function sealingKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'staff-totp-sealing', 'admin totp secrets', 32));
}

/** AES-256-GCM: 'v1:' + base64(nonce 12 | tag 16 | ciphertext). A database dump alone yields no codes. */
export function sealTotpSecret(appSecret: string, secret: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(appSecret), nonce);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64');
}

/** The secret, or null when it cannot be opened (APP_SECRET changed, or the value was tampered with). */
export function openTotpSecret(appSecret: string, sealed: string): string | null {
  if (!sealed.startsWith(PREFIX)) return null;
  const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64');
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(appSecret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
