import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listItemTags } from './list-item-tags.ts';
import { categories, news, newsPublished } from './schema.ts';

export type NewsRow = typeof news.$inferSelect;

export interface NewsDetailData {
  article: NewsRow;
  cateName: string;
  tags: { id: number; tag: string }[];
  /** The article published just before this one (older), across all news. */
  prev: { id: number; title: string } | null;
  /** The article published just after this one (newer), across all news. */
  next: { id: number; title: string } | null;
}

/**
 * One article; a fresh view (`countView`) adds one to view_num in the same statement that finds it; null
 * when it does not exist. Neighbours are by publication time (ties by id), compared inside the database so
 * that microsecond timestamps are never rounded through JavaScript dates.
 */
export async function readNewsDetail(
  db: DbOrTx,
  id: number,
  countView = true,
): Promise<NewsDetailData | null> {
  const [article] = countView
    ? await db
        .update(news)
        .set({ viewNum: sql`${news.viewNum} + 1` })
        .where(and(eq(news.id, id), newsPublished))
        .returning()
    : await db
        .select()
        .from(news)
        .where(and(eq(news.id, id), newsPublished));
  if (!article) return null;
  const current = sql`(select created_at, id from news where id = ${id})`;
  const link = { id: news.id, title: news.title };
  const [cate, tags, prev, next] = await Promise.all([
    db.select({ name: categories.name }).from(categories).where(eq(categories.id, article.cateId)),
    listItemTags(db, 'news', id),
    db
      .select(link)
      .from(news)
      .where(and(newsPublished, sql`(${news.createdAt}, ${news.id}) < ${current}`))
      .orderBy(desc(news.createdAt), desc(news.id))
      .limit(1),
    db
      .select(link)
      .from(news)
      .where(and(newsPublished, sql`(${news.createdAt}, ${news.id}) > ${current}`))
      .orderBy(asc(news.createdAt), asc(news.id))
      .limit(1),
  ]);
  return { article, cateName: cate[0]?.name ?? '', tags, prev: prev[0] ?? null, next: next[0] ?? null };
}
