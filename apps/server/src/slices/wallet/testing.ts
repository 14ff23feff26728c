/**
 * Helpers shared by the wallet slice's API tests (not a test file itself): a member with a session and an
 * opening balance recorded through the ledger, and balance / entry read-backs.
 */
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness.ts';
import { createMember } from '../account/testing.ts';
import { createSession } from '../account/sessions.ts';
import { users } from '../../kernel/members/index.ts';
import { creditWallet } from './ledger.ts';
import { walletEntries } from './schema.ts';

export async function memberWithSession(t: TestApp, opening?: string) {
  const member = await createMember(t, { name: '钱包测试' });
  if (opening) {
    await t.ctx.db.transaction((tx) =>
      creditWallet(tx, {
        userId: member.id,
        amount: opening,
        title: '测试开户',
        sourceType: 'grant',
        sourceNo: `test-${member.id}`,
      }),
    );
  }
  return { id: member.id, token: await createSession(t.ctx.db, member.id) };
}

export async function balanceOf(t: TestApp, userId: number): Promise<string> {
  const [row] = await t.ctx.db.select({ integral: users.integral }).from(users).where(eq(users.id, userId));
  return row!.integral;
}

export async function entriesOf(t: TestApp, userId: number) {
  return t.ctx.db
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId))
    .orderBy(walletEntries.id);
}
