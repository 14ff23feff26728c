import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { webPackageDir } from '../locations.ts';
import { isCompressibleType, negotiateEncoding } from '../http/compression.ts';
import { viewCountingRead } from './cached-views.ts';
import {
  createPageCache,
  isFrameOnlyPage,
  isMemberSharedPage,
  isPublicPage,
  pageKey,
  renderedPage,
  reusable,
} from './page-cache.ts';
import { etagOf, matchesEtag } from './page-reply.ts';

const html = (text: string, status = 200, headers: [string, string][] = []) =>
  renderedPage(status, [['content-type', 'text/html; charset=utf-8'], ...headers], Buffer.from(text));

describe('which pages a guest render may be reused for', () => {
  it('allows the public pages and nothing personal', () => {
    for (const path of [
      '/',
      '/index',
      '/course',
      '/plug',
      '/periphery',
      '/news',
      '/search',
      '/help',
      '/about',
    ])
      expect(isPublicPage(path)).toBe(true);
    for (const path of ['/coursepage/32', '/plug/5', '/periphery/7', '/news/9'])
      expect(isPublicPage(path)).toBe(true);
    for (const path of [
      '/user',
      '/login',
      '/register',
      '/payment',
      '/payment-result',
      '/dev/outbox',
      '/ai',
      '/coursepage/abc',
      '/course.data',
      '/coursepage/32.data',
      '/course/',
      '/userfans/3',
      '/user/info.data',
      '/admin.data',
    ])
      expect(isPublicPage(path)).toBe(false);
  });

  it("shares a member's render only where nothing of theirs is rendered on the server", () => {
    for (const path of [
      '/',
      '/course',
      '/plug',
      '/periphery',
      '/news',
      '/news/9',
      '/help',
      '/about',
      '/coursepage/32',
    ])
      expect(isMemberSharedPage(path)).toBe(true);
    for (const path of [
      '/coursepage/32.data',
      '/plug/5',
      '/periphery/7',
      '/search',
      '/payment',
      '/user',
      '/ai',
    ])
      expect(isMemberSharedPage(path)).toBe(false);
  });

  it('keeps the frame-only pages (the personal centre, the back office) for guests and members alike', () => {
    for (const path of [
      '/user/info',
      '/user/order',
      '/user/order/12',
      '/user/integral',
      '/admin',
      '/admin/orders/3',
    ])
      expect([isFrameOnlyPage(path), isPublicPage(path), isMemberSharedPage(path)]).toEqual([
        true,
        true,
        true,
      ]);
  });

  it('the frame-only pages have no server loader: their render is the same for everyone', () => {
    const routes = path.join(webPackageDir, 'app/routes');
    const modules = [
      ...readdirSync(path.join(routes, 'user'))
        .filter((name) => name !== 'index.tsx') // /user: a redirect, not kept
        .map((name) => path.join(routes, 'user', name)),
      ...readdirSync(path.join(routes, 'admin')).map((name) => path.join(routes, 'admin', name)),
      path.join(webPackageDir, 'app/features/account/user-center-layout.tsx'),
    ];
    expect(modules.length).toBeGreaterThan(40);
    const withLoader = modules.filter((file) =>
      /export\s+(?:async\s+)?(?:function|const)\s+loader\b/.test(readFileSync(file, 'utf8')),
    );
    expect(withLoader).toEqual([]);
  });

  it("keys a page on its device class (a phone's page leaves out the desktop menus)", () => {
    expect(pageKey('/course?page=2', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(
      'mobile /course?page=2',
    );
    expect(pageKey('/course?page=2', undefined)).toBe('desktop /course?page=2');
  });
});

describe('createPageCache', () => {
  it('renders once, then answers hits; a page that is not reusable is rendered every time', async () => {
    const cache = createPageCache({ ttlSeconds: 60 });
    let renders = 0;
    const render = async () => html(`page ${++renders}`);
    expect((await cache.get('k', render)).hit).toBe(false);
    const again = await cache.get('k', render);
    expect(again.hit).toBe(true);
    expect(again.page.body.toString()).toBe('page 1');

    const cookie = async () => html(`cookie ${++renders}`, 200, [['set-cookie', 'a=1']]);
    expect(await cache.get('c', cookie)).toMatchObject({ hit: false });
    expect(await cache.get('c', cookie)).toMatchObject({ hit: false });
    const missing = async () => html('not found', 404);
    expect(await cache.get('m', missing)).toMatchObject({ hit: false });
    expect(await cache.get('m', missing)).toMatchObject({ hit: false });
  });

  it('with ttlSeconds 0 renders every time', async () => {
    const cache = createPageCache({ ttlSeconds: 0 });
    await cache.get('k', async () => html('a'));
    expect((await cache.get('k', async () => html('b'))).page.body.toString()).toBe('b');
  });
});

describe('renderedPage', () => {
  it('keeps its own headers but not those the server decides, and compresses once per encoding', async () => {
    const page = html('x'.repeat(5000), 200, [
      ['etag', '"theirs"'],
      ['cache-control', 'max-age=60'],
      ['content-length', '5000'],
    ]);
    expect(page.headers).toEqual([['content-type', 'text/html; charset=utf-8']]);
    expect(reusable(page)).toBe(true);
    const first = page.encoded('br');
    expect(page.encoded('br')).toBe(first);
    expect(brotliDecompressSync(await first).toString()).toBe('x'.repeat(5000));
    expect(reusable(html('x', 200, [['set-cookie', 'a=1']]))).toBe(false);
    expect(html('a').hash).not.toBe(html('b').hash);
  });
});

describe('page validators and encodings', () => {
  it('negotiates brotli before gzip, as @fastify/compress does', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });

  it('gives each representation its own strong ETag and matches If-None-Match lists', () => {
    const page = html('body');
    const br = etagOf(page, 'br');
    expect(br).toBe(`"${page.hash}-br"`);
    expect(etagOf(page, null)).toBe(`"${page.hash}"`);
    expect(matchesEtag(`"other", ${br}`, br)).toBe(true);
    expect(matchesEtag(`W/${br}`, br)).toBe(true);
    expect(matchesEtag('*', br)).toBe(true);
    expect(matchesEtag(etagOf(page, 'gzip'), br)).toBe(false);
    expect(matchesEtag(undefined, br)).toBe(false);
  });
});

describe('what is compressed', () => {
  it('compresses text we generate, never media, segments, keys or archives', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'application/json; charset=utf-8',
      'text/css',
      'application/javascript',
      'image/svg+xml',
      'application/vnd.apple.mpegurl',
    ])
      expect(isCompressibleType(type)).toBe(true);
    for (const type of [
      'image/png',
      'image/jpeg',
      'video/mp4',
      'video/mp2t',
      'application/octet-stream',
      'application/zip',
      'application/pdf',
      'text/event-stream',
    ])
      expect(isCompressibleType(type)).toBe(false);
  });
});

