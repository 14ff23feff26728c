import path from 'node:path';

/** Keys under this prefix are public assets (covers, avatars): served without a signature. */
export const PUBLIC_PREFIX = 'public/';

/** Local metadata lives next to each object; keys may not end like it so a sidecar is never overwritten. */
export const META_SUFFIX = '.meta.json';

export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`存储路径不合法：${key.slice(0, 80)}`);
    this.name = 'InvalidKeyError';
  }
}

/**
 * Keys are '/'-separated relative paths. Anything that could escape the storage root or mean different
 * things on different systems ('..', '.', absolute paths, backslashes, empty segments, control
 * characters) is refused, whichever driver is used, so a key valid here is valid everywhere.
 */
export function isValidKey(key: string): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > 1024) return false;
  if (key.startsWith('/') || key.includes('\\') || /[\u0000-\u001f\u007f]/.test(key)) return false;
  if (/^[a-zA-Z]:/.test(key)) return false;
  if (key.endsWith(META_SUFFIX)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export function assertValidKey(key: string): string {
  if (!isValidKey(key)) throw new InvalidKeyError(key);
  return key;
}

export const isPublicKey = (key: string) => key.startsWith(PUBLIC_PREFIX);

/**
 * Files of a transcode run's HLS output (learning/transcode-asset.ts): `media/assets/<asset>/<run>/hls/…`.
 * Their segment links may leave the platform's own signature for a CDN's (media-cdn.ts) or nginx's
 * (nginx-secure-link.ts): they are AES-128 ciphertext, the key stays behind the playback rights check.
 */
export const HLS_FILE = /^media\/assets\/[^/]+\/[^/]+\/hls\//;

/** Each segment percent-encoded (Chinese names, spaces), slashes kept. */
export function encodeKeyPath(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

const contentTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.mp3': 'audio/mpeg',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.rar': 'application/vnd.rar',
  '.7z': 'application/x-7z-compressed',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.csv': 'text/csv; charset=utf-8',
};

/** Fallback when no type was recorded (files copied into the storage directory by hand). */
export function contentTypeFromKey(key: string): string {
  return contentTypes[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** A stored type that says "only a download": served with `Content-Disposition: attachment`. */
export const DOWNLOAD_TYPE = 'application/octet-stream';
export const isDownloadType = (contentType: string) =>
  contentType.split(';')[0]!.trim().toLowerCase() === DOWNLOAD_TYPE;

/**
 * `Content-Disposition: attachment` with an ASCII fallback and the RFC 5987 UTF-8 form, so
 * Chinese download names survive in every browser.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
