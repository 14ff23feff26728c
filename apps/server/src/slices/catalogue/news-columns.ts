import { eq } from 'drizzle-orm';
import { categories, news } from './schema.ts';

/** What a news list item shows; the category name comes from a left join (a missing category reads ''). */
export const newsItemColumns = {
  id: news.id,
  title: news.title,
  description: news.description,
  images: news.images,
  author: news.author,
  createdAt: news.createdAt,
  cateName: categories.name,
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
}
