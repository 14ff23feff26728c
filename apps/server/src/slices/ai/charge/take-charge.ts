import { chinaDateKey, Code, isVipActive, type VipTerm } from '@app/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { DomainError, refuse } from '../../../kernel/errors/index.ts';
import { debitWalletEntry } from '../../wallet/index.ts';
import { readDailyUsage, takeFreeUse } from '../daily-usage.ts';
import type { AiCharge, AiChargeUse } from './charge.ts';

export interface ChargeRequest {
  userId: number;
  /** The member's VIP term, read under lockMemberTerm in this transaction. */
  member: VipTerm;
  /** Today's free uses of this kind for a non-VIP (the VIP settings' free_chat / free_img). */
  freeQuota: number;
  /** 光子 when no free use is left: a ledger amount > 0. */
  price: string;
  /** The ledger line of a 光子 charge: its title and source number (the use's own number). */
  title: string;
  sourceNo: string;
  /** The refusal's message when the balance is short (4423). */
  insufficient: string;
  /**
   * When set, a request that would spend a free use may not (render: a free use buys 普通 only, 002 §6;
   * docs/spec-decisions.md): refused 4022 with this message before anything is written. Chat has no such rule.
   */
  freeRefusedWith?: string;
}

/**
 * Takes what one AI use costs, in the caller's transaction (002 §1, §6): nothing for an active VIP, else one of
 * today's free uses (takeFreeUse: a conditional upsert, never over the quota), else `price` 光子 by the
 * ledger's conditional debit (an append-only entry; too few → 4423 `insufficient`, nothing written). Answers
 * the charge as the use's row keeps it; refundAiCharge gives it back.
 */
export async function takeAiCharge(
  tx: DbOrTx,
  use: AiChargeUse,
  request: ChargeRequest,
  now: Date,
): Promise<AiCharge> {
  const { userId } = request;
  if (isVipActive(request.member, now)) return { kind: 'vip', amount: '0', day: null, entryId: null };
  if (request.freeRefusedWith !== undefined) {
    const used = await readDailyUsage(tx, userId, now);
    if (used[use.usage] < request.freeQuota) throw refuse(request.freeRefusedWith, Code.invalid);
  }
  if (await takeFreeUse(tx, userId, use.usage, request.freeQuota, now))
    return { kind: 'free', amount: '0', day: chinaDateKey(now), entryId: null };
  const debit = await debitWalletEntry(tx, {
    userId,
    amount: request.price,
    title: request.title,
    sourceType: use.sourceType,
    sourceNo: request.sourceNo,
  });
  if (!debit) throw new DomainError(Code.insufficientPhotons, request.insufficient);
  return { kind: 'photons', amount: request.price, day: null, entryId: debit.entryId };
}
