import { Code, M, type VipTerm } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../../kernel/errors/index.ts';
import { users } from '../../../kernel/members/index.ts';
import type { UsageKind } from '../daily-usage.ts';

/**
 * How one AI use (a chat question, a render) was paid for, the one vocabulary of chat's `billing` and
 * render's `paid_with` (002 §1, §6): an active VIP pays nothing, a non-VIP spends one of today's free uses,
 * then 光子.
 */
export type AiChargeKind = 'vip' | 'free' | 'photons';

/** A charge as it was taken, and as its use's row keeps it until it is given back. */
export interface AiCharge {
  kind: AiChargeKind;
  /** 光子 taken, a ledger amount: the price for 'photons', the difference a free use did not cover for 'free'. */
  amount: string;
  /** The China day whose free use was taken (kind 'free'), so a refund goes back to that day. */
  day: string | null;
  /** The ledger entry of the debit, when 光子 were taken. */
  entryId: number | null;
}

/** Which use is charged: its daily free count and the ledger's source type of the charge and its refund. */
export interface AiChargeUse {
  usage: UsageKind;
  sourceType: 'ai_chat' | 'ai_render';
}

export const CHAT_USE: AiChargeUse = { usage: 'chat', sourceType: 'ai_chat' };
export const RENDER_USE: AiChargeUse = { usage: 'img', sourceType: 'ai_render' };

/**
 * Locks the member's row for the rest of the transaction and answers their VIP term, so one member's
 * charges (and VIP purchases) run one after another and each sees the others' free uses, balance and term.
 * A member that does not exist is `missing` (4001 for the member's own calls: their session outlived them).
 */
export async function lockMemberTerm(
  tx: DbOrTx,
  userId: number,
  missing: () => DomainError = () => new DomainError(Code.unauthenticated, M.unauthenticated),
): Promise<VipTerm> {
  const [member] = await tx
    .select({ permanent: users.vipPermanent, endsAt: users.vipEndtime })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!member) throw missing();
  return member;
}
