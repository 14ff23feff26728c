import { catalogueCalls } from '@app/contract';
import type { App } from '../../app-context.ts';
import { ok } from '../../http/answer.ts';
import { route } from '../../http/route.ts';
import { createTtlCache } from '../../platform/cache/ttl-cache.ts';
import type { SearchResults } from '../../platform/search/search-index.ts';
import { splitSearchTerms } from '../../platform/search/search-terms.ts';
import { createCatalogueSearch } from './search-sources.ts';

/**
 * GET /api/search: keywords split on spaces (every term must match) and/or a tag id; answers one page of
 * the chosen type, that type's count, the total over all five types and the terms for highlighting.
 * Without keywords and tag the answer is empty.
 */
export function registerSearchRoutes(app: App): void {
  // Counts per type (the tabs' labels) are the same for every visitor, members included, and the dearest
  // part of a search: reused for PUBLIC_CACHE_SECONDS like the lists' totals.
  const counts = createTtlCache<SearchResults['counts']>({
    ttlSeconds: app.ctx.config.PUBLIC_CACHE_SECONDS,
    maxEntries: 5_000,
  });
  const index = createCatalogueSearch(app.ctx.db, { counts });
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
