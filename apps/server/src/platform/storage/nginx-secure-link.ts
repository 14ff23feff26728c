import { createHash, timingSafeEqual } from 'node:crypto';
import { encodeKeyPath, HLS_FILE } from './storage-keys.ts';
import type { ObjectStorage } from './storage.ts';
import type { SignatureCheck } from './url-signing.ts';

/** Where segment links live, under the files base: nginx's `location /files/_hls/`, this process's route. */
export const SEGMENT_LINK_PATH = '/_hls/';

export interface SecureSegmentLinkOptions {
  /** MEDIA_SEGMENT_SECRET: the same string as in nginx's `secure_link_md5`. */
  secret: string;
  /** What local storage's links start with: '/files', or `<FILES_ORIGIN>/files` (both serve `/files/`). */
  filesBase: string;
  now?: () => number;
}

/**
 * What nginx's secure_link module computes for `secure_link_md5 "$secure_link_expires$uri <secret>"`:
 * the MD5 of `<expires><uri> <secret>` in base64url without padding (what `$arg_md5` must be). `uri` is the
 * path as nginx's `$uri` has it, decoded.
 */
export function secureLinkHash(expires: number | string, uri: string, secret: string): string {
  return createHash('md5').update(`${expires}${uri} ${secret}`).digest('base64url');
}

/**
 * The check nginx makes, made the same way here for the nodes' own `/files/_hls/` route: the hash first (a
 * tampered link is 'invalid' even when its time has passed), then the expiry (valid through its second).
 */
export function checkSecureLink(
  uri: string,
  md5: unknown,
  expires: unknown,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignatureCheck {
  if (typeof md5 !== 'string' || !/^[A-Za-z0-9_-]{22}$/.test(md5)) return 'invalid';
  if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || Number(expires) <= 0) return 'invalid';
  const expected = Buffer.from(secureLinkHash(expires, uri, secret), 'base64url');
  if (!timingSafeEqual(expected, Buffer.from(md5, 'base64url'))) return 'invalid';
  return Number(expires) < nowSeconds ? 'expired' : 'ok';
}

/**
 * The path nginx's `$uri` holds for a segment's link, which the hash covers: the same whether the link names
 * the site or the files origin (both serve `/files/`). Segment keys are plain characters, so it is the
 * decoded path too.
 */
export const segmentUri = (key: string) => `/files${SEGMENT_LINK_PATH}${key}`;

/**
 * HLS segments on local storage behind nginx (MEDIA_SEGMENT_SECRET, docs/operations.md "nginx"): their links
 * become `<files base>/_hls/<key>?md5=…&expires=…`, which nginx checks and serves itself (secure_link,
 * deploy/nginx/guangzi.conf), so a segment never reaches a node. The way withMediaCdn (media-cdn.ts) hands
 * segments to a CDN: they are AES-128 ciphertext and the key still comes from the playback route after the
 * rights check. Everything else, and a segment asked for as a download, keeps the platform's own link.
 */
export function withSecureSegmentLinks<S extends ObjectStorage>(
  storage: S,
  options: SecureSegmentLinkOptions,
): S {
  const base = options.filesBase.replace(/\/$/, '');
  const now = options.now ?? Date.now;
  return {
    ...storage,
    async signedUrl(key, signing) {
      if (!HLS_FILE.test(key) || signing.downloadName) return storage.signedUrl(key, signing);
      const expires = Math.floor(now() / 1000) + signing.expiresInSeconds;
      const md5 = secureLinkHash(expires, segmentUri(key), options.secret);
      return `${base}${SEGMENT_LINK_PATH}${encodeKeyPath(key)}?md5=${md5}&expires=${expires}`;
    },
  };
}
