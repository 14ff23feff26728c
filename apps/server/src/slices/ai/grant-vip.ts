import { Code, M, vipTermAfterPurchase } from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { setMemberVip } from '../../kernel/members/index.ts';
import { lockMemberTerm } from './charge/charge.ts';
import { scheduleVipEndingNotice } from './vip-ending.ts';

export interface VipChange {
  before: { permanent: boolean; endsAt: Date | null };
  after: { permanent: boolean; endsAt: Date | null };
}

/**
 * Staff give a member VIP (compensation, a partner, a prize) without 光子: the term is set or extended by the
 * same rule as a purchase (vipTermAfterPurchase: from the current end while active, else from now; months on
 * China's calendar; `months` null = permanent). The member row is locked; `record` (the back office's audit
 * row) runs in the same transaction. Nothing is charged, so no ledger entry and no VIP order.
 */
export async function grantVip(
  db: Db,
  input: { userId: number; months: number | null; now?: Date },
  record?: (tx: DbOrTx, change: VipChange) => Promise<void>,
): Promise<VipChange['after']> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const member = await lockMemberTerm(
      tx,
      input.userId,
      () => new DomainError(Code.notFound, M.memberNotFound),
    );
    const term = vipTermAfterPurchase(member, input.months, now);
    await setMemberVip(tx, input.userId, term, now);
    await scheduleVipEndingNotice(tx, input.userId, term, now);
    await record?.(tx, { before: member, after: term });
    return term;
  });
}
