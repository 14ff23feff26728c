import { Code, siteMessages as SM } from '@app/contract';
import { eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { refuse } from '../../../kernel/errors/index.ts';
import { sanitizeHtml } from '../../../platform/html/sanitize-html.ts';
import { containsPattern } from '../table-query.ts';

/**
 * What the site's two article kinds (资讯, AI 资讯) share in the back office: the search and the stored
 * fields. Each store adds its own category column (a news category, or the AI area's fixed 栏目).
 */

/** Title or summary contains the words; published or not (status '' = both). */
export function articleConditions(
  columns: { title: PgColumn; description: PgColumn; published: PgColumn },
  query: { keywords: string; status: string },
): SQL[] {
  const conditions: SQL[] = [];
  if (query.keywords) {
    const pattern = containsPattern(query.keywords);
    conditions.push(or(ilike(columns.title, pattern), ilike(columns.description, pattern))!);
  }
  if (query.status) conditions.push(eq(columns.published, query.status === 'published'));
  return conditions;
}

export interface ArticleFields {
  title: string;
  description: string;
  author: string;
  images: string;
  content: string;
  published: boolean;
}

/** The stored columns both kinds share: the body goes through the site's one HTML allowlist. */
export function articleValues(input: ArticleFields) {
  const content = sanitizeHtml(input.content);
  if (!content.trim()) throw refuse(SM.contentRequired, Code.invalid);
  return {
    title: input.title,
    description: input.description,
    author: input.author,
    images: input.images ? `/${input.images.replace(/^\//, '')}` : '',
    content,
    published: input.published,
  };
}
