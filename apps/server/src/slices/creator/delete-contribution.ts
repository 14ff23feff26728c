import { contributionMessages, type ContributionKind } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refuse } from '../../kernel/errors/index.ts';
import { findOwnContribution, isApproved } from './find-contribution.ts';
import { contributions } from './schema.ts';

/** Deletes the member's own submission unless it is approved (001 §4); its uploaded files stay stored. */
export async function deleteContribution(db: Db, userId: number, kind: ContributionKind, id: number) {
  await db.transaction(async (tx) => {
    const row = await findOwnContribution(tx, userId, kind, id, { lock: true });
    if (isApproved(row)) throw refuse(contributionMessages.approvedLocked);
    await tx.delete(contributions).where(eq(contributions.id, row.id));
  });
}
