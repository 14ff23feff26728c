import { and, count, desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { TtlCache } from '../../platform/cache/ttl-cache.ts';
import { categoryCondition, type CategoryRowsCache } from './category-filter.ts';
import { newsCategoryJoin, newsItemColumns, type NewsItemRow } from './news-columns.ts';
import { categories, news, newsPublished } from './schema.ts';

export interface NewsPage {
  /** The newest article of the filter, shown featured above the list. */
  newest: NewsItemRow | null;
  /** One page of the other articles, newest first: the featured one is never repeated. */
  rows: NewsItemRow[];
  /** How many articles the paged list holds (all matching articles but the featured one). */
  total: number;
}

/**
 * The news list (000 §2.11): the newest article apart, then pages of the rest. Page p of size n holds
 * articles 1 + p·n … p·n + n in newest-first order (article 0 is `newest`), so pages never overlap.
 */
export async function listNews(
  db: DbOrTx,
  query: { limit: number; page: number; cateId?: number },
  /** Totals per category, reused for a few seconds as the product lists' are (list-product-page.ts). */
  options: { totals?: TtlCache<number>; categories?: CategoryRowsCache } = {},
): Promise<NewsPage> {
  const where = and(
    newsPublished,
    await categoryCondition(db, news.cateId, 'news', query.cateId, options.categories),
  );
  const page = (limit: number, offset: number) =>
    db
      .select(newsItemColumns)
      .from(news)
      .leftJoin(categories, newsCategoryJoin)
      .where(where)
      .orderBy(desc(news.createdAt), desc(news.id))
      .limit(limit)
      .offset(offset);
  const countAll = async () => {
    const [counted] = await db.select({ n: count() }).from(news).where(where);
    return Number(counted?.n ?? 0);
  };
  const [[newest], rows, all] = await Promise.all([
    page(1, 0),
    page(query.limit, 1 + query.page * query.limit),
    options.totals ? options.totals.get(`news:${query.cateId ?? 0}`, countAll) : countAll(),
  ]);
  return { newest: newest ?? null, rows, total: Math.max(0, all - 1) };
}
