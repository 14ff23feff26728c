import { sign, verify, type KeyObject } from 'node:crypto';

/**
 * Alipay's RSA2 signatures: parameters sorted by name, empty values and the excluded keys left out,
 * joined as `k=v&k=v` with raw (not URL-encoded) values, signed with SHA256withRSA and base64-encoded.
 * Requests exclude only `sign`; notify verification excludes `sign` and `sign_type`.
 */
export function signContent(params: Record<string, string | undefined>, exclude: string[]): string {
  return Object.keys(params)
    .filter((key) => !exclude.includes(key) && params[key] !== undefined && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

export function rsa2Sign(privateKey: KeyObject, content: string): string {
  return sign('sha256', Buffer.from(content, 'utf8'), privateKey).toString('base64');
}

export function rsa2Verify(publicKey: KeyObject, content: string, signature: string): boolean {
  if (!signature) return false;
  try {
    return verify('sha256', Buffer.from(content, 'utf8'), publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/** Signs request parameters (adds nothing; the caller puts the answer in `sign`). */
export function signRequest(privateKey: KeyObject, params: Record<string, string | undefined>): string {
  return rsa2Sign(privateKey, signContent(params, ['sign']));
}

/** Verifies an asynchronous notify's parameters with Alipay's public key. */
export function verifyNotifyParams(publicKey: KeyObject, params: Record<string, string>): boolean {
  return rsa2Verify(publicKey, signContent(params, ['sign', 'sign_type']), params.sign ?? '');
}

/**
 * The signed part of a gateway answer is the raw JSON text of its `<method>_response` node, exactly as
 * sent (re-serialising could change it), so it is cut out of the answer text by matching its braces.
 */
export function responseSignedContent(text: string, nodeKey: string): string | null {
  const keyAt = text.indexOf(`"${nodeKey}"`);
  if (keyAt < 0) return null;
  let start = text.indexOf(':', keyAt + nodeKey.length + 2) + 1;
  while (start > 0 && /\s/.test(text[start] ?? '')) start += 1;
  if (start <= 0 || text[start] !== '{') return null;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i += 1) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth += 1;
    else if (c === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return null;
}
