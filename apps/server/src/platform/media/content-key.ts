import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MediaError } from './media-error.ts';

/** The placeholder key URI written into playlists; the playlist endpoint replaces it with our key URL. */
export const KEY_URI_PLACEHOLDER = 'key://content-key';
const SEALED_PREFIX = 'v1:';

/**
 * The 32-byte key that seals content keys at rest. MEDIA_KEY_SECRET when set (production must set it:
 * changing it makes sealed keys unreadable); otherwise derived from APP_SECRET with a label saying so
 * (the development default).
 */
export function mediaSealingKey(config: { MEDIA_KEY_SECRET?: string; APP_SECRET: string }): {
  key: Buffer;
  source: 'MEDIA_KEY_SECRET' | 'derived-from-APP_SECRET';
} {
  if (config.MEDIA_KEY_SECRET) {
    return { key: createHash('sha256').update(config.MEDIA_KEY_SECRET).digest(), source: 'MEDIA_KEY_SECRET' };
  }
  const derived = hkdfSync(
    'sha256',
    config.APP_SECRET,
    'media-key-sealing',
    '开发默认：由 APP_SECRET 派生，生产环境请设置 MEDIA_KEY_SECRET',
    32,
  );
  return { key: Buffer.from(derived), source: 'derived-from-APP_SECRET' };
}

/** AES-256-GCM: 'v1:' + base64(nonce 12 | tag 16 | ciphertext 16). */
export function sealContentKey(sealingKey: Buffer, contentKey: Buffer): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey, nonce);
  const body = Buffer.concat([cipher.update(contentKey), cipher.final()]);
  return SEALED_PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64');
}

export function openContentKey(sealingKey: Buffer, sealed: string): Buffer {
  if (!sealed.startsWith(SEALED_PREFIX)) throw new MediaError('视频密钥格式错误');
  const raw = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64');
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
  } catch {
    throw new MediaError('视频密钥无法解密（MEDIA_KEY_SECRET 是否变更？）');
  }
}

/**
 * A fresh random AES-128 key and IV for one asset, written for ffmpeg as a key-info file (URI, key file,
 * IV) in the run's scratch directory, which the caller deletes afterwards.
 */
export async function writeKeyInfo(dir: string): Promise<{ key: Buffer; keyInfoFile: string }> {
  const key = randomBytes(16);
  const keyFile = path.join(dir, 'content.key');
  const keyInfoFile = path.join(dir, 'content.keyinfo');
  await writeFile(keyFile, key, { mode: 0o600 });
  await writeFile(keyInfoFile, `${KEY_URI_PLACEHOLDER}\n${keyFile}\n${randomBytes(16).toString('hex')}\n`, {
    mode: 0o600,
  });
  return { key, keyInfoFile };
}
