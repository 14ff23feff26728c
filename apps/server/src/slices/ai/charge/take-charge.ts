import { chinaDateKey, Code, fromCents, isVipActive, toCents, type VipTerm } from '@app/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../../kernel/errors/index.ts';
import { debitWalletEntry } from '../../wallet/index.ts';
import { takeFreeUse } from '../daily-usage.ts';
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
   * The part of `price` a free use covers, when less than all of it (render: a free use is worth the 普通
   * price, so a 1.5倍 / 2倍 render on a free use costs the difference in 光子; docs/spec-decisions.md).
   * Unset: a free use covers the whole price (chat).
   */
  freeCovers?: string;
}

/**
 * Takes what one AI use costs, in the caller's transaction (002 §1, §6): nothing for an active VIP, else one of
 * today's free uses (takeFreeUse: a conditional upsert, never over the quota; plus what it does not cover,
 * `freeCovers`, in 光子), else `price` 光子 by the
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
  if (await takeFreeUse(tx, userId, use.usage, request.freeQuota, now)) {
    const day = chinaDateKey(now);
    const rest = request.freeCovers === undefined ? 0 : toCents(request.price) - toCents(request.freeCovers);
    if (rest <= 0) return { kind: 'free', amount: '0', day, entryId: null };
    // The difference in the same transaction: too few 光子 refuses (4423) and the free use goes back with it.
    const amount = fromCents(rest);
    const debit = await debitWalletEntry(tx, {
      userId,
      amount,
      title: `${request.title}（免费次数抵扣后差价）`,
      sourceType: use.sourceType,
      sourceNo: request.sourceNo,
    });
    if (!debit) throw new DomainError(Code.insufficientPhotons, request.insufficient);
    return { kind: 'free', amount, day, entryId: debit.entryId };
  }
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
