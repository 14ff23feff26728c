import { eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../table-query.ts';

/**
 * What the site's two article kinds (资讯, AI 资讯) share in the back office: the search. Their stored
 * fields follow catalogue's articleValues (the owners' createNews / createAiNews hold that rule).
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
