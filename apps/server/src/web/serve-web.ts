import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { App } from '../app-context.ts';
import { cspNonceOf, newNonce } from '../http/security-headers.ts';
import { webPackageDir } from '../locations.ts';
import { hasSession } from '../slices/account/index.ts';
import { countCachedView } from './cached-views.ts';
import { inProcessApi } from './in-process-api.ts';
import {
  createPageCache,
  isMemberSharedPage,
  isPublicPage,
  pageKey,
  renderedPage,
  type PageAudience,
  type RenderedPage,
} from './page-cache.ts';
import { sendPage } from './page-reply.ts';

/**
 * What serve-web tells the render (apps/web/app/entry.server.tsx): the CSP nonce it puts on its inline
 * scripts and styles, and whether the page's stylesheets go inline. They do for guests, who may be on their
 * first visit (the first paint then waits for no stylesheet request); a signed-in member's browser has the
 * site's stylesheets cached (immutable for a year), so their pages link them and stay lighter to render,
 * compress and send.
 */
export interface PageContext {
  cspNonce: string;
  inlineStylesheets: boolean;
  /**
   * Rendered for a signed-in member (for one, or kept for every member on MEMBER_SHARED_PAGES): the web app
   * leaves what is below the first screen to the browser after hydration (shared/layout/after-hydration.tsx).
   */
  member: boolean;
}

/** React Router's request handler: a fetch Request in, a Response out. */
export type PageHandler = (request: Request, context: PageContext) => Promise<Response>;

/**
 * The 'web' role: static client assets plus server-side rendering of every other GET through React
 * Router's request handler. The build comes from `npm run build -w @app/web` (npm start runs it first).
 */
export async function registerWeb(app: App): Promise<void> {
  const buildDir = process.env.WEB_BUILD_DIR
    ? path.resolve(process.env.WEB_BUILD_DIR)
    : path.join(webPackageDir, 'build');
  const serverEntry = path.join(buildDir, 'server/index.js');
  if (!existsSync(serverEntry)) {
    app.log.warn('web build missing: run `npm run build` (npm start does it) to serve the site');
    return;
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, app.ctx.config.isProduction ? 'production' : 'development');
  // Rendering beside the API: the loaders' calls stay in this process (web/in-process-api.ts).
  const entry = build.entry.module as { setServerApiTransport?: (transport: unknown) => void };
  if (app.ctx.config.ROLES.includes('api')) entry.setServerApiTransport?.(inProcessApi(app));
  await servePages(app, {
    clientDir: path.join(buildDir, 'client'),
    handle: (request, context) => handle(request, { ...context }),
  });
}

/** A year for content-hashed files (a new build has new names), a day for the rest (favicon, …). */
const HASHED_ASSETS = `${path.sep}assets${path.sep}`;
const ASSET_CACHE = 'public, max-age=31536000, immutable';
const OTHER_STATIC_CACHE = 'public, max-age=86400';
/** The files the build precompresses (apps/web/scripts/precompress-assets.mjs), as sent or as variants. */
const PRECOMPRESSED_TYPES = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)(?:\.br|\.gz)?$/i;

/**
 * Static files of the client build (with the .br/.gz written at build time, apps/web/scripts/
 * precompress-assets.mjs) and the server render of every other GET: a guest's public page from the page
 * cache (web/page-cache.ts), a member's page that is the same for every member (MEMBER_SHARED_PAGES) from
 * the cache's members' side, anything else rendered afresh.
 */
