import { formatChinaDateTime } from '@app/contract';
import type { NewsItem } from '@app/contract';
import type { NewsItemRow } from './news-columns.ts';

/** A news list item: time in China time, plus the day ('DD') and month ('YYYY-MM') the list shows. */
export function presentNewsItem(row: NewsItemRow): NewsItem {
  const time = formatChinaDateTime(row.createdAt);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    images: row.images,
    time,
    day: time.slice(8, 10),
    year: time.slice(0, 7),
    author: row.author,
    cate: { name: row.cateName ?? '' },
  };
}
