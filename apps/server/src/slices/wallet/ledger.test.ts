import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { users } from '../../kernel/members/index.ts';
import { eq } from 'drizzle-orm';
import { auditWallets, formatAudit } from './audit-wallets.ts';
import { creditWallet, debitWallet } from './ledger.ts';
import { balanceOf, entriesOf, memberWithSession } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const move = (userId: number, amount: string, sourceNo = 'O1') => ({
  userId,
  amount,
  title: '购买课程：测试',
  sourceType: 'order' as const,
  sourceNo,
});

describe('ledger', () => {
  it('credits and debits exactly, with entries whose balance_after chains', async () => {
    const m = await memberWithSession(t);
    expect(await t.ctx.db.transaction((tx) => creditWallet(tx, move(m.id, '0.10')))).toBe('0.10');
    expect(await t.ctx.db.transaction((tx) => creditWallet(tx, move(m.id, '0.2')))).toBe('0.30');
    expect(await t.ctx.db.transaction((tx) => debitWallet(tx, move(m.id, '0.30')))).toBe('0.00');
    expect(await balanceOf(t, m.id)).toBe('0.00');
    const entries = await entriesOf(t, m.id);
    expect(entries.map((e) => [e.action, e.amount, e.balanceAfter])).toEqual([
      [1, '0.10', '0.10'],
      [1, '0.20', '0.30'],
      [2, '0.30', '0.00'],
    ]);
  });

  it('answers null and changes nothing when the balance is short', async () => {
    const m = await memberWithSession(t, '5.00');
    expect(await t.ctx.db.transaction((tx) => debitWallet(tx, move(m.id, '5.01')))).toBeNull();
    expect(await balanceOf(t, m.id)).toBe('5.00');
    expect(await entriesOf(t, m.id)).toHaveLength(1);
  });

  it('refuses amounts that are not positive decimal strings with at most 2 places', async () => {
    const m = await memberWithSession(t, '5.00');
    for (const bad of ['0', '0.00', '-1', '1.005', '1e2', ' 1', 'abc', '', '1234567890123']) {
      await expect(t.ctx.db.transaction((tx) => debitWallet(tx, move(m.id, bad)))).rejects.toThrow(
        /ledger amount/,
      );
      await expect(t.ctx.db.transaction((tx) => creditWallet(tx, move(m.id, bad)))).rejects.toThrow(
        /ledger amount/,
      );
    }
    await expect(
      t.ctx.db.transaction((tx) => creditWallet(tx, move(m.id, 1 as unknown as string))),
    ).rejects.toThrow(/ledger amount/);
    expect(await balanceOf(t, m.id)).toBe('5.00');
  });

  it('rolls the entry back with the caller’s transaction', async () => {
    const m = await memberWithSession(t, '5.00');
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await debitWallet(tx, move(m.id, '2.00'));
        throw new Error('order failed');
      }),
    ).rejects.toThrow('order failed');
    expect(await balanceOf(t, m.id)).toBe('5.00');
    expect(await entriesOf(t, m.id)).toHaveLength(1);
  });

  it('100 parallel debits against a balance for 10 → exactly 10 succeed, balance ≥ 0, audit clean', async () => {
    const m = await memberWithSession(t, '100.00');
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.ctx.db.transaction((tx) => debitWallet(tx, move(m.id, '10.00', `P${i}`))),
      ),
    );
    expect(results.filter((r) => r !== null)).toHaveLength(10);
    expect(await balanceOf(t, m.id)).toBe('0.00');
    expect((await entriesOf(t, m.id)).filter((e) => e.action === 2)).toHaveLength(10);
    expect((await auditWallets(t.ctx.db)).problems).toEqual([]);
  });
});

describe('audit', () => {
  it('is clean for a consistent ledger and names every kind of difference', async () => {
    expect((await auditWallets(t.ctx.db)).problems).toEqual([]);
    const m = await memberWithSession(t, '8.00');
    await t.ctx.db.update(users).set({ integral: '9.00' }).where(eq(users.id, m.id));
    const audit = await auditWallets(t.ctx.db);
    expect(audit.problems).toEqual([expect.objectContaining({ userId: m.id, kind: 'sum' })]);
    expect(formatAudit(audit)).toContain(`会员 #${m.id}`);
    await t.ctx.db.update(users).set({ integral: '8.00' }).where(eq(users.id, m.id));
    await t.ctx.db.transaction((tx) => debitWallet(tx, move(m.id, '3.00')));
    const [last] = (await entriesOf(t, m.id)).slice(-1);
    // Break the chain but keep the sum: the audit must still see it.
    const { walletEntries } = await import('./schema.ts');
    await t.ctx.db.update(walletEntries).set({ balanceAfter: '4.00' }).where(eq(walletEntries.id, last!.id));
    const broken = await auditWallets(t.ctx.db);
    expect(broken.problems).toEqual([expect.objectContaining({ userId: m.id, kind: 'chain' })]);
    await t.ctx.db.update(walletEntries).set({ balanceAfter: '5.00' }).where(eq(walletEntries.id, last!.id));
    expect((await auditWallets(t.ctx.db)).problems).toEqual([]);
  });
});
