import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/**
 * Keys from configuration come in three shapes: PEM text (environment variables often carry '\n' escapes),
 * a path to a PEM file, or the bare base64 body the Alipay console shows (PKCS#8 private / SPKI public).
 */
function keyText(value: string): { pem: string } | { der: Buffer } {
  const text = value.trim().replace(/\\n/g, '\n');
  if (text.includes('-----BEGIN')) return { pem: text };
  if (!/^[A-Za-z0-9+/=\s]+$/.test(text) && existsSync(text)) return keyText(readFileSync(text, 'utf8'));
  return { der: Buffer.from(text.replace(/\s+/g, ''), 'base64') };
}

export function loadPrivateKey(value: string): KeyObject {
  const key = keyText(value);
  if ('pem' in key) return createPrivateKey(key.pem);
  try {
    return createPrivateKey({ key: key.der, format: 'der', type: 'pkcs8' });
  } catch {
    return createPrivateKey({ key: key.der, format: 'der', type: 'pkcs1' });
  }
}

/** A public key, or the public key of an X.509 certificate (WeChat Pay platform certificates). */
export function loadPublicKey(value: string): KeyObject {
  const key = keyText(value);
  if ('pem' in key) return createPublicKey(key.pem);
  return createPublicKey({ key: key.der, format: 'der', type: 'spki' });
}
