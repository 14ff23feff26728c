import { Code } from '@app/contract';
import type { App } from '../../app-context.ts';

export const filesOriginMessages = {
  filesOnly: '文件域名只提供文件',
  uploadThere: '请通过文件域名上传文件',
} as const;

/** What the site's pages may ask of the files origin: reads (with ranges, for video) and the local uploads. */
const ALLOWED_METHODS = 'GET, HEAD, PUT';
const ALLOWED_HEADERS = 'content-type, range';
const EXPOSED_HEADERS = 'etag, content-length, content-range, accept-ranges';
/** Liveness and readiness stay answerable on every name (a load balancer may probe either). */
const HEALTH = /^\/(?:healthz|readyz)(?:\?|$)/;

/**
 * FILES_ORIGIN (docs/spec-decisions.md "members' files as scripts, rolling upgrades"): stored files live on an origin of their own, served by the same nodes, told apart
 * by the Host the request names (X-Forwarded-Host behind a trusted proxy). On that origin only /files/
 * answers — never a page of the site — with CORS for the site's origin (uploads, HLS reads) and a
 * cross-origin resource policy (another site's name may not share the site's cookies). On the site's origin
 * a read of /files/ is redirected there (rows keep '/files/public/…' paths, and a browser that follows the
 * redirect for a <script> checks the new origin against script-src, which never lists it); anything else
 * there is refused, since every upload link names the files origin.
 */
export function registerFilesOrigin(app: App): void {
  const filesOrigin = app.ctx.config.FILES_ORIGIN;
  if (!filesOrigin) return;
  const filesHost = new URL(filesOrigin).host;
  const siteOrigin = new URL(app.ctx.config.PUBLIC_URL).origin;
  app.addHook('onRequest', async (request, reply) => {
    const isFile = request.url.startsWith('/files/');
    if (request.host === filesHost) {
      if (HEALTH.test(request.url)) return;
      if (!isFile)
        return reply
          .status(404)
          .header('cache-control', 'no-store')
          .send({ code: Code.notFound, msg: filesOriginMessages.filesOnly, data: null });
      reply
        .header('access-control-allow-origin', siteOrigin)
        .header('access-control-expose-headers', EXPOSED_HEADERS)
        .header('vary', 'origin')
        .header('cross-origin-resource-policy', 'cross-origin');
      if (request.method === 'OPTIONS')
        return reply
          .status(204)
          .header('access-control-allow-methods', ALLOWED_METHODS)
          .header('access-control-allow-headers', ALLOWED_HEADERS)
          .header('access-control-max-age', '600')
          .send();
      return;
    }
    if (!isFile) return;
    if (request.method === 'GET' || request.method === 'HEAD')
      return reply.header('cache-control', 'no-store').redirect(`${filesOrigin}${request.url}`, 302);
    return reply
      .status(403)
      .header('cache-control', 'no-store')
      .send({ code: Code.forbidden, msg: filesOriginMessages.uploadThere, data: null });
  });
}
