import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Creator submission state (001 §4): 0 draft (存入草稿), 2 published for review (立即发布). */
export const ContentStatus = { draft: 0, published: 2 } as const;
/** Review state: 1 under review, 2 approved, 3 rejected (reason in check_errors). */
export const CheckStatus = { pending: 1, approved: 2, rejected: 3 } as const;

/**
 * The public sees a course, plugin or material only once it is published and approved. Written with
 * literal constants (not bind parameters) so that PostgreSQL can use the partial list indexes, whose
 * predicate is the same text (tables/columns.ts `visibleRows`).
 */
export function publiclyVisible(table: { status: PgColumn; isCheck: PgColumn }): SQL {
  return sql`(${table.status} = ${sql.raw(String(ContentStatus.published))} and ${table.isCheck} = ${sql.raw(String(CheckStatus.approved))})`;
}
