import { createHash, randomBytes } from 'node:crypto';
import { encodeKeyPath, HLS_FILE } from './storage-keys.ts';
import type { ObjectStorage } from './storage.ts';

export interface MediaCdnOptions {
  /** The CDN domain whose origin is the bucket, e.g. https://video.example.com. */
  baseUrl: string;
  /** The CDN's URL-signing key (type A). */
  authKey: string;
  /** The query parameter the CDN reads: `auth_key` (Aliyun), `sign` (Tencent Cloud). */
  authParam: string;
  now?: () => number;
}

/**
 * HLS segments through a CDN instead of presigned bucket URLs: the CDN caches each segment once for every
 * viewer (they are AES-128 encrypted; the key still comes from the API after the rights check) and checks
 * the link's type-A signature: `<base>/<key>?auth_key=<timestamp>-<rand>-0-<md5 of "/<key>-<timestamp>-<rand>-0-<auth key>">`.
 * The timestamp is now + the link's lifetime, so with the CDN's own validity set to its minimum the link lives
 * as long as the platform says. Everything else (downloads with their file names, invoices) stays presigned.
 */
export function withMediaCdn<S extends ObjectStorage>(storage: S, options: MediaCdnOptions): S {
  const base = options.baseUrl.replace(/\/$/, '');
  const now = options.now ?? Date.now;
  return {
    ...storage,
    async signedUrl(key, signing) {
      if (!HLS_FILE.test(key) || signing.downloadName) return storage.signedUrl(key, signing);
      const uri = `/${encodeKeyPath(key)}`;
      const timestamp = Math.floor(now() / 1000) + signing.expiresInSeconds;
      const rand = randomBytes(16).toString('hex');
      const hash = createHash('md5').update(`${uri}-${timestamp}-${rand}-0-${options.authKey}`).digest('hex');
      return `${base}${uri}?${options.authParam}=${timestamp}-${rand}-0-${hash}`;
    },
  };
}
