import { Code } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { users } from '../../kernel/members/index.ts';
import { siteSettings } from '../../platform/schema.ts';
import { ledgerBalances } from '../commerce/testing.ts';
import { auditWallets } from '../wallet/audit-wallets.ts';
import { walletEntries } from '../wallet/schema.ts';
import { buyVip } from './buy-vip.ts';
import { aiVipOrders } from './schema.ts';
import { aiMember, memberRow } from './testing.ts';
import { AI_VIP_SETTING_KEY, DEFAULT_VIP_SETTINGS } from './vip-settings.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const buy = (price: unknown, token?: string) => t.call('POST', '/api/ai/buy', { body: { price }, token });
const entries = (userId: number) =>
  t.ctx.db.select().from(walletEntries).where(eq(walletEntries.userId, userId)).orderBy(walletEntries.id);
const orders = (userId: number) => t.ctx.db.select().from(aiVipOrders).where(eq(aiVipOrders.userId, userId));
const DAY = 86_400_000;
/** The monthly price the first test stores in the settings (a price with hundredths). */
const MONTHLY = 25.5;

describe('GET /api/ai/vip_setting/', () => {
  it('answers the defaults, then what operators stored (a broken field falls back to its default)', async () => {
    for (const path of ['/api/ai/vip_setting/', '/api/ai/vip_setting']) {
      const res = await t.call('GET', path);
      expect(res.code).toBe(200);
      expect(res.data).toEqual({ ...DEFAULT_VIP_SETTINGS, ...HONEST_DEMO_TEXTS, offer: DEMO_OFFER });
    }
    await t.ctx.db.insert(siteSettings).values({
      key: AI_VIP_SETTING_KEY,
      value: { vip_price1: MONTHLY, title_pre: '立即开通', free_chat: 'x' },
    });
    const res = await t.call('GET', '/api/ai/vip_setting/');
    expect(res.data).toMatchObject({
      vip_price1: MONTHLY,
      title_pre: '立即开通',
      free_chat: DEFAULT_VIP_SETTINGS.free_chat,
    });
  });
});

/** The embedded defaults (站内资料检索, 预览渲染): what the benefits are called when no AI backend is connected. */
const HONEST_DEMO_TEXTS = {
  title_sub1: '站内资料问答不限次数',
  title_sub2: '预览渲染免光子',
  ...Object.fromEntries(
    [1, 2, 3, 4].flatMap((n) => [
      [`vip${n}_suff1`, '站内资料问答免光子'],
      [`vip${n}_suff2`, '预览渲染免光子'],
    ]),
  ),
};
const DEMO_OFFER = {
  chat_model: false,
  ai_render: false,
  on_sale: true,
  note:
    '未接入AI问答模型：问答为站内资料检索，VIP 页面的「AI问答」显示为「站内资料问答」。' +
    '未接入AI渲染后端（A1111/ComfyUI）：渲染为预览渲染（非AI生成），VIP 页面的「AI渲染」显示为「预览渲染」。',
};

describe('VIP promises only what is connected', () => {
  const PRODUCTION = {
    NODE_ENV: 'production',
    APP_SECRET: 'p'.repeat(40),
    DATABASE_URL: 'postgres://unused.invalid/none',
    PUBLIC_URL: 'https://www.example.com',
  };
  const CHAT_MODEL = { AI_CHAT_BASE_URL: 'http://127.0.0.1:9/v1', AI_CHAT_MODEL: 'qwen2.5' };

  it('with a chat model the AI问答 benefits are shown as written; 渲染 still says 预览渲染', async () => {
    const withModel = await startTestApp(CHAT_MODEL);
    try {
      const res = await withModel.call('GET', '/api/ai/vip_setting/');
      expect(res.data).toMatchObject({
        title_sub1: 'AI问答不限次数',
        vip1_suff1: 'AI问答免光子',
        title_sub2: '预览渲染免光子',
        vip1_suff2: '预览渲染免光子',
        offer: { chat_model: true, ai_render: false, on_sale: true },
      });
      expect(res.data.offer.note).not.toContain('AI问答模型');
    } finally {
      await withModel.close();
    }
  });

  it('production with no AI backend refuses to sell, charges nothing, and says why', async () => {
    const prod = await startTestApp(PRODUCTION);
    try {
      const offer = (await prod.call('GET', '/api/ai/vip_setting/')).data.offer;
      expect(offer).toMatchObject({ chat_model: false, ai_render: false, on_sale: false });
      expect(offer.note).toContain('生产环境未接入任何AI后端，VIP 会员暂停开通');
      const member = await aiMember(prod, '100.00');
      const res = await prod.call('POST', '/api/ai/buy', { body: { price: 30 }, token: member.token });
      expect(res).toMatchObject({
        code: Code.refused,
        msg: '本站暂未接入AI问答模型与AI渲染服务，VIP会员暂停开通',
      });
      expect(await memberRow(prod, member.id)).toMatchObject({ integral: '100.00', vipEndtime: null });
      expect(await prod.ctx.db.select().from(aiVipOrders).where(eq(aiVipOrders.userId, member.id))).toEqual(
        [],
      );
    } finally {
      await prod.close();
    }
  });

  it('production with a chat model sells VIP', async () => {
    const prod = await startTestApp({ ...PRODUCTION, ...CHAT_MODEL });
    try {
      const member = await aiMember(prod, '100.00');
      const res = await prod.call('POST', '/api/ai/buy', { body: { price: 30 }, token: member.token });
      expect(res).toMatchObject({ code: 200, msg: '开通成功' });
    } finally {
      await prod.close();
    }
  });
});

