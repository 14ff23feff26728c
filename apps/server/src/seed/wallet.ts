import { and, eq, gt, inArray, notExists } from 'drizzle-orm';
import { users } from '../kernel/members/index.ts';
import { WALLET_ACTION, walletEntries } from '../slices/wallet/schema.ts';
import { daysBefore, type SeedContext } from './seed-context.ts';

export const OPENING_TITLE = '开户赠送光子';

/**
 * Demo members start with a balance (users.integral set at insert). The ledger must explain every balance,
 * so each demo member with photons and no wallet entry yet gets one opening income entry for exactly that
 * balance. Idempotent: a member who already has entries is left alone.
 */
export async function recordOpeningBalances({ db }: SeedContext, userIds: number[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const opening = await db
    .select({ id: users.id, integral: users.integral })
    .from(users)
    .where(
      and(
        inArray(users.id, userIds),
        gt(users.integral, '0'),
        notExists(
          db.select({ id: walletEntries.id }).from(walletEntries).where(eq(walletEntries.userId, users.id)),
        ),
      ),
    );
  if (opening.length === 0) return 0;
  await db.insert(walletEntries).values(
    opening.map((u) => ({
      userId: u.id,
      action: WALLET_ACTION.income,
      amount: u.integral,
      balanceAfter: u.integral,
      title: OPENING_TITLE,
      sourceType: 'grant' as const,
      sourceNo: `opening-${u.id}`,
      createdAt: daysBefore(30),
    })),
  );
  return opening.length;
}
