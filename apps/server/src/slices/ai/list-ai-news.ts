import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../platform/search/search-terms.ts';
import { aiNews } from './schema.ts';

export interface AiNewsQuery {
  limit: number;
  /** Zero-based page index (the spec's offset). */
  page: number;
  /** 0 = all, 1 知识, 2 资讯. */
  cate: number;
  /** '' = no search; otherwise matched in titles and summaries. */
  keywords: string;
}

/** One page of AI news, newest first, with the total for the paginator and the 'found N' line. */
export async function listAiNews(db: DbOrTx, q: AiNewsQuery) {
  const conditions: SQL[] = [eq(aiNews.published, true)];
  if (q.cate > 0) conditions.push(eq(aiNews.cate, q.cate));
  if (q.keywords) {
    const pattern = containsPattern(q.keywords);
    conditions.push(or(ilike(aiNews.title, pattern), ilike(aiNews.description, pattern))!);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: aiNews.id,
        cate: aiNews.cate,
        images: aiNews.images,
        title: aiNews.title,
        description: aiNews.description,
        author: aiNews.author,
        createdAt: aiNews.createdAt,
      })
      .from(aiNews)
      .where(where)
      .orderBy(desc(aiNews.createdAt), desc(aiNews.id))
      .limit(q.limit)
      .offset(q.page * q.limit),
    db.select({ n: count() }).from(aiNews).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