describe('POST /api/ai/buy', () => {
  it('debits exactly the plan price through the ledger and makes the member VIP for a month', async () => {
    const member = await aiMember(t, '100.00');
    const before = Date.now();
    const res = await buy(MONTHLY, member.token);
    expect(res).toMatchObject({ code: 200, msg: '开通成功', data: { permanent: false } });
    expect(await ledgerBalances(t, member.id)).toEqual({ balance: '74.50', entries: '74.50' });
    const [, debit] = await entries(member.id);
    expect(debit).toMatchObject({
      action: 2,
      amount: '25.50',
      balanceAfter: '74.50',
      title: '开通月度VIP',
      sourceType: 'vip',
    });
    const [order] = await orders(member.id);
    expect(order).toMatchObject({ plan: 1, price: '25.50', orderNo: debit!.sourceNo });
    const row = await memberRow(t, member.id);
    // One China-calendar month: 28 to 31 days.
    const days = (row.vipEndtime!.getTime() - before) / DAY;
    expect(days).toBeGreaterThan(27.9);
    expect(days).toBeLessThan(31.1);
    expect((await t.call('GET', '/api/user', { token: member.token })).data.vip).toEqual(res.data);
    expect((await t.call('GET', '/api/ai/vip', { token: member.token })).data.is_vip).toBe(true);
  });

  it('extends an active VIP from its end, and a past one from now', async () => {
    const member = await aiMember(t, '1000.00');
    const end = new Date(Date.now() + 10 * DAY);
    await t.ctx.db.update(users).set({ vipEndtime: end }).where(eq(users.id, member.id));
    expect((await buy(DEFAULT_VIP_SETTINGS.vip_price2, member.token)).code).toBe(200);
    const extended = (await memberRow(t, member.id)).vipEndtime!;
    expect((extended.getTime() - end.getTime()) / DAY).toBeGreaterThan(88);
    expect((extended.getTime() - end.getTime()) / DAY).toBeLessThan(93);

    const lapsed = await aiMember(t, '1000.00');
    await t.ctx.db
      .update(users)
      .set({ vipEndtime: new Date(Date.now() - 5 * DAY) })
      .where(eq(users.id, lapsed.id));
    const now = Date.now();
    await buy(DEFAULT_VIP_SETTINGS.vip_price3, lapsed.token);
    const fresh = ((await memberRow(t, lapsed.id)).vipEndtime!.getTime() - now) / DAY;
    expect(fresh).toBeGreaterThan(364);
    expect(fresh).toBeLessThan(367);
  });

  it('makes the member permanent with the permanent plan, after which buying is refused and nothing charged', async () => {
    const member = await aiMember(t, '2000.00');
    const res = await buy(String(DEFAULT_VIP_SETTINGS.vip_price4), member.token);
    expect(res.data).toEqual({ permanent: true, endtime: null });
    expect(await memberRow(t, member.id)).toMatchObject({ vipPermanent: true, vipEndtime: null });
    // A later purchase (outside the double-click window) of another plan.
    const refused = await buy(DEFAULT_VIP_SETTINGS.vip_price3, member.token);
    expect(refused).toMatchObject({ code: 4009, msg: '您已是永久VIP，无需重复开通' });
    expect(await ledgerBalances(t, member.id)).toEqual({ balance: '1002.00', entries: '1002.00' });
  });

  it("answers 4423 '光子不足，请充值' on a short balance and writes nothing", async () => {
    const member = await aiMember(t, '10.00');
    expect(await buy(MONTHLY, member.token)).toMatchObject({ code: 4423, msg: '光子不足，请充值' });
    expect(await ledgerBalances(t, member.id)).toEqual({ balance: '10.00', entries: '10.00' });
    expect(await orders(member.id)).toEqual([]);
    expect(await memberRow(t, member.id)).toMatchObject({ vipPermanent: false, vipEndtime: null });
    const broke = await aiMember(t);
    expect((await buy(MONTHLY, broke.token)).code).toBe(4423);
  });

  it('charges once for a double click: the repeat answers the same term and says it bought nothing', async () => {
    const member = await aiMember(t, '100.00');
    const first = await buy(MONTHLY, member.token);
    expect(first.msg).toBe('开通成功');
    const second = await buy('25.50', member.token);
    expect(second).toMatchObject({ code: 200, msg: '已开通，请勿重复提交', data: first.data });
    expect(await ledgerBalances(t, member.id)).toEqual({ balance: '74.50', entries: '74.50' });
    expect(await orders(member.id)).toHaveLength(1);
  });

  it('buys exactly once out of 20 concurrent purchases with a balance for one', async () => {
    const member = await aiMember(t, String(DEFAULT_VIP_SETTINGS.vip_price3 + 100));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => buy(DEFAULT_VIP_SETTINGS.vip_price3, member.token)),
    );
    expect(answers.every((a) => a.code === 200)).toBe(true);
    // One answer says it bought; the 19 repeats say nothing was bought again.
    expect(answers.map((a) => a.msg).sort()).toEqual(
      [...Array(19).fill('已开通，请勿重复提交'), '开通成功'].sort(),
    );
    expect(await orders(member.id)).toHaveLength(1);
    expect(await ledgerBalances(t, member.id)).toEqual({ balance: '100.00', entries: '100.00' });
  });

  it('lets exactly one of 20 concurrent purchases of two plans through on a balance for one', async () => {
    // 80 光子: one quarterly plan, or one monthly (25.50) after which the quarterly is short; repeats of
    // the monthly plan are double clicks. Whichever comes first, exactly one purchase is charged.
    const member = await aiMember(t, String(DEFAULT_VIP_SETTINGS.vip_price2));
    const prices = [MONTHLY, DEFAULT_VIP_SETTINGS.vip_price2];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => buy(prices[i % 2], member.token)));
    expect(answers.every((a) => a.code === 200 || (a.code === 4423 && a.msg === '光子不足，请充值'))).toBe(
      true,
    );
    const bought = await orders(member.id);
    expect(bought).toHaveLength(1);
    const left = bought[0]!.plan === 1 ? '54.50' : '0.00';
    expect(await ledgerBalances(t, member.id)).toEqual({ balance: left, entries: left });
    expect((await entries(member.id)).filter((e) => e.action === 2)).toHaveLength(1);
  });

  it('refuses guests, unknown prices and bad input, writing nothing; the wallet audit stays clean', async () => {
    expect((await buy(25.5)).code).toBe(4001);
    const member = await aiMember(t, '5000.00');
    expect(await buy(12.34, member.token)).toMatchObject({
      code: 4009,
      msg: '套餐不存在或价格已变更，请刷新页面后重试',
    });
    for (const bad of [0, -30, 'abc', '', null, 1.234, '30元', '12345678901234']) {
      const res = await buy(bad, member.token);
      expect(res.code, String(bad)).toBe(4022);
      expect(res.msg).toMatch(/套餐/);
    }
    expect(await orders(member.id)).toEqual([]);
    expect(await ledgerBalances(t, member.id)).toEqual({ balance: '5000.00', entries: '5000.00' });
    expect((await auditWallets(t.ctx.db)).problems).toEqual([]);
  });

  it('counts a plan bought 11 s apart twice (the double-click window is short)', async () => {
    const member = await aiMember(t, '100.00');
    const now = Date.now();
    await buyVip(t.ctx.db, member.id, '25.50', { on_sale: true }, new Date(now - 11_000));
    await buyVip(t.ctx.db, member.id, '25.50', { on_sale: true }, new Date(now));
    expect(await orders(member.id)).toHaveLength(2);
    expect(await ledgerBalances(t, member.id)).toEqual({ balance: '49.00', entries: '49.00' });
  });
});
