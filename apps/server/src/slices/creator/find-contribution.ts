import { Code, contributionMessages, type ContributionKind } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { contributions, type ContributionRow } from './schema.ts';

/** The member's own submission of this kind; another member's, or another kind's, reads as not found. */
export async function findOwnContribution(
  db: DbOrTx,
  userId: number,
  kind: ContributionKind,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ContributionRow> {
  const query = db
    .select()
    .from(contributions)
    .where(and(eq(contributions.id, id), eq(contributions.userId, userId), eq(contributions.kind, kind)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new DomainError(Code.notFound, contributionMessages.notFound);
  return row;
}

/** Approved (or already in the catalogue): no longer the creator's to change, except plugin versions. */
export const isApproved = (row: ContributionRow) =>
  (row.status !== 0 && row.isCheck === 2) || row.publishedId !== null;
