import { Code, walletMessages } from '@app/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { DomainError, refuse } from '../../kernel/errors/index.ts';
import { users } from '../../kernel/members/index.ts';
import { creditWallet, debitWallet } from './ledger.ts';
import { walletEntries } from './schema.ts';

type EntryRow = typeof walletEntries.$inferSelect;

export interface Adjustment {
  userId: number;
  direction: 'credit' | 'debit';
  /** 光子, a decimal string with at most 2 decimals, > 0. */
  amount: string;
  /** Shown to the member in 光子账户 as part of the entry's title. */
  reason: string;
  /**
   * The client's id of this one adjustment (a dialog opening): the same id sent twice (a double click, a
   * retried request) adds one entry only and answers it again.
   */
  requestId: string;
}

export const ADJUST_TITLE = '光子调整';

/**
 * A manual correction of a member's 光子 as a ledger entry (never an UPDATE of a balance by hand): a credit,
 * or a conditional debit that never takes the balance below 0. The member's row is locked first, so two
 * requests with the same id run one after the other and the second finds the first's entry. `record` (the
 * back office's audit row) runs in the same transaction.
 */
export async function adjustWallet(
  db: Db,
  input: Adjustment,
  record?: (tx: DbOrTx, change: { entry: EntryRow; balanceBefore: string }) => Promise<void>,
): Promise<{ entry: EntryRow; repeated: boolean }> {
  const sourceNo = `ADJ-${input.requestId}`;
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ integral: users.integral })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update');
    if (!member) throw new DomainError(Code.notFound, walletMessages.memberNotFound);
    const same = await entryOf(tx, input.userId, sourceNo);
    if (same) return { entry: same, repeated: true };
    const move = {
      userId: input.userId,
      amount: input.amount,
      title: `${ADJUST_TITLE}：${input.reason.trim()}`,
      sourceType: 'adjust' as const,
      sourceNo,
    };
    if (input.direction === 'credit') await creditWallet(tx, move);
    else if ((await debitWallet(tx, move)) === null) throw refuse(walletMessages.adjustBelowZero);
    const entry = (await entryOf(tx, input.userId, sourceNo))!;
    await record?.(tx, { entry, balanceBefore: member.integral });
    return { entry, repeated: false };
  });
}

async function entryOf(tx: DbOrTx, userId: number, sourceNo: string): Promise<EntryRow | undefined> {
  const [row] = await tx
    .select()
    .from(walletEntries)
    .where(
      and(
        eq(walletEntries.userId, userId),
        eq(walletEntries.sourceType, 'adjust'),
        eq(walletEntries.sourceNo, sourceNo),
      ),
    )
    .orderBy(desc(walletEntries.id))
    .limit(1);
  return row;
}
