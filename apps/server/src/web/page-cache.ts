import { createHash } from 'node:crypto';
import { deviceClass } from '@app/contract';
import { encodeOnce, type Encoding } from '../http/compression.ts';
import { createTtlCache } from '../platform/cache/ttl-cache.ts';
import { nonceGzip } from './nonce-gzip.ts';

/**
 * The pages a guest's render may be reused for, by path (the query is part of the key): home, the lists,
 * the details, news, search, help, and the frame-only pages below. An allowlist, not a denylist: a page added
 * later (/payment, /login, /dev, …) is rendered afresh for everyone until someone decides it is public.
 * React Router's `.data` requests (client navigations) are not here: they skip the React render anyway.
 */
export const PUBLIC_PAGES: readonly RegExp[] = [
  /^\/(?:index)?$/,
  /^\/(?:course|plug|periphery|news|search|help|about)$/,
  /^\/coursepage\/\d+$/,
  /^\/(?:plug|periphery|news)\/\d+$/,
];

export function isPublicPage(pathname: string): boolean {
  return PUBLIC_PAGES.some((pattern) => pattern.test(pathname)) || isFrameOnlyPage(pathname);
}

/**
 * Pages whose server render is their frame alone, the same for every visitor: the personal centre's screens
 * (no loader; the server draws the frame signed out and the screen loads its lists in the browser once the
 * stored session is read, apps/web features/account/user-center-layout.tsx) and the back office (rendered in
 * the browser only: the server sends its fallback, apps/web routes/admin/client-only.tsx). Kept for guests and
 * for members, each on their side of the cache. Not /user itself: a redirect.
 */
export const FRAME_ONLY_PAGES: readonly RegExp[] = [
  /^\/user\/(?:info|certification|security|socialite|course|contribute|order|integral|recharge|message|address)$/,
  /^\/user\/order\/\d+$/,
  /^\/admin(?:\/[\w/-]*)?$/,
];

export function isFrameOnlyPage(pathname: string): boolean {
  return FRAME_ONLY_PAGES.some((pattern) => pattern.test(pathname));
}

/**
 * The public pages whose member's render may be shared by every signed-in member: nothing in them depends on
 * who the member is but what the browser asks again with the member's token right after hydration whatever
 * the server rendered — the cards' 已加入 badges (apps/web shared/api/use-personal-view.ts), and on the course
 * page the member's purchase, collect, progress and lesson (apps/web features/learning/course-page/
 * use-course-view.ts), drawn as placeholders until then. They are rendered without the visitor's cookies,
 * for "a member" (what is below the first screen is left to the browser, stylesheets linked), and kept like
 * guests' pages, apart from them (docs/spec-decisions.md "members' shared pages", "The course page every
 * member shares"). Not here: a plugin's and a material's page (their buy or download buttons are the
 * member's own from the first paint) and search (its cards are not asked again).
 */
export const MEMBER_SHARED_PAGES: readonly RegExp[] = [
  /^\/(?:index)?$/,
  /^\/(?:course|plug|periphery|news|help|about)$/,
  /^\/coursepage\/\d+$/,
  /^\/news\/\d+$/,
];

export function isMemberSharedPage(pathname: string): boolean {
  return MEMBER_SHARED_PAGES.some((pattern) => pattern.test(pathname)) || isFrameOnlyPage(pathname);
}

/**
 * Audience + path + query + device class (contract's deviceClass): everything a kept render depends on — a
 * phone's page leaves out the desktop menus' panels (web shell-data.ts), a member's what is below the fold.
 */
export function pageKey(
  url: string,
  userAgent: string | undefined,
  audience: PageAudience = 'guests',
): string {
  return `${audience === 'members' ? 'member ' : ''}${deviceClass(userAgent)} ${url}`;
}

/** Whom a kept render is for: guests (everything in the HTML) or signed-in members (MEMBER_SHARED_PAGES). */
export type PageAudience = 'guests' | 'members';

