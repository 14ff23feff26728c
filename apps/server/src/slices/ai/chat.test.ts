import { CHAT_PROMPT_MAX, Code, RETRIEVAL_LABEL } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { users } from '../../kernel/members/index.ts';
import { ledgerBalances } from '../commerce/testing.ts';
import { auditWallets } from '../wallet/audit-wallets.ts';
import { walletEntries } from '../wallet/schema.ts';
import { chatRows, insertChatPages, insertHotQuestions, sseEvents } from './chat-testing.ts';
import { DEFAULT_VIP_SETTINGS } from './vip-settings.ts';
import { aiMember } from './testing.ts';

/** The embedded default (no AI_CHAT_BASE_URL): 站内资料检索 over the site's own pages. */
let t: TestApp;
let pages: Awaited<ReturnType<typeof insertChatPages>>;
beforeAll(async () => {
  t = await startTestApp();
  pages = await insertChatPages(t);
});
afterAll(() => t.close());

const ask = (prompt: unknown, token?: string) =>
  t.call<string>('POST', '/api/ai/chat', { body: { prompt }, token });
const entries = (userId: number) =>
  t.ctx.db.select().from(walletEntries).where(eq(walletEntries.userId, userId)).orderBy(walletEntries.id);
const vipStatus = (token: string) => t.call('GET', '/api/ai/vip', { token });

describe('POST /api/ai/hot_question', () => {
  it('answers batches of 9 in operators’ order with the total; a batch past the end is empty', async () => {
    await insertHotQuestions(t, 11);
    const first = await t.call('POST', '/api/ai/hot_question', { body: { offset: 0, limit: 9 } });
    expect(first).toMatchObject({ code: 200, data: { total: 11 } });
    expect(first.data.list).toHaveLength(9);
    expect(first.data.list[0]).toEqual({ title: '热门问题 1' });
    const second = await t.call('POST', '/api/ai/hot_question', { body: { offset: 1, limit: 9 } });
    expect(second.data.list.map((q: { title: string }) => q.title)).toEqual(['热门问题 10', '热门问题 11']);
    const beyond = await t.call('POST', '/api/ai/hot_question', { body: { offset: 5 } });
    expect(beyond.data).toEqual({ list: [], total: 11 });
    const bad = await t.call('POST', '/api/ai/hot_question', { body: { offset: -1 } });
    expect(bad).toMatchObject({ code: Code.invalid, msg: '分页参数错误' });
  });
});

describe('POST /api/ai/chat with 站内资料检索', () => {
  it('refuses guests with 4001, on both calls', async () => {
    expect(await ask('如何开发票')).toMatchObject({ code: Code.unauthenticated });
    const res = await t.call('POST', '/api/ai/chat/stream', { body: { prompt: '如何开发票' } });
    expect(res).toMatchObject({ code: Code.unauthenticated });
  });

  it('refuses an empty, blank or too long question and writes nothing', async () => {
    const member = await aiMember(t, '1.00');
    expect(await ask('', member.token)).toMatchObject({ code: Code.invalid, msg: '请输入你的问题' });
    expect(await ask('   \n ', member.token)).toMatchObject({ code: Code.invalid, msg: '请输入你的问题' });
    expect(await ask(undefined, member.token)).toMatchObject({ code: Code.invalid, msg: '请输入你的问题' });
    expect(await ask('问'.repeat(CHAT_PROMPT_MAX + 1), member.token)).toMatchObject({
      code: Code.invalid,
      msg: '问题不能超过 500 个字符',
    });
    const stream = await t.call('POST', '/api/ai/chat/stream', {
      body: { prompt: ' ' },
      token: member.token,
    });
    expect(stream).toMatchObject({ code: Code.invalid, msg: '请输入你的问题' });
    expect(await ask('幕墙'.repeat(CHAT_PROMPT_MAX / 2), member.token)).toMatchObject({ code: 200 });
    expect(await chatRows(t, member.id)).toHaveLength(1);
    expect((await vipStatus(member.token)).data.free_chat).toBe(DEFAULT_VIP_SETTINGS.free_chat - 1);
  });

  it('answers with labelled passages and links to the pages, never quoting a draft', async () => {
    const member = await aiMember(t);
    const res = await ask('参数化幕墙怎么学？', member.token);
    expect(res.code).toBe(200);
    expect(res.data).toContain(RETRIEVAL_LABEL);
    expect(res.data).toContain(
      `<a href="/coursepage/${pages.course.id}" target="_blank" rel="noopener noreferrer">参数化幕墙设计全流程</a>`,
    );
    expect(res.data).not.toContain(`/coursepage/${pages.draft.id}"`);
    expect(res.data).not.toContain('秘籍');
    const news = await ask('幕墙行业有哪些趋势', member.token);
    expect(news.data).toContain(`/news/${pages.article.id}`);
    const plugin = await ask('网格破面怎么修复', member.token);
    expect(plugin.data).toContain(`/plug/${pages.plugin.id}`);
    const help = await ask('可以开发票吗', member.token);
    expect(help.data).toContain('/help?type=question');
    expect(help.data).toContain('快速开票');
  });

  it('quotes the sentences holding the question’s key terms under their source link, and says it is retrieval', async () => {
    const member = await aiMember(t);
    const res = await ask('嵌板平板化怎么做', member.token);
    expect(res.data).toContain('以下内容摘自本站课程与帮助文档（站内检索，未连接AI模型）');
    const link = `<a href="/coursepage/${pages.course.id}" target="_blank" rel="noopener noreferrer">参数化幕墙设计全流程</a>`;
    const quoted = res.data.slice(res.data.indexOf(link));
    expect(quoted).toMatch(/<blockquote>\s*<p>本课程讲解幕墙嵌板划分、平板化与下料编号。…<\/p>/);
    // The passage's other sentence says nothing about the question and is left out.
    expect(res.data).not.toContain('适合有 Grasshopper 基础的学员');
  });

  it('streams the same answer: meta (label, billing), answer snapshots, done', async () => {
    const member = await aiMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/chat/stream',
      payload: { prompt: '网格优化插件' },
      headers: { authorization: `Bearer ${member.token}`, 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['content-encoding']).toBeUndefined();
    const events = sseEvents(res.body);
    expect(events[0]).toEqual({
      event: 'meta',
      data: { label: RETRIEVAL_LABEL, model: false, billing: 'free' },
    });
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.event === 'done' && done.data.html).toContain(`/plug/${pages.plugin.id}`);
  });

  it('finding nothing says so and gives the free use back', async () => {
    const member = await aiMember(t);
    const res = await ask('今天天气晴朗吗', member.token);
    expect(res.code).toBe(200);
    expect(res.data).toContain('没有找到');
    expect((await vipStatus(member.token)).data.free_chat).toBe(DEFAULT_VIP_SETTINGS.free_chat);
    expect((await chatRows(t, member.id))[0]).toMatchObject({ status: 'empty', billing: 'free' });
  });
});

