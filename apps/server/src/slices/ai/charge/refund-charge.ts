import type { DbOrTx } from '../../../db/client.ts';
import { creditWalletEntry } from '../../wallet/index.ts';
import { giveBackFreeUse } from '../daily-usage.ts';
import type { AiCharge, AiChargeKind, AiChargeUse } from './charge.ts';

/**
 * A charge as its row kept it. 'preview' is a render on the free preview backend: nothing was taken, so
 * nothing goes back.
 */
export type KeptAiCharge = Pick<AiCharge, 'amount' | 'day'> & { kind: AiChargeKind | 'preview' };

/**
 * Gives back what takeAiCharge took, in the caller's transaction: the 光子 by a ledger credit with the use's
 * own number (whenever more than 0 were taken), the free use to the day it was taken from (never below
 * 0). Exactly once is the caller's part: it calls this only in the transaction whose conditional UPDATE moved
 * the use out of its open state (chat: out of 'answering'; render: out of queued/running). Answers the
 * credit's ledger entry, or null when no 光子 went back.
 */
export async function refundAiCharge(
  tx: DbOrTx,
  use: AiChargeUse,
  refund: { userId: number; charge: KeptAiCharge; title: string; sourceNo: string },
): Promise<number | null> {
  const { userId, charge } = refund;
  if (charge.kind === 'free' && charge.day) await giveBackFreeUse(tx, userId, use.usage, charge.day);
  // 光子 were taken by a 光子 charge, or as the difference a free use did not cover (freeCovers).
  if (charge.kind === 'vip' || charge.kind === 'preview' || !(Number(charge.amount) > 0)) return null;
  const credit = await creditWalletEntry(tx, {
    userId,
    amount: charge.amount,
    title: refund.title,
    sourceType: use.sourceType,
    sourceNo: refund.sourceNo,
  });
  return credit.entryId;
}
