import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { aiNews } from './schema.ts';

/** How many related articles (same category, newest first) the detail lists. */
export const RELATED_COUNT = 6;

/**
 * One AI article with its neighbours in the list's order (newest first): prev is the newer article, next the
 * older one, each null at the ends; and the related articles of its category. null: no such article.
 * Neighbours are compared inside the database: created_at has microseconds, and a JavaScript Date rounded to
 * milliseconds made an article newer than itself (the newest one then had itself as "prev").
 */
export async function readAiNewsDetail(db: DbOrTx, id: number) {
  const [article] = await db
    .select()
    .from(aiNews)
    .where(and(eq(aiNews.id, id), eq(aiNews.published, true)));
  if (!article) return null;
  const shown = eq(aiNews.published, true);
  const current = sql`(select created_at, id from ai_news where id = ${id})`;
  const newer = and(shown, sql`(${aiNews.createdAt}, ${aiNews.id}) > ${current}`);
  const older = and(shown, sql`(${aiNews.createdAt}, ${aiNews.id}) < ${current}`);
  const link = { id: aiNews.id, title: aiNews.title };
  const [prev, next, related] = await Promise.all([
    db.select(link).from(aiNews).where(newer).orderBy(asc(aiNews.createdAt), asc(aiNews.id)).limit(1),
    db.select(link).from(aiNews).where(older).orderBy(desc(aiNews.createdAt), desc(aiNews.id)).limit(1),
    db
      .select(link)
      .from(aiNews)
      .where(and(shown, eq(aiNews.cate, article.cate), ne(aiNews.id, id)))
      .orderBy(desc(aiNews.createdAt), desc(aiNews.id))
      .limit(RELATED_COUNT),
  ]);
  return { article, prev: prev[0] ?? null, next: next[0] ?? null, related };
}
