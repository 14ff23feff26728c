import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** The encodings this server answers in, best first (zstd left out: browsers' support is still partial). */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * Cheap settings for bodies compressed once per cached answer or page (this box has 2 cores): brotli 11
 * costs ~50× brotli 5 for a few percent, so it is kept for build assets (compressed once, at build time).
 */
export const BROTLI_OPTIONS: BrotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

/**
 * Brotli for a body compressed for one answer only (a member's page, a member's list): quality 3 costs about
 * a quarter of quality 5 (a member's 100 KB home page: ~1.5 ms instead of ~5 ms of a render's CPU) for ~15 %
 * more bytes, still less than gzip's.
 */
export const DYNAMIC_BROTLI_OPTIONS: BrotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
export const GZIP_OPTIONS: ZlibOptions = { level: 6 };

/** Bodies smaller than this gain less than the encoding costs (and often fit one packet anyway). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Text we generate: HTML, JSON, JS, CSS, SVG, XML, plain text and HLS playlists (a media playlist lists a
 * signed link per segment, ~20 KB for a 10-minute lesson, and shrinks ~5×; a master playlist is under the
 * threshold). Everything else — images, video, HLS segments (encrypted), keys and other octet-streams, zip,
 * PDF — is already compressed or random and only costs CPU (beyond this list the plugin asks mime-db, which
 * marks none of those compressible); event streams must not be buffered by a compressor.
 */
const COMPRESSIBLE =
  /^(?:text\/(?:html|css|plain|javascript|xml)|application\/(?:json|javascript|xml|manifest\+json|vnd\.apple\.mpegurl|x-mpegurl)|image\/svg\+xml)(?:;|$)/i;

export function isCompressibleType(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType.trim());
}

/**
 * Compresses dynamic answers (API JSON, server-rendered HTML, playlists) by Accept-Encoding. Registered
 * before every route: the plugin hooks each route as it is added. Build assets come precompressed from
 * disk (web/serve-web.ts), and cached pages carry their own encoding (web/page-cache.ts): an answer that
 * already has Content-Encoding is left alone. Request bodies are never inflated (no caller sends them).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: [...ENCODINGS],
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotliOptions: DYNAMIC_BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
    customTypes: isCompressibleType,
    globalDecompression: false,
  });
}

/** The encoding to answer in, as @fastify/compress picks it ('*' and x-gzip read as gzip). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const header = acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip');
  return negotiate(header, [...ENCODINGS]) as Encoding | null;
}

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, BROTLI_OPTIONS),
  gzip: (body) => promisify(gzip)(body, GZIP_OPTIONS),
};

/**
 * A body that is sent many times (a cached page or a guest's cached answer) compressed once per encoding,
 * on first demand, instead of once per request. A failure is not kept: the next request tries again.
 */
export function encodeOnce(body: Buffer): (encoding: Encoding) => Promise<Buffer> {
  const encodings = new Map<Encoding, Promise<Buffer>>();
  return (encoding) => {
    let pending = encodings.get(encoding);
    if (!pending) {
      pending = compressors[encoding](body);
      pending.catch(() => encodings.delete(encoding));
      encodings.set(encoding, pending);
    }
    return pending;
  };
}

const dynamicCompressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { ...DYNAMIC_BROTLI_OPTIONS.params, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(gzip)(body, GZIP_OPTIONS),
};

/**
 * A body sent once (a member's page) compressed in one call, at the plugin's cheap levels: the plugin would
 * turn the buffer into a stream and compress it chunk by chunk, which cost a member's render of `/` about
 * three times the compression itself (stream and zlib-callback overhead; bench/README).
 */
export function encodeOnceOff(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return dynamicCompressors[encoding](body);
}

/** Whether gzip is acceptable at all (a q=0 refuses it), whatever the client would rather have. */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  const header = acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip');
  return negotiate(header, ['gzip']) === 'gzip';
}
