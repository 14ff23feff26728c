import type { ContributionKind } from '@app/contract';
import { and, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../kernel/members/index.ts';
import { readTranscodes } from '../creator/index.ts';
import { contributions } from '../creator/schema.ts';
import { containsPattern, memberColumns } from './table-query.ts';

export interface SubmissionFilter {
  offset: number;
  limit: number;
  kind?: ContributionKind;
  state: 'pending' | 'approved' | 'rejected' | 'all';
  keywords: string;
}

const IS_CHECK = { pending: 1, approved: 2, rejected: 3 } as const;

/**
 * Submissions sent to review (never drafts): pending ones oldest first (first come, first reviewed), the
 * other states newest review first. Keywords match the name or the creator's phone.
 */
export async function listSubmissions(db: Db, filter: SubmissionFilter) {
  const conditions: SQL[] = [eq(contributions.status, 2)];
  if (filter.kind) conditions.push(eq(contributions.kind, filter.kind));
  if (filter.state !== 'all') conditions.push(eq(contributions.isCheck, IS_CHECK[filter.state]));
  else conditions.push(ne(contributions.isCheck, 0));
  if (filter.keywords) {
    const pattern = containsPattern(filter.keywords);
    conditions.push(or(ilike(contributions.name, pattern), ilike(users.phone, pattern))!);
  }
  const where = and(...conditions);
  const order =
    filter.state === 'pending'
      ? [contributions.updatedAt, contributions.id]
      : [desc(contributions.reviewedAt), desc(contributions.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: contributions, creator: memberColumns })
      .from(contributions)
      .innerJoin(users, eq(users.id, contributions.userId))
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset * filter.limit),
    db
      .select({ n: count() })
      .from(contributions)
      .innerJoin(users, eq(users.id, contributions.userId))
      .where(where),
  ]);
  const transcodes = await readTranscodes(
    db,
    rows.map((r) => r.row),
  );
  return { rows, total: total?.n ?? 0, transcodes };
}
