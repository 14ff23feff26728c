import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { eq } from 'drizzle-orm';
import { news } from '../slices/catalogue/schema.ts';
import { categoryChain, insertNews } from '../slices/catalogue/testing.ts';
import { servePages, type PageContext } from './serve-web.ts';

/**
 * The web role's HTTP behaviour (page cache, validators, compression, cache headers) on a stand-in for React
 * Router's handler, so that it runs without a web build: the stand-in echoes which cookie it was given and
 * whether it rendered for a member.
 */
let t: TestApp;
let clientDir: string;
const renders: { url: string; cookie: string | null }[] = [];
const ASSET = 'assets/entry-Ab12Cd34.js';
const assetSource = `export const words = ${JSON.stringify('光子设计 '.repeat(400))};\n`;
const BR = { 'accept-encoding': 'gzip, deflate, br' };
const MOBILE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

async function standIn(request: Request, context: PageContext): Promise<Response> {
  const url = new URL(request.url);
  const cookie = request.headers.get('cookie');
  renders.push({ url: url.pathname + url.search, cookie });
  if (url.pathname.endsWith('.data')) return Response.json({ loader: true });
  if (url.pathname === '/old') return new Response(null, { status: 302, headers: { location: '/' } });
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
  if (url.pathname === '/search' && url.searchParams.has('remember')) headers.append('set-cookie', 'x=1');
  const status = url.pathname === '/coursepage/999' ? 404 : 200;
  const audience = context.member ? 'a member' : 'a guest';
  const html = `<!DOCTYPE html><html><body><p>${url.pathname}${url.search} for ${cookie ?? 'nobody'} as ${audience}</p>${'<li>课程</li>'.repeat(300)}</body></html>`;
  // As React Router does: a HEAD gets the headers only.
  return new Response(request.method === 'HEAD' ? null : html, { status, headers });
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const rendersOf = (url: string) => renders.filter((r) => r.url === url);

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'web-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, ASSET), assetSource);
  writeFileSync(path.join(clientDir, `${ASSET}.br`), brotliCompressSync(assetSource));
  writeFileSync(path.join(clientDir, `${ASSET}.gz`), gzipSync(assetSource));
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await startTestApp(
    { ROLES: 'api,web', PUBLIC_CACHE_SECONDS: '60' },
    { registerWeb: (app) => servePages(app, { clientDir, handle: standIn }) },
  );
});

afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('guest page cache', () => {
  it('renders a public page once for every guest, without their cookies, then answers it from memory', async () => {
    const first = await get('/course?page=2', { cookie: 'theme=dark' });
    const second = await get('/course?page=2');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(first.body).toContain('/course?page=2 for nobody');
    expect(rendersOf('/course?page=2')).toEqual([{ url: '/course?page=2', cookie: null }]);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
  });

  it('keys pages by query and device class', async () => {
    await get('/plug');
    await get('/plug?sort=1');
    expect((await get('/plug', { 'user-agent': MOBILE })).headers['x-page-cache']).toBe('miss');
    expect((await get('/plug', { 'user-agent': MOBILE })).headers['x-page-cache']).toBe('hit');
    expect(rendersOf('/plug')).toHaveLength(2);
    expect(rendersOf('/plug?sort=1')).toHaveLength(1);
  });

  it('renders a member (session cookie, even a stale one, or a bearer header) afresh, privately', async () => {
    await get('/periphery/7');
    const member = await get('/periphery/7', { cookie: 'theme=dark; site_session=stale-or-valid' });
    const bearer = await get('/periphery/7', { authorization: 'Bearer abc' });
    for (const answer of [member, bearer]) {
      expect(answer.headers['x-page-cache']).toBe('bypass');
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.headers.etag).toBeUndefined();
    }
    expect(member.body).toContain('for theme=dark; site_session=stale-or-valid as a member');
    expect(rendersOf('/periphery/7')).toHaveLength(3);
  });

  it("keeps one members' render of the home page and the lists for every member: without their cookies, apart from guests', never for a proxy", async () => {
    const guest = await get('/periphery');
    const first = await get('/periphery', { cookie: 'site_session=member-a' });
    const second = await get('/periphery', { cookie: 'theme=dark; site_session=member-b' });
    const bearer = await get('/periphery', { authorization: 'Bearer abc' });
    expect(guest.body).toContain('for nobody as a guest');
    expect([first, second, bearer].map((a) => a.headers['x-page-cache'])).toEqual(['miss', 'hit', 'hit']);
    for (const answer of [first, second, bearer]) {
      expect(answer.body).toContain('/periphery for nobody as a member');
      expect(answer.headers['cache-control']).toBe('private, no-cache');
      expect(answer.headers.vary).toMatch(/cookie/i);
    }
    // One render for the guests, one for the members: neither saw anybody's cookie.
    expect(rendersOf('/periphery')).toEqual([
      { url: '/periphery', cookie: null },
      { url: '/periphery', cookie: null },
    ]);
    // A member's browser revalidates its copy like a guest's: unchanged, a 304.
    const again = await get('/periphery', {
      cookie: 'site_session=member-a',
      'if-none-match': first.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
  });

  it('never keeps pages outside the allowlist, answers with Set-Cookie or other statuses than 200', async () => {
    for (const url of [
      '/ai/chat',
      '/login',
      '/payment',
      '/dev/outbox',
      '/search?remember=1',
      '/coursepage/999',
    ])
      for (let i = 0; i < 2; i += 1) expect((await get(url)).headers['x-page-cache']).not.toBe('hit');
    expect((await get('/coursepage/999')).statusCode).toBe(404);
    expect((await get('/search?remember=1')).headers['cache-control']).toBe('private, no-store');
    expect(rendersOf('/ai/chat')).toHaveLength(2);
    expect(rendersOf('/search?remember=1')).toHaveLength(3);
    // A guest's page outside the allowlist is still the same for every guest: it is revalidated, not stored.
    const login = await get('/login');
    expect(login.headers['x-page-cache']).toBe('bypass');
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(login.headers.etag).toBeDefined();
  });

  it('passes redirects and data answers through untouched', async () => {
    const redirect = await get('/old');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/');
    const data = await get('/course.data', { cookie: 'site_session=abc' });
    expect(data.json()).toEqual({ loader: true });
    expect(data.headers['cache-control']).toBe('private, no-store');
  });

  it('answers HEAD from the same entry, without a body', async () => {
    await get('/news');
    const head = await t.app.inject({ method: 'HEAD', url: '/news' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-page-cache']).toBe('hit');
    expect(head.body).toBe('');
    expect(rendersOf('/news')).toHaveLength(1);
  });

  it('a HEAD first does not leave an empty page in the cache for the GETs after it', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/help' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const page = await get('/help');
    expect(page.headers['x-page-cache']).toBe('hit');
    expect(page.body).toContain('/help for nobody');
  });

  it('counts the view of a cached news page for each visitor, as its render would', async () => {
    const [cateId] = await categoryChain(t, 'news', ['行业资讯']);
    const item = await insertNews(t, cateId!);
    const views = async () =>
      (await t.ctx.db.select({ v: news.viewNum }).from(news).where(eq(news.id, item.id)))[0]!.v;
    const before = await views();
    await get(`/news/${item.id}`, { 'x-forwarded-for': '203.0.113.1' }); // miss: the stand-in counts nothing
    await get(`/news/${item.id}`, { 'x-forwarded-for': '203.0.113.2' });
    await get(`/news/${item.id}`, { 'x-forwarded-for': '203.0.113.2' }); // same visitor: one view
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await views()).toBe(before + 1);
  });
});

describe('validators and compression of pages', () => {
  it('answers 304 to the ETag of the representation the browser holds', async () => {
    const plain = await get('/help');
    const br = await get('/help', BR);
    expect(br.headers['x-page-cache']).toBe('hit');
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await get('/help', { ...BR, 'if-none-match': br.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(br.headers.etag);
    expect((await get('/help', { 'if-none-match': br.headers.etag as string })).statusCode).toBe(200);
    expect((await get('/help', { 'if-none-match': `W/${plain.headers.etag}` })).statusCode).toBe(304);
  });

  it('sends a cached page in brotli or gzip as asked, the same bytes once inflated', async () => {
    const plain = await get('/about');
    const br = await t.app.inject({ method: 'GET', url: '/about', headers: BR });
    const gz = await t.app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
  });

  it("compresses a member's fresh page too", async () => {
    const member = await get('/plug/3', { ...BR, cookie: 'site_session=abc' });
    expect(member.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(member.rawPayload).toString()).toContain('for site_session=abc');
    // Compressed in one call by the page reply (not by the plugin's stream), still by Accept-Encoding.
    expect(member.headers.vary).toMatch(/accept-encoding/i);
    expect(member.headers['cache-control']).toBe('private, no-store');
    const gzipped = await get('/plug/3', { 'accept-encoding': 'gzip', cookie: 'site_session=abc' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toContain('for site_session=abc');
    const plain = await get('/plug/3', { 'accept-encoding': 'identity', cookie: 'site_session=abc' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toContain('for site_session=abc');
  });
});

describe('static files of the client build', () => {
  it('serves hashed assets precompressed and immutable, the original to a browser that takes neither', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const answer = await get(`/${ASSET}`, { 'accept-encoding': accept });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers.vary).toBe('Accept-Encoding');
      const bytes = answer.rawPayload;
      const source =
        encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
      expect(source.toString()).toBe(assetSource);
    }
  });

  it('keeps other build files for a day', async () => {
    const favicon = await get('/favicon.svg', BR);
    expect(favicon.headers['cache-control']).toBe('public, max-age=86400');
  });
});