export async function servePages(app: App, web: { clientDir: string; handle: PageHandler }): Promise<void> {
  await app.register(fastifyStatic, {
    root: web.clientDir,
    wildcard: false,
    preCompressed: true,
    // send's own Cache-Control (public, max-age=0) would override the one set below.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', filePath.includes(HASHED_ASSETS) ? ASSET_CACHE : OTHER_STATIC_CACHE);
      if (PRECOMPRESSED_TYPES.test(filePath)) res.setHeader('Vary', 'Accept-Encoding');
    },
  });

  const pages = createPageCache({ ttlSeconds: app.ctx.config.PUBLIC_CACHE_SECONDS });
  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const { pathname } = new URL(request.url, 'http://page');
    // A member (session cookie or bearer header) gets their own view, rendered for them every time, except
    // on the pages whose every member sees the same render (their own state comes after hydration).
    const guest = !hasSession(request);
    const audience: PageAudience = guest ? 'guests' : 'members';
    const kept = guest ? isPublicPage(pathname) : isMemberSharedPage(pathname);
    if (kept && app.ctx.config.PUBLIC_CACHE_SECONDS > 0) {
      const key = pageKey(request.url, request.headers['user-agent'], audience);
      // Rendered with a nonce of its own, which every reply replaces with its own (web/page-reply.ts).
      const { page, hit } = await pages.get(key, () => renderPage(web.handle, request, audience));
      if (hit) countCachedView(app, request, pathname);
      // A render that sets a cookie is not kept (page-cache.ts) and goes out as this visitor's own.
      const shared = page.setsCookie ? false : audience;
      return sendPage(request, reply, page, { shared, state: hit ? 'hit' : 'miss' });
    }
    const nonce = cspNonceOf(reply);
    const response = await web.handle(toFetchRequest(request, { asGuest: false }), {
      cspNonce: nonce,
      inlineStylesheets: guest,
      member: !guest,
    });
    if (!response.headers.get('content-type')?.startsWith('text/html'))
      return passThrough(request, reply, response);
    const page = await pageOf(response, nonce);
    const shared = guest && !page.setsCookie ? 'guests' : false;
    return sendPage(request, reply, page, { shared, state: 'bypass' });
  };
  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: render });
  app.route({ method: ['GET', 'HEAD'], url: '/', handler: render });
}

/** A render to keep: without the visitor's cookies (toFetchRequest's asGuest), for guests or for members. */
async function renderPage(handle: PageHandler, request: FastifyRequest, audience: PageAudience) {
  const nonce = newNonce();
  const member = audience === 'members';
  const context = { cspNonce: nonce, inlineStylesheets: !member, member };
  return pageOf(await handle(toFetchRequest(request, { asGuest: true }), context), nonce);
}

async function pageOf(response: Response, nonce: string): Promise<RenderedPage> {
  const body = Buffer.from(await response.arrayBuffer());
  return renderedPage(response.status, [...response.headers], body, nonce);
}

/** Redirects and React Router's data answers (`.data`) go out as the handler made them. */
function passThrough(request: FastifyRequest, reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, key) => reply.header(key, value));
  reply.header('x-page-cache', 'bypass');
  // Loaders forward the visitor's cookies (their session) to the API: such an answer may be a member's
  // own view, which no shared cache may keep or hand to anyone else.
  if (request.headers.cookie && !response.headers.has('cache-control'))
    reply.header('cache-control', 'private, no-store');
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as never));
}

/**
 * The visitor's request as a fetch Request for React Router. `asGuest` (a render the page cache keeps for
 * every guest): without cookies or Authorization, so that nothing of this visitor — a stale session cookie,
 * another site's cookie — can reach the loaders' API calls and end up in a page others get.
 */
function toFetchRequest(request: FastifyRequest, options: { asGuest: boolean }): Request {
  const origin = `${request.protocol}://${request.headers.host ?? 'localhost'}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (options.asGuest && (key === 'cookie' || key === 'authorization')) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, String(value));
  }
  // The visitor's address as this server sees it (never a header the visitor sent): loaders forward it to
  // the API so that per-visitor rules (view counting, rate limits) see the visitor, not 127.0.0.1. The
  // cookie header goes along as it came (apps/web shared/api/client.ts forwards it with the session).
  headers.set('x-forwarded-for', request.ip);
  const url = new URL(request.url, origin);
  // A HEAD is rendered as the GET it stands for (Node sends no body for HEAD): React Router answers HEAD
  // with an empty body, which the page cache would otherwise have kept for the GETs after it.
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  // A kept render serves every guest waiting for it (and may refresh a stale page after this visitor has
  // gone): it is not abandoned with this visitor's connection.
  if (options.asGuest) return new Request(url, { method, headers });
  const controller = new AbortController();
  request.raw.on('close', () => controller.abort());
  return new Request(url, { method, headers, signal: controller.signal });
}
