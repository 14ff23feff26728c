import { and, count, desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { TtlCache } from '../../platform/cache/ttl-cache.ts';
import { categoryCondition, type CategoryRowsCache } from './category-filter.ts';
import { newsCategoryJoin, newsItemColumns, type NewsItemRow } from './news-columns.ts';
import { categories, news, newsPublished } from './schema.ts';

export interface NewsPage {
  /** The newest article of the filter, shown featured above the list. */
  newest: NewsItemRow | null;
  /** One page of the articles, newest first: page 0 starts with the featured one (000 §7 reads `data.news`). */
  rows: NewsItemRow[];
  /** How many articles match (the paged list holds them all). */
  total: number;
}

/**
 * The news list (000 §2.11, §7): the newest article, and page p of size n of all articles (p·n … p·n + n − 1
 * newest first). The home section and the course page build from `data.news` alone, so the newest article
 * must be in it; the news page leaves it out of its first page's list, under the featured block.
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
    page(query.limit, query.page * query.limit),
    options.totals ? options.totals.get(`news:${query.cateId ?? 0}`, countAll) : countAll(),
  ]);
  return { newest: newest ?? null, rows, total: all };
}
