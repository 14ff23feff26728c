import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/harness.ts';
import { adminAuditLog } from '../schema.ts';
import { AI_VIP_SETTING_KEY, DEFAULT_VIP_SETTINGS } from '../../ai/index.ts';
import { aiVipOrders } from '../../ai/schema.ts';
import { aiMember } from '../../ai/testing.ts';
import { auditRowsFor, staffTokens, startContentTestApp } from '../testing.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof staffTokens>>;
beforeAll(async () => {
  ({ t, tokens } = await startContentTestApp());
}, 120_000);
afterAll(() => t.close());

const as = (token: string | undefined, method: string, url: string, body?: unknown) =>
  t.call(method, url, { token, body });
const auditCount = async () => (await t.ctx.db.select({ id: adminAuditLog.id }).from(adminAuditLog)).length;

describe('page settings: the AI VIP page', () => {
  it('an editor changes a price, the public page answers it, and a paid order keeps its price', async () => {
    const member = await aiMember(t, '100.00');
    expect(await as(member.token, 'POST', '/api/ai/buy', { price: 30 })).toMatchObject({ code: 200 });

    const current = await as(tokens.editor, 'GET', '/api/admin/vip-settings');
    expect(current).toMatchObject({ code: 200, data: DEFAULT_VIP_SETTINGS });
    // The texts as written, and why the public page renames them: no AI backend is connected here.
    expect(current.data.offer).toMatchObject({ chat_model: false, ai_render: false, on_sale: true });
    expect(current.data.offer.note).toContain('未接入AI问答模型：问答为站内资料检索');
    const changed = { ...current.data, vip_price1: 35, title_pre: ' 立即开通 ', free_chat: 8 };
    const saved = await as(tokens.editor, 'POST', '/api/admin/vip-settings', changed);
    expect(saved).toMatchObject({
      code: 200,
      msg: '已保存',
      data: { vip_price1: 35, title_pre: '立即开通', free_chat: 8 },
    });
    expect((await t.call('GET', '/api/ai/vip_setting/')).data).toMatchObject({
      vip_price1: 35,
      title_pre: '立即开通',
    });

    const [order] = await t.ctx.db.select().from(aiVipOrders).where(eq(aiVipOrders.userId, member.id));
    expect(order).toMatchObject({ plan: 1, price: '30.00' });
    // A page opened before the change offers 30: refused, nothing charged at a price the member did not see.
    const stale = await aiMember(t, '100.00');
    expect((await as(stale.token, 'POST', '/api/ai/buy', { price: 30 })).code).not.toBe(200);

    const [row] = await auditRowsFor(t, 'site_setting', AI_VIP_SETTING_KEY);
    expect(row).toMatchObject({
      action: 'vip.settings',
      before: { vip_price1: 30, title_pre: '开通' },
      after: { vip_price1: 35, title_pre: '立即开通' },
    });
  });

  it('an admin may save; bad input gets a Chinese message and changes nothing', async () => {
    const current = (await as(tokens.admin, 'GET', '/api/admin/vip-settings')).data;
    const audits = await auditCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ vip_price2: 0 }, '价格需为 1–100000 的整数（光子）'],
      [{ vip_price2: 12.5 }, '价格需为 1–100000 的整数（光子）'],
      [{ vip_price2: '80' }, '价格需为 1–100000 的整数（光子）'],
      [{ vip_price2: current.vip_price1 }, '四个套餐的价格不能相同（购买时按价格确定套餐）'],
      [{ vip3_sub: '  ' }, '请填写该文案'],
      [{ title_tag1: '很'.repeat(41) }, '文案不能超过 40 个字符'],
      [{ free_img: -1 }, '每日免费次数需为 0–1000 的整数'],
    ];
    for (const [change, msg] of cases) {
      const answer = await as(tokens.admin, 'POST', '/api/admin/vip-settings', { ...current, ...change });
      expect(answer, msg).toMatchObject({ code: 4022, msg });
    }
    const { free_img: _dropped, ...missing } = current;
    expect((await as(tokens.admin, 'POST', '/api/admin/vip-settings', missing)).code).toBe(4022);
    expect((await as(tokens.admin, 'GET', '/api/admin/vip-settings')).data).toEqual(current);
    expect(await auditCount()).toBe(audits);

    const ok = await as(tokens.admin, 'POST', '/api/admin/vip-settings', { ...current, vip_price4: 1288 });
    expect(ok).toMatchObject({ code: 200, data: { vip_price4: 1288 } });
    expect(await auditCount()).toBe(audits + 1);
  });

  it('finance and reviewers are refused, members and guests must sign in', async () => {
    const current = (await as(tokens.admin, 'GET', '/api/admin/vip-settings')).data;
    for (const role of ['finance', 'reviewer'] as const) {
      expect(await as(tokens[role], 'GET', '/api/admin/vip-settings')).toMatchObject({ code: 4003 });
      const body = { ...current, vip_price1: 1 };
      expect(await as(tokens[role], 'POST', '/api/admin/vip-settings', body)).toMatchObject({ code: 4003 });
    }
    const member = await aiMember(t);
    expect((await as(member.token, 'POST', '/api/admin/vip-settings', current)).code).toBe(4001);
    expect((await as(undefined, 'GET', '/api/admin/vip-settings')).code).toBe(4001);
    expect((await as(tokens.admin, 'GET', '/api/admin/vip-settings')).data).toEqual(current);
  });
});

