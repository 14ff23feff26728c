import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { cookiesOf, createMember, uniqueIp } from '../slices/account/testing.ts';
import { servePages } from '../web/serve-web.ts';

/**
 * The security headers of every kind of answer: API JSON, server-rendered pages (fresh and from the guest
 * page cache, on a stand-in for React Router that puts the nonce it is given on an inline script), the
 * server's own HTML pages (sandbox cashier, dev OAuth), the API docs, and cookies in production.
 */
let t: TestApp;

function standIn(request: Request, context: { cspNonce: string }): Promise<Response> {
  const url = new URL(request.url);
  const html = `<!DOCTYPE html><html><head><script nonce="${context.cspNonce}">window.__data = ${JSON.stringify(url.pathname)}</script></head><body>${'<p>光子设计</p>'.repeat(200)}<script nonce="${context.cspNonce}" type="module">import('/assets/x.js')</script></body></html>`;
  return Promise.resolve(new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
}

beforeAll(async () => {
  t = await startTestApp(
    { ROLES: 'api,web', PUBLIC_CACHE_SECONDS: '60' },
    { registerWeb: (app) => servePages(app, { clientDir: '/nonexistent', handle: standIn }) },
  );
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The CSP as directive → sources. */
function csp(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const nonceOf = (response: LightMyRequestResponse) =>
  /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp(response).get('script-src')?.join(' ') ?? '')?.[1];

/** Every nonce="…" the HTML carries. */
const nonceAttributes = (html: string) => [...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);

function expectBaseHeaders(response: LightMyRequestResponse) {
  const policy = csp(response);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  // Only nonce'd scripts and what they load: a same-origin file is no script of the site by itself.
  expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${nonceOf(response)}'`, "'strict-dynamic'"]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('style-src')?.some((s) => s.startsWith("'nonce-"))).toBe(true);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['permissions-policy']).toContain('camera=()');
  expect(response.headers['permissions-policy']).toContain('fullscreen=(self)');
  expect(response.headers['strict-transport-security']).toBeUndefined(); // only in production
}

describe('security headers', () => {
  it('API answers carry them, with a fresh nonce per reply', async () => {
    const first = await get('/api/getConfigInfo');
    const second = await get('/api/getConfigInfo');
    expectBaseHeaders(first);
    expect(nonceOf(first)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    // script and style share the reply's one nonce
    expect(csp(first).get('style-src')).toContain(`'nonce-${nonceOf(first)}'`);
  });

  it('a freshly rendered page carries the reply nonce on its inline scripts', async () => {
    const page = await get('/login'); // not a cached page
    expectBaseHeaders(page);
    expect(page.headers['x-page-cache']).toBe('bypass');
    expect(nonceAttributes(page.body)).toEqual([nonceOf(page), nonceOf(page)]);
  });

  it('a page reused from the guest cache gets each reply its own nonce', async () => {
    const first = await get('/course');
    const second = await get('/course');
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    for (const reply of [first, second]) {
      expectBaseHeaders(reply);
      expect(nonceAttributes(reply.body)).toEqual([nonceOf(reply), nonceOf(reply)]);
    }
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(second.body.replaceAll(nonceOf(second)!, 'N')).toBe(first.body.replaceAll(nonceOf(first)!, 'N'));
    // No shared cache may keep one copy (and so one nonce) for everyone; browsers still revalidate.
    expect(second.headers['cache-control']).toBe('private, no-cache');
    expect(second.headers.etag).toMatch(/^W\/"/);
  });

  it('a 304 leaves the policy stored with the browser copy (whose nonce matches its scripts)', async () => {
    const first = await get('/plug');
    const again = await get('/plug', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
  });

  it('compressed cached pages carry the reply nonce too', async () => {
    const { brotliDecompressSync } = await import('node:zlib');
    await get('/news');
    const hit = await get('/news', { 'accept-encoding': 'br' });
    expect(hit.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(hit.rawPayload).toString('utf8');
    expect(nonceAttributes(html)).toEqual([nonceOf(hit), nonceOf(hit)]);
  });

  it('a browser accepting gzip gets the cached page in gzip spliced around its own nonce', async () => {
    const { gunzipSync } = await import('node:zlib');
    await get('/help');
    const replies = [
      await get('/help', { 'accept-encoding': 'gzip, deflate, br' }),
      await get('/help', { 'accept-encoding': 'gzip, deflate, br' }),
    ];
    const pages = replies.map((reply) => {
      expect(reply.headers['x-page-cache']).toBe('hit');
      expect(reply.headers['content-encoding']).toBe('gzip');
      expect(reply.headers.etag).toMatch(/^W\/"[\w-]+-gzip"$/);
      const html = gunzipSync(reply.rawPayload).toString('utf8');
      expect(nonceAttributes(html)).toEqual([nonceOf(reply), nonceOf(reply)]);
      return html.replaceAll(nonceOf(reply)!, 'N');
    });
    expect(nonceOf(replies[1]!)).not.toBe(nonceOf(replies[0]!));
    expect(pages[1]).toBe(pages[0]);
    expect(replies[0]!.rawPayload.length).toBeLessThan(pages[0]!.length / 5);
  });

  it("the server's own HTML pages put the reply nonce on their <style>", async () => {
    const cashier = await get('/dev/cashier/NO_SUCH_ORDER');
    const oauth = await get(
      '/dev/oauth/authorize?provider=wechat&state=s&redirect_uri=%2Fauth%2Fwechat%2Fcallback',
    );
    for (const page of [cashier, oauth]) {
      expect(page.headers['content-type']).toContain('text/html');
      expectBaseHeaders(page);
      expect(page.body).toContain(`<style nonce="${nonceOf(page)}">`);
      expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
    }
  });

  it('the API docs load only script files of their own; only their style elements may be inline', async () => {
    const docs = await get('/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger-initializer.js');
    expect(docs.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
    const policy = csp(docs);
    expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${nonceOf(docs)}'`]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    // Everywhere else style elements need the nonce.
    expect(csp(await get('/api/getConfigInfo')).get('style-src')).not.toContain("'unsafe-inline'");
  });
});

describe('cookies in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await startTestApp({
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(40),
      // The harness opens its own database; production merely requires the setting.
      DATABASE_URL: 'postgres://unused/unused',
      PUBLIC_URL: 'http://shop.example.test',
    });
  });
  afterAll(() => prod.close());

  it('are HttpOnly, SameSite and Secure, and HSTS is sent', async () => {
    const member = await createMember(prod);
    const login = await prod.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { phone: member.phone, password: member.password, type: 'pass' },
      headers: uniqueIp(),
    });
    expect(login.json().code).toBe(200);
    const cookies = cookiesOf(login.headers['set-cookie'] as string[]);
    expect(Object.keys(cookies).length).toBeGreaterThan(0);
    for (const { attributes } of Object.values(cookies)) {
      expect(attributes).toMatch(/(^|; )HttpOnly(;|$)/);
      expect(attributes).toMatch(/(^|; )SameSite=(Lax|Strict)(;|$)/);
      expect(attributes).toMatch(/(^|; )Secure(;|$)/);
    }
    expect(login.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(csp(login).has('upgrade-insecure-requests')).toBe(true);
  });
});