/** One rendered page as React Router answered it, body in memory. */
export interface RenderedPage {
  status: number;
  /** The render's headers (content-type, set-cookie, …) without the ones the web server decides itself. */
  headers: [string, string][];
  body: Buffer;
  /** A hash of the body: the strong validator of every representation of this page. */
  hash: string;
  /** Set-Cookie in the answer: a page that hands out state is never reused. */
  setsCookie: boolean;
  /** The body compressed once per encoding, on first demand (not once per request). */
  encoded(encoding: Encoding): Promise<Buffer>;
  /**
   * The CSP nonce the page was rendered with, when it has one (React Router's inline scripts carry it).
   * Such a page never goes out as it was rendered: `withNonce` puts each reply's own nonce in its place.
   */
  nonce: string | null;
  /** The body with every occurrence of the render's nonce replaced by `nonce` (same length, base64). */
  withNonce(nonce: string): Buffer;
  /** The same in gzip, spliced from parts compressed once (web/nonce-gzip.ts); null without a nonce. */
  gzipWithNonce: ((nonce: string) => Buffer) | null;
}

export function renderedPage(
  status: number,
  headers: [string, string][],
  body: Buffer,
  renderNonce: string | null = null,
): RenderedPage {
  const nonce = renderNonce && body.includes(renderNonce) ? renderNonce : null;
  const offsets = nonce ? offsetsOf(body, nonce) : [];
  return {
    status,
    headers: headers.filter(([name]) => !/^(?:content-length|etag|cache-control)$/i.test(name)),
    body,
    hash: createHash('sha256').update(body).digest('base64url').slice(0, 27),
    setsCookie: headers.some(([name]) => name.toLowerCase() === 'set-cookie'),
    encoded: encodeOnce(body),
    nonce,
    withNonce: nonce ? substitution(body, nonce, offsets) : () => body,
    gzipWithNonce: nonce ? lazily(() => nonceGzip(body, offsets, Buffer.byteLength(nonce))) : null,
  };
}

function offsetsOf(body: Buffer, placeholder: string): number[] {
  const needle = Buffer.from(placeholder);
  const offsets: number[] = [];
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, at + needle.length))
    offsets.push(at);
  return offsets;
}

/** Built on the first reply that needs it (a page only ever answered to members or uncompressed never is). */
function lazily<T>(make: () => (value: T) => Buffer): (value: T) => Buffer {
  let made: ((value: T) => Buffer) | undefined;
  return (value) => (made ??= make())(value);
}

/**
 * Replaces the render's nonce per reply: the positions are found once, each reply copies the body and writes
 * its nonce over them. The render's nonce is 128 random bits made for that render, after every text the page
 * shows was written, so no visitor's text can contain it.
 */
function substitution(
  body: Buffer,
  placeholder: string,
  offsets: readonly number[],
): (nonce: string) => Buffer {
  const needle = Buffer.from(placeholder);
  return (nonce) => {
    if (nonce === placeholder) return body;
    const value = Buffer.from(nonce);
    if (value.length !== needle.length) throw new Error('a CSP nonce has the length of the render nonce');
    const out = Buffer.from(body);
    for (const at of offsets) value.copy(out, at);
    return out;
  };
}

/** Only a plain 200 without Set-Cookie is the same for every guest. */
export const reusable = (page: RenderedPage) => page.status === 200 && !page.setsCookie;

/**
 * At most this many pages (path × query × device class). A home page is ~300 KB of HTML plus ~40 KB per
 * encoding, so the cap holds the cache near 100 MB in the worst case; the oldest entry goes first.
 */
export const PAGE_CACHE_ENTRIES = 256;

export interface PageCache {
  /**
   * The page for this key; `hit` when it is a kept page this request did not render itself (a fresh or
   * stale entry, or another request's render it waited for).
   */
  get(key: string, render: () => Promise<RenderedPage>): Promise<{ page: RenderedPage; hit: boolean }>;
}

/**
 * Guests' rendered pages for `ttlSeconds` (PUBLIC_CACHE_SECONDS), the way http/route.ts keeps guests' API
 * answers: one render per key at a time (single flight), a stale page answered while one render refreshes
 * it, a size cap. ttlSeconds 0 renders every time.
 */
export function createPageCache(options: { ttlSeconds: number; maxEntries?: number }): PageCache {
  const cache = createTtlCache<RenderedPage>({
    ttlSeconds: options.ttlSeconds,
    maxEntries: options.maxEntries ?? PAGE_CACHE_ENTRIES,
    keep: reusable,
  });
  return {
    async get(key, render) {
      // A stale page answered while this request's render refreshes it in the background is a hit too.
      let mine: RenderedPage | undefined;
      const page = await cache.get(key, async () => (mine = await render()));
      return { page, hit: page !== mine && reusable(page) };
    },
  };
}
