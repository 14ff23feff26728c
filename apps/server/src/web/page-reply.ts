import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  acceptsGzip,
  COMPRESS_THRESHOLD_BYTES,
  encodeOnceOff,
  negotiateEncoding,
  type Encoding,
} from '../http/compression.ts';
import { cspNonceOf } from '../http/security-headers.ts';
import type { PageAudience, RenderedPage } from './page-cache.ts';

/** What the page cache did for this answer (the bench and the end-to-end tests read it). */
export type PageCacheState = 'hit' | 'miss' | 'bypass';

/** A strong ETag per representation: the same page in brotli and in gzip are different bytes. */
export function etagOf(page: RenderedPage, encoding: Encoding | null): string {
  return `"${page.hash}${encoding ? `-${encoding}` : ''}"`;
}

/** If-None-Match holds this tag (or '*'); the weak comparison of RFC 9110 §13.1.2. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends a rendered page. A page rendered with a CSP nonce (every React Router page: its inline scripts carry
 * one) goes out with this reply's own nonce in its place (RenderedPage.withNonce), so a page reused from the
 * cache never hands two visitors the same nonce.
 *
 * `shared` (a guest's page, the same for every guest): revalidated each time (`no-cache`) with an ETag, so an
 * unchanged page costs a 304. Its bytes are the same for everyone only without a nonce: then it is compressed
 * once per page and encoding (RenderedPage.encoded) with Content-Encoding set here (so that @fastify/compress
 * leaves it alone), and a proxy may keep it. With a nonce the page is `private` (a proxy that kept one copy
 * would give every visitor its nonce), its ETag weak (the same page, another nonce), a 304 carries no CSP
 * header, so the browser keeps the policy stored with its copy, whose nonce matches that copy's scripts, and
 * its bytes are gzip spliced around each reply's nonce from parts compressed once (web/nonce-gzip.ts).
 * A page shared by every member (page-cache.ts MEMBER_SHARED_PAGES) goes the same way, but always `private`:
 * a proxy must not hand the members' render to a guest.
 * Otherwise (a member's own page): `private, no-store` — it holds their name, balance, orders — compressed
 * here in one call at the plugin's levels (http/compression.ts encodeOnceOff), with Content-Encoding set so
 * that the plugin leaves it alone.
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage,
  options: { shared: PageAudience | false; state: PageCacheState },
): Promise<FastifyReply> {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('x-page-cache', options.state);
  // Made only for answers that carry a body (not for a 304).
  const body = () => (page.nonce ? page.withNonce(cspNonceOf(reply)) : page.body);
  if (!options.shared) {
    reply.header('cache-control', 'private, no-store');
    const own = body();
    const encoding =
      own.length < COMPRESS_THRESHOLD_BYTES ? null : negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(own);
    return reply
      .header('vary', 'Accept-Encoding')
      .header('content-encoding', encoding)
      .send(await encodeOnceOff(own, encoding));
  }

  // A member's browser (the session cookie) must never be answered from a proxy's copy of a guest page.
  reply
    .header('cache-control', page.nonce || options.shared === 'members' ? 'private, no-cache' : 'no-cache')
    .header('vary', 'Accept-Encoding, Cookie');
  // A nonce'd page goes out in gzip spliced per reply (web/nonce-gzip.ts), not compressed per reply.
  const encoding =
    page.body.length < COMPRESS_THRESHOLD_BYTES
      ? null
      : page.gzipWithNonce && acceptsGzip(request.headers['accept-encoding'])
        ? 'gzip'
        : negotiateEncoding(request.headers['accept-encoding']);
  if (page.status === 200) {
    const etag = etagOf(page, encoding);
    reply.header('etag', page.nonce ? `W/${etag}` : etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      // helmet set it on the raw response (onRequest).
      reply.raw.removeHeader('content-security-policy');
      return reply.status(304).send();
    }
  }
  if (page.gzipWithNonce) {
    if (encoding === 'gzip')
      return reply.header('content-encoding', 'gzip').send(page.gzipWithNonce(cspNonceOf(reply)));
    // Rare (brotli only, or no encoding): compressed by the plugin like any dynamic answer.
    return reply.send(body());
  }
  if (!encoding) return reply.send(page.body);
  return reply.header('content-encoding', encoding).send(await page.encoded(encoding));
}
