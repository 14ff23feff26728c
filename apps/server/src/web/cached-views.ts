import { catalogueCalls } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { App } from '../app-context.ts';

/**
 * Detail pages whose API read counts a view (000 §2.9–2.11: the "hottest" order weighs views; one view per
 * visitor and item in 10 minutes, catalogue/fresh-view.ts). A render counts the visitor it renders for;
 * a page answered from the page cache is not rendered, so the same read is replayed for its visitor.
 */
const VIEW_COUNTED: readonly { page: RegExp; api: string }[] = [
  { page: /^\/plug\/(\d+)$/, api: catalogueCalls.plugDetail.path },
  { page: /^\/periphery\/(\d+)$/, api: catalogueCalls.goodsDetail.path },
  { page: /^\/news\/(\d+)$/, api: catalogueCalls.newsDetail.path },
];

export function viewCountingRead(pathname: string): string | null {
  for (const { page, api } of VIEW_COUNTED) {
    const id = page.exec(pathname)?.[1];
    if (id) return api.replace(':id', id);
  }
  return null;
}

/**
 * Counts a cached page's view the way its render would have: the API read with the visitor's address and
 * browser (what the render forwards). Fire and forget: the page is already answered, a failure only misses
 * one view. In process when this process serves the API, else over INTERNAL_API_URL like the loaders.
 */
export function countCachedView(app: App, request: FastifyRequest, pathname: string): void {
  const url = viewCountingRead(pathname);
  if (!url) return;
  const headers = { 'x-forwarded-for': request.ip, 'user-agent': request.headers['user-agent'] ?? '' };
  const done = app.ctx.config.ROLES.includes('api')
    ? app.inject({ method: 'GET', url, headers })
    : fetch(`${process.env.INTERNAL_API_URL ?? `http://127.0.0.1:${app.ctx.config.PORT}`}${url}`, {
        headers: { ...headers, 'accept-encoding': 'identity' },
      }).then((response) => response.body?.cancel());
  done.catch((error: unknown) => app.log.warn({ err: error, url }, 'view of a cached page not counted'));
}