describe('paying for questions', () => {
  it('uses the free quota first, then charges 0.02 光子 per question through the ledger; too few → 4423', async () => {
    const member = await aiMember(t, '0.03');
    for (let i = 0; i < DEFAULT_VIP_SETTINGS.free_chat; i++)
      expect((await ask('幕墙嵌板划分', member.token)).code).toBe(200);
    expect((await vipStatus(member.token)).data.free_chat).toBe(0);
    expect(await ledgerBalances(t, member.id)).toEqual({ balance: '0.03', entries: '0.03' });
    expect((await ask('幕墙嵌板划分', member.token)).code).toBe(200);
    expect(await ledgerBalances(t, member.id)).toEqual({ balance: '0.01', entries: '0.01' });
    const [, charge] = await entries(member.id);
    expect(charge).toMatchObject({
      action: 2,
      amount: '0.02',
      balanceAfter: '0.01',
      title: 'AI问答',
      sourceType: 'ai_chat',
    });
    const rows = await chatRows(t, member.id);
    expect(rows.at(-1)).toMatchObject({
      billing: 'photons',
      price: '0.02',
      status: 'answered',
      questionNo: charge!.sourceNo,
    });

    const broke = await ask('幕墙嵌板划分', member.token);
    expect(broke).toMatchObject({ code: Code.insufficientPhotons, msg: '光子不足，请充值' });
    const stream = await t.call('POST', '/api/ai/chat/stream', {
      body: { prompt: '幕墙' },
      token: member.token,
    });
    expect(stream).toMatchObject({ code: Code.insufficientPhotons, msg: '光子不足，请充值' });
    expect(await ledgerBalances(t, member.id)).toEqual({ balance: '0.01', entries: '0.01' });
    expect(await chatRows(t, member.id)).toHaveLength(DEFAULT_VIP_SETTINGS.free_chat + 1);
  });

  it('never charges an active VIP, and keeps their free quota untouched', async () => {
    const member = await aiMember(t, '1.00');
    await t.ctx.db.update(users).set({ vipPermanent: true }).where(eq(users.id, member.id));
    for (let i = 0; i < DEFAULT_VIP_SETTINGS.free_chat + 2; i++)
      expect((await ask('幕墙', member.token)).code).toBe(200);
    expect(await ledgerBalances(t, member.id)).toEqual({ balance: '1.00', entries: '1.00' });
    expect((await chatRows(t, member.id)).every((row) => row.billing === 'vip')).toBe(true);
    expect((await vipStatus(member.token)).data).toMatchObject({
      is_vip: true,
      free_chat: DEFAULT_VIP_SETTINGS.free_chat,
    });
  });

  it('leaves the ledger consistent', async () => {
    const audit = await auditWallets(t.ctx.db);
    expect(audit.problems).toEqual([]);
  });
});