describe('page settings: help pages', () => {
  it('an editor writes 常见问题 (sanitised); the public answer shows it and the other pages stay', async () => {
    await as(tokens.admin, 'POST', '/api/admin/help-pages/about', { content: '<p>关于光子设计</p>' });
    const saved = await as(tokens.editor, 'POST', '/api/admin/help-pages/question', {
      content: '<h3>如何充值</h3><p onclick="x()">在个人中心<script>alert(1)</script>充值</p>',
    });
    expect(saved).toMatchObject({ code: 200, msg: '已保存', data: { about: '<p>关于光子设计</p>' } });
    expect(saved.data.question).toContain('如何充值');
    expect(saved.data.question).not.toMatch(/script|onclick/);

    const info = await t.call('GET', '/api/config/info');
    expect(info.data).toMatchObject({ about: '<p>关于光子设计</p>', question: saved.data.question });
    expect((await as(tokens.editor, 'GET', '/api/admin/help-pages')).data).toEqual(info.data);

    const [row] = await auditRowsFor(t, 'help_page', 'question');
    expect(row).toMatchObject({
      action: 'help.page',
      before: { content: '' },
      after: { content: saved.data.question },
    });
  });

  it('bad input gets a Chinese message and changes nothing; wrong roles are refused', async () => {
    const before = (await t.call('GET', '/api/config/info')).data;
    const audits = await auditCount();
    const cases: [string, unknown, string][] = [
      ['/api/admin/help-pages/question', { content: '  ' }, '请输入页面内容'],
      ['/api/admin/help-pages/question', { content: '<script>alert(1)</script>' }, '请输入页面内容'],
      [
        '/api/admin/help-pages/question',
        { content: 'x'.repeat(100_001) },
        '页面内容过长（不能超过 100000 个字符）',
      ],
      ['/api/admin/help-pages/contact', { content: '<p>x</p>' }, '页面不存在'],
    ];
    for (const [url, body, msg] of cases)
      expect(await as(tokens.editor, 'POST', url, body), msg).toMatchObject({ code: 4022, msg });
    for (const role of ['finance', 'reviewer'] as const)
      expect(
        await as(tokens[role], 'POST', '/api/admin/help-pages/about', { content: '<p>改</p>' }),
      ).toMatchObject({ code: 4003 });
    const member = await aiMember(t);
    expect((await as(member.token, 'GET', '/api/admin/help-pages')).code).toBe(4001);
    expect((await as(undefined, 'POST', '/api/admin/help-pages/about', { content: 'x' })).code).toBe(4001);
    expect((await t.call('GET', '/api/config/info')).data).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });
});
