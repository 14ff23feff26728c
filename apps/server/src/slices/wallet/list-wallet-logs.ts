import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../kernel/members/index.ts';
import { WALLET_ACTION, walletEntries } from './schema.ts';

/**
 * A member's photon account: the page of entries (newest first), how many there are, the income and
 * expense totals over all entries and the balance. Sums are done by PostgreSQL on NUMERIC (exact).
 */
export async function listWalletLogs(db: Db, userId: number, page: { offset: number; limit: number }) {
  const [entries, [totals], [member]] = await Promise.all([
    db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, userId))
      .orderBy(desc(walletEntries.id))
      .limit(page.limit)
      .offset(page.offset * page.limit),
    db
      .select({
        total: sql<number>`count(*)::int`,
        income: sql<string>`coalesce(sum(${walletEntries.amount}) filter (where ${walletEntries.action} = ${WALLET_ACTION.income}), 0)::text`,
        expend: sql<string>`coalesce(sum(${walletEntries.amount}) filter (where ${walletEntries.action} = ${WALLET_ACTION.expense}), 0)::text`,
      })
      .from(walletEntries)
      .where(eq(walletEntries.userId, userId)),
    db.select({ integral: users.integral }).from(users).where(eq(users.id, userId)),
  ]);
  return {
    entries,
    total: totals?.total ?? 0,
    income: totals?.income ?? '0',
    expend: totals?.expend ?? '0',
    balance: member?.integral ?? '0',
  };
}
