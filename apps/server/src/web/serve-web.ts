import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { App } from '../app-context.ts';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');

/**
 * The 'web' role: static client assets plus server-side rendering of every other GET through React
 * Router's request handler. The build comes from `npm run build -w @app/web` (npm start runs it first).
 */
export async function registerWeb(app: App): Promise<void> {
  const buildDir = process.env.WEB_BUILD_DIR
    ? path.resolve(process.env.WEB_BUILD_DIR)
    : path.join(webRoot, 'build');
  const serverEntry = path.join(buildDir, 'server/index.js');
  if (!existsSync(serverEntry)) {
    app.log.warn('web build missing: run `npm run build` (npm start does it) to serve the site');
    return;
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, app.ctx.config.isProduction ? 'production' : 'development');

  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'client'),
    wildcard: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const response = await handle(toFetchRequest(request));
    reply.status(response.status);
    response.headers.forEach((value, key) => reply.header(key, value));
    // Loaders forward the visitor's cookies (their session) to the API: such a page may be a member's own
    // view, which no shared cache may keep or hand to anyone else.
    if (request.headers.cookie && !response.headers.has('cache-control'))
      reply.header('cache-control', 'private, no-store');
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as never));
  };
  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: render });
  app.route({ method: ['GET', 'HEAD'], url: '/', handler: render });
}

function toFetchRequest(request: FastifyRequest): Request {
  const origin = `${request.protocol}://${request.headers.host ?? 'localhost'}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, String(value));
  }
  // The visitor's address as this server sees it (never a header the visitor sent): loaders forward it to
  // the API so that per-visitor rules (view counting, rate limits) see the visitor, not 127.0.0.1. The
  // cookie header goes along as it came (apps/web shared/api/client.ts forwards it with the session).
  headers.set('x-forwarded-for', request.ip);
  const controller = new AbortController();
  request.raw.on('close', () => controller.abort());
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
  });
}
