import { chinaDateKey, Code } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { auditWallets } from '../../wallet/audit-wallets.ts';
import { balanceOf, entriesOf } from '../../wallet/testing.ts';
import { readDailyUsage } from '../daily-usage.ts';
import { aiMember } from '../testing.ts';
import { CHAT_USE, lockMemberTerm, RENDER_USE } from './charge.ts';
import { refundAiCharge } from './refund-charge.ts';
import { takeAiCharge, type ChargeRequest } from './take-charge.ts';

/** The charge module on its own: what chat and render share (their API tests cover each use end to end). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const now = new Date('2031-05-04T02:00:00Z');
const request = (userId: number, extra: Partial<ChargeRequest> = {}): ChargeRequest => ({
  userId,
  member: { permanent: false, endsAt: null },
  freeQuota: 1,
  price: '0.02',
  title: '测试扣费',
  sourceNo: `T${userId}`,
  insufficient: '光子不足，请充值',
  ...extra,
});
const take = (userId: number, extra: Partial<ChargeRequest> = {}, use = CHAT_USE) =>
  t.ctx.db.transaction(async (tx) => takeAiCharge(tx, use, request(userId, extra), now));
const refund = (userId: number, charge: Parameters<typeof refundAiCharge>[2]['charge'], use = CHAT_USE) =>
  t.ctx.db.transaction(async (tx) =>
    refundAiCharge(tx, use, { userId, charge, title: '测试退回', sourceNo: `T${userId}` }),
  );

describe('takeAiCharge and refundAiCharge', () => {
  it('takes a free use, then 光子 (the charge carries the amount and the debit), then refuses 4423', async () => {
    const member = await aiMember(t, '0.03');
    expect(await take(member.id)).toEqual({
      kind: 'free',
      amount: '0',
      day: chinaDateKey(now),
      entryId: null,
    });
    const paid = await take(member.id);
    const [debit] = await entriesOf(t, member.id).then((rows) => rows.slice(1));
    expect(paid).toEqual({ kind: 'photons', amount: '0.02', day: null, entryId: debit!.id });
    expect(debit).toMatchObject({
      action: 2,
      amount: '0.02',
      sourceType: 'ai_chat',
      sourceNo: `T${member.id}`,
    });
    await expect(take(member.id)).rejects.toMatchObject({
      code: Code.insufficientPhotons,
      message: '光子不足，请充值',
    });
    expect(await balanceOf(t, member.id)).toBe('0.01');
    expect(await take(member.id, { member: { permanent: true, endsAt: null } })).toMatchObject({
      kind: 'vip',
    });
  });

  it('takes what a free use does not cover in 光子 with it, and gives both back; short: 4423, nothing taken', async () => {
    const member = await aiMember(t, '0.01');
    const partial = { freeCovers: '0.01', price: '0.03' };
    await expect(take(member.id, partial, RENDER_USE)).rejects.toMatchObject({
      code: Code.insufficientPhotons,
      message: '光子不足，请充值',
    });
    expect(await readDailyUsage(t.ctx.db, member.id, now)).toEqual({ chat: 0, img: 0 });
    const covered = await take(member.id, { freeCovers: '0.01', price: '0.02' }, RENDER_USE);
    expect(covered).toMatchObject({ kind: 'free', amount: '0.01', day: chinaDateKey(now) });
    expect(await balanceOf(t, member.id)).toBe('0.00');
    expect((await entriesOf(t, member.id)).at(-1)).toMatchObject({
      id: covered.entryId,
      sourceType: 'ai_render',
      title: '测试扣费（免费次数抵扣后差价）',
    });
    await refund(member.id, covered, RENDER_USE);
    expect(await balanceOf(t, member.id)).toBe('0.01');
    expect(await readDailyUsage(t.ctx.db, member.id, now)).toEqual({ chat: 0, img: 0 });
    expect(await take(member.id, { freeCovers: '0.02' }, RENDER_USE)).toMatchObject({
      kind: 'free',
      amount: '0',
    });
  });

  it('gives 光子 back with the charge’s number and a free use back to its day, never below 0', async () => {
    const member = await aiMember(t, '1.00');
    const free = await take(member.id);
    const paid = await take(member.id);
    const credit = await refund(member.id, paid);
    expect((await entriesOf(t, member.id)).at(-1)).toMatchObject({
      id: credit,
      action: 1,
      amount: '0.02',
      sourceNo: `T${member.id}`,
    });
    expect(await balanceOf(t, member.id)).toBe('1.00');
    expect(await refund(member.id, free)).toBeNull();
    expect(await refund(member.id, free)).toBeNull();
    expect(await readDailyUsage(t.ctx.db, member.id, now)).toEqual({ chat: 0, img: 0 });
    // Nothing was taken for a VIP or on render's free preview backend: nothing goes back.
    expect(await refund(member.id, { kind: 'vip', amount: '0', day: null })).toBeNull();
    expect(await refund(member.id, { kind: 'preview', amount: '0', day: null }, RENDER_USE)).toBeNull();
    expect(await entriesOf(t, member.id)).toHaveLength(3);
    expect((await auditWallets(t.ctx.db)).problems).toEqual([]);
  });

  it('locks a member who exists, and refuses one who does not with the caller’s refusal', async () => {
    const member = await aiMember(t);
    const term = await t.ctx.db.transaction((tx) => lockMemberTerm(tx, member.id));
    expect(term).toEqual({ permanent: false, endsAt: null });
    await expect(t.ctx.db.transaction((tx) => lockMemberTerm(tx, 999_999))).rejects.toMatchObject({
      code: Code.unauthenticated,
    });
  });
});
