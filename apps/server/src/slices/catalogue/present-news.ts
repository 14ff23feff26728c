import { formatChinaDateTime } from '@app/contract';
import type { NewsItem } from '@app/contract';
import { plainText } from '../../platform/html/plain-text.ts';
import type { NewsItemRow } from './news-columns.ts';

/**
 * A news list item: time in China time, plus the day ('DD') and month ('YYYY-MM') the list shows, and
 * `content` (000 §5's News entity; the home list shows it): the summary as plain text, or when there is none
 * the body's first 150 characters of text — never the whole HTML body of every listed article.
 */
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
    content: row.description.trim() || plainText(row.contentStart),
  };
}
