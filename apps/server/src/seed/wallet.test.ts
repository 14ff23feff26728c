import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { users, walletEntries } from '../db/schema.ts';
import { auditWallets } from '../slices/wallet/audit-wallets.ts';
import { createRng } from './prng.ts';
import { DemoFiles } from './demo-files.ts';
import { OPENING_TITLE, recordOpeningBalances } from './wallet.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { demoData: true });
}, 180_000);
afterAll(() => t.close());

describe('demo balances in the ledger', () => {
  it('records the demo member’s opening 光子 and each paid demo recharge as income entries, so the audit is clean', async () => {
    const [member] = await t.ctx.db.select().from(users).where(eq(users.phone, '13800000001'));
    // 100 光子 opening balance + the four paid demo recharges of the invoicing screen (5 + 3 + 2 + 1).
    expect(member!.integral).toBe('111.00');
    const entries = await t.ctx.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, member!.id))
      .orderBy(walletEntries.id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 1,
        amount: '100.00',
        balanceAfter: '100.00',
        title: OPENING_TITLE,
        sourceType: 'grant',
      }),
      ...[
        ['5.00', '105.00'],
        ['3.00', '108.00'],
        ['2.00', '110.00'],
        ['1.00', '111.00'],
      ].map(([amount, balanceAfter]) =>
        expect.objectContaining({
          action: 1,
          amount,
          balanceAfter,
          title: '光子充值',
          sourceType: 'recharge',
        }),
      ),
    ]);
    expect((await auditWallets(t.ctx.db)).problems).toEqual([]);
  });

  it('is idempotent', async () => {
    const ids = (await t.ctx.db.select({ id: users.id }).from(users)).map((u) => u.id);
    expect(
      await recordOpeningBalances({ db: t.ctx.db, files: new DemoFiles(), rng: createRng(1) }, ids),
    ).toBe(0);
    expect((await auditWallets(t.ctx.db)).problems).toEqual([]);
  });
});
