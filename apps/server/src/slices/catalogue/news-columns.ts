import { eq, sql } from 'drizzle-orm';
import { categories, news } from './schema.ts';

const CONTENT_START_CHARS = 2_000;

/** What a news list item shows; the category name comes from a left join (a missing category reads ''). */
export const newsItemColumns = {
  id: news.id,
  title: news.title,
  description: news.description,
  images: news.images,
  author: news.author,
  createdAt: news.createdAt,
  cateName: categories.name,
  /** The body's start, enough for the list's `content` when the article has no summary (present-news.ts). */
  contentStart: sql<string>`left(${news.content}, ${CONTENT_START_CHARS})`,
};
export const newsCategoryJoin = eq(categories.id, news.cateId);

export interface NewsItemRow {
  id: number;
  title: string;
  description: string;
  images: string;
  author: string;
  createdAt: Date;
  cateName: string | null;
  contentStart: string;
}
