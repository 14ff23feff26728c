import { catalogueCalls } from '@app/contract';
import type { App } from '../../app-context.ts';
import { ok } from '../../http/answer.ts';
import { route } from '../../http/route.ts';
import { splitSearchTerms } from '../../platform/search/search-terms.ts';
import { createCatalogueSearch } from './search-sources.ts';

/**
 * GET /api/search: keywords split on spaces (every term must match) and/or a tag id; answers one page of
 * the chosen type, that type's count, the total over all five types and the terms for highlighting.
 * Without keywords and tag the answer is empty.
 */
export function registerSearchRoutes(app: App): void {
  const index = createCatalogueSearch(app.ctx.db);
  route(
    app,
    catalogueCalls.search,
    async ({ query }) => {
      const terms = splitSearchTerms(query.keywords);
      const results = await index.search({
        terms,
        tagId: query.tag ?? null,
        type: query.type,
        limit: query.limit,
        page: query.offset,
      });
      const totalAll = Object.values(results.counts).reduce((sum, n) => sum + n, 0);
      return ok({ lists: results.hits, count: results.counts[query.type], totalAll, keywords: terms });
    },
    { guestCache: true },
  );
}