describe('views of cached detail pages', () => {
  it('maps the detail pages that count views to the API read that counts them', () => {
    expect(viewCountingRead('/plug/5')).toBe('/api/plug/5');
    expect(viewCountingRead('/periphery/7')).toBe('/api/goods/7');
    expect(viewCountingRead('/news/9')).toBe('/api/news/9');
    expect(viewCountingRead('/coursepage/3')).toBeNull();
    expect(viewCountingRead('/news')).toBeNull();
  });
});

describe('nonce of a kept page', () => {
  const renderNonce = 'AAAAAAAAAAAAAAAAAAAAAA==';
  const html = `<script nonce="${renderNonce}">a</script><p>光子</p><script nonce="${renderNonce}" type="module">b</script>`;

  it('puts each reply nonce where the render nonce was, leaving the kept body untouched', () => {
    const page = renderedPage(200, [], Buffer.from(html), renderNonce);
    expect(page.nonce).toBe(renderNonce);
    const first = page.withNonce('BBBBBBBBBBBBBBBBBBBBBB==').toString();
    const second = page.withNonce('CCCCCCCCCCCCCCCCCCCCCC==').toString();
    expect(first).toBe(html.replaceAll(renderNonce, 'BBBBBBBBBBBBBBBBBBBBBB=='));
    expect(second).toBe(html.replaceAll(renderNonce, 'CCCCCCCCCCCCCCCCCCCCCC=='));
    expect(page.body.toString()).toBe(html);
  });

  it('has no nonce when the render did not use it', () => {
    const page = renderedPage(200, [], Buffer.from('<p>plain</p>'), renderNonce);
    expect(page.nonce).toBeNull();
    expect(page.withNonce('BBBBBBBBBBBBBBBBBBBBBB==').toString()).toBe('<p>plain</p>');
  });

  it('refuses a nonce of another length (it would shift the page)', () => {
    const page = renderedPage(200, [], Buffer.from(html), renderNonce);
    expect(() => page.withNonce('short')).toThrow();
  });
});
