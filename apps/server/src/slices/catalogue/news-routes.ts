import { catalogueCalls, catalogueMessages, Code } from '@app/contract';
import type { App } from '../../app-context.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { ok } from '../../http/answer.ts';
import { route } from '../../http/route.ts';
import type { CategoryRowsCache } from './category-filter.ts';
import { listNews } from './list-news.ts';
import { listNewsCategories } from './list-news-categories.ts';
import { presentNewsItem } from './present-news.ts';
import { readNewsDetail } from './read-news-detail.ts';
import { viewerOf } from '../../http/viewer.ts';
import { isFreshView } from './fresh-view.ts';
import { createTtlCache } from '../../platform/cache/ttl-cache.ts';

/** News list (also at '/api/news/', which the course page calls, 000 §7), categories and articles. */
export function registerNewsRoutes(app: App, categories: CategoryRowsCache): void {
  // The list is the same for everyone: guests' answers are reused, and members' totals (a count per request
  // otherwise) for the same few seconds (docs/spec-decisions.md).
  const totals = createTtlCache<number>({
    ttlSeconds: app.ctx.config.PUBLIC_CACHE_SECONDS,
    maxEntries: 1_000,
  });
  for (const path of [catalogueCalls.newsList.path, `${catalogueCalls.newsList.path}/`]) {
    route(
      app,
      { ...catalogueCalls.newsList, path },
      async ({ ctx, query }) => {
        const page = await listNews(
          ctx.db,
          { limit: query.limit, page: query.offset, cateId: query.cate_id },
          { totals, categories },
        );
        return ok({
          news: page.rows.map(presentNewsItem),
          total: page.total,
          newest: page.newest ? presentNewsItem(page.newest) : null,
        });
      },
      { guestCache: true },
    );
  }
  route(app, catalogueCalls.newsCategories, async ({ ctx }) => ok(await listNewsCategories(ctx.db)));
  route(app, catalogueCalls.newsDetail, async ({ ctx, params, request }) => {
    const fresh = await isFreshView(ctx.services.counters, 'news', params.id, viewerOf(request));
    const data = await readNewsDetail(ctx.db, params.id, fresh);
    if (!data) throw new DomainError(Code.notFound, catalogueMessages.newsNotFound);
    const a = data.article;
    return ok({
      ...presentNewsItem({ ...a, cateName: data.cateName, contentStart: a.content }),
      content: a.content,
      tag_list_info: data.tags,
      prev: data.prev,
      next: data.next,
    });
  });
}
