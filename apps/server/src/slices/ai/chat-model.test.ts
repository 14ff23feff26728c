import { Code, type ChatStreamEvent } from '@app/contract';
import { eq } from 'drizzle-orm';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { startFakeChatServer, type FakeChatReply } from '../../platform/ai/chat-fake-server.ts';
import { ledgerBalances } from '../commerce/testing.ts';
import { auditWallets } from '../wallet/audit-wallets.ts';
import { walletEntries } from '../wallet/schema.ts';
import { failStaleChatQuestions, returnChatCharge, startChatQuestion } from './chat-billing.ts';
import { chatRows, insertChatPages, sseEvents, useUpFreeChats } from './chat-testing.ts';
import { aiMember } from './testing.ts';
import { DEFAULT_VIP_SETTINGS } from './vip-settings.ts';

/** AI chat with a language model configured: a loopback OpenAI-compatible fake streams the answers. */
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeChatServer>>;
let next: FakeChatReply = { kind: 'stream', pieces: ['好'] };
let pages: Awaited<ReturnType<typeof insertChatPages>>;
beforeAll(async () => {
  fake = await startFakeChatServer(() => next);
  t = await startTestApp({
    AI_CHAT_BASE_URL: fake.baseUrl,
    AI_CHAT_MODEL: 'fake-model',
    AI_CHAT_IDLE_SECONDS: '2',
  });
  pages = await insertChatPages(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const LABEL = 'AI 大模型（fake-model）';
const FREE = DEFAULT_VIP_SETTINGS.free_chat;
const entries = (userId: number) =>
  t.ctx.db.select().from(walletEntries).where(eq(walletEntries.userId, userId)).orderBy(walletEntries.id);
const freeLeft = async (token: string) =>
  (await t.call('GET', '/api/ai/vip', { token })).data.free_chat as number;

async function streamAsk(prompt: string, token: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ai/chat/stream',
    payload: { prompt },
    headers: { authorization: `Bearer ${token}` },
  });
  return sseEvents(res.body);
}

/** A member whose free chats are used up and who holds `opening` 光子. */
async function payingMember(opening: string) {
  const member = await aiMember(t, opening);
  await useUpFreeChats(t, member.id, FREE);
  return member;
}

describe('answers from the model (RAG over the site)', () => {
  it('streams meta, snapshots and done through the fake; the site passages go along as context', async () => {
    next = { kind: 'stream', pieces: ['推荐学习', '「参数化幕墙设计全流程」', '这门课程。'], delayMs: 150 };
    const member = await aiMember(t);
    const events = await streamAsk('参数化幕墙怎么学？', member.token);
    expect(events[0]).toEqual({ event: 'meta', data: { label: LABEL, model: true, billing: 'free' } });
    const snapshots = events.filter((e) => e.event === 'answer');
    expect(snapshots.length).toBeGreaterThan(0);
    const done = events.at(-1) as Extract<ChatStreamEvent, { event: 'done' }>;
    expect(done.event).toBe('done');
    expect(done.data.html).toContain('推荐学习「参数化幕墙设计全流程」这门课程。');
    expect(done.data.html).toContain(
      `<a href="/coursepage/${pages.course.id}" target="_blank" rel="noopener noreferrer">参数化幕墙设计全流程</a>（课程）`,
    );
    expect(done.data.html).toContain(`以上内容由${LABEL}生成，仅供参考`);
    // Each snapshot is the answer so far (the last piece may come with done only).
    expect((snapshots[0] as Extract<ChatStreamEvent, { event: 'answer' }>).data.html).toContain('推荐学习');
    const system = fake.requests.at(-1)!.body.messages![0]!.content;
    expect(system).toContain(`链接：/coursepage/${pages.course.id}`);
    expect(system).not.toContain('秘籍');
    expect((await chatRows(t, member.id))[0]).toMatchObject({
      status: 'answered',
      billing: 'free',
      provider: 'openai',
      model: 'fake-model',
      promptTokens: 120,
      completionTokens: 30,
    });
    expect(await freeLeft(member.token)).toBe(FREE - 1);
  });

  it('POST /api/ai/chat answers the whole HTML as data', async () => {
    next = { kind: 'stream', pieces: ['**MeshOpt** 可以', '修复破面。'] };
    const member = await aiMember(t);
    const res = await t.call<string>('POST', '/api/ai/chat', {
      body: { prompt: '破面怎么修复' },
      token: member.token,
    });
    expect(res.code).toBe(200);
    expect(res.data).toContain('<strong>MeshOpt</strong> 可以修复破面。');
    expect(res.data).toContain(`/plug/${pages.plugin.id}`);
  });
});

describe('a failed answer gives its charge back, exactly once', () => {
  it('an error status: 5003 with the reason, the 0.02 光子 back by one ledger credit', async () => {
    next = { kind: 'status', status: 500, message: 'CUDA out of memory' };
    const member = await payingMember('1.00');
    const res = await t.call('POST', '/api/ai/chat', { body: { prompt: '幕墙' }, token: member.token });
    expect(res).toMatchObject({
      code: Code.unavailable,
      msg: 'AI 服务暂时不可用，请稍后再试，本次消耗的光子已退回',
    });
    const [, debit, credit] = await entries(member.id);
    expect(debit).toMatchObject({ action: 2, amount: '0.02', balanceAfter: '0.98', title: 'AI问答' });
    expect(credit).toMatchObject({
      action: 1,
      amount: '0.02',
      balanceAfter: '1.00',
      title: 'AI问答退回',
      sourceNo: debit!.sourceNo,
    });
    const [row] = await chatRows(t, member.id);
    expect(row).toMatchObject({ status: 'failed', billing: 'photons' });
    expect(row!.returnedAt).not.toBeNull();
    expect(row!.error).toContain('HTTP 500');
    // Again: nothing more goes back.
    expect(await returnChatCharge(t.ctx.db, row!.id, { status: 'failed' })).toBeNull();
    expect(await failStaleChatQuestions(t.ctx.db, 0)).toBe(0);
    expect(await entries(member.id)).toHaveLength(3);
    expect(await ledgerBalances(t, member.id)).toEqual({ balance: '1.00', entries: '1.00' });
  });

  it('a stream that dies midway: an error event after the first text, the charge back once', async () => {
    next = { kind: 'die', pieces: ['回答到一半'] };
    const member = await payingMember('0.02');
    const events = await streamAsk('幕墙', member.token);
    expect(events[0]).toMatchObject({ event: 'meta', data: { billing: 'photons' } });
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { msg: 'AI 回答中断，请重试，本次消耗的光子已退回', code: Code.unavailable },
    });
    expect((await entries(member.id)).map((e) => [e.action, e.amount])).toEqual([
      [1, '0.02'],
      [2, '0.02'],
      [1, '0.02'],
    ]);
    expect(await ledgerBalances(t, member.id)).toEqual({ balance: '0.02', entries: '0.02' });
  });

  it('a failure on a free use gives the free use back', async () => {
    next = { kind: 'status', status: 429, message: 'rate limited' };
    const member = await aiMember(t);
    const res = await t.call('POST', '/api/ai/chat', { body: { prompt: '幕墙' }, token: member.token });
    expect(res).toMatchObject({ code: Code.unavailable, msg: 'AI 服务繁忙，请稍后再试，本次免费次数已退回' });
    expect(await freeLeft(member.token)).toBe(FREE);
  });

  it('the member going away cancels the model call and gives the charge back', async () => {
    next = { kind: 'stream', pieces: ['一', '二', '三', '四', '五', '六'], delayMs: 300 };
    const member = await payingMember('0.50');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const abandonedBefore = fake.abandoned();
    // A plain socket that the test closes itself, as a browser tab that is closed.
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/ai/chat/stream',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
    });
    request.end(JSON.stringify({ prompt: '幕墙' }));
    const response = await new Promise<IncomingMessage>((resolve) => request.on('response', resolve));
    let seen = '';
    await new Promise<void>((resolve) =>
      response.on('data', (data: Buffer) => {
        seen += data.toString('utf8');
        if (seen.includes('event: answer')) resolve();
      }),
    );
    request.destroy();
    await expect
      .poll(async () => (await chatRows(t, member.id))[0]?.status, { timeout: 5000 })
      .toBe('canceled');
    await expect.poll(() => fake.abandoned(), { timeout: 5000 }).toBe(abandonedBefore + 1);
    expect(await ledgerBalances(t, member.id)).toEqual({ balance: '0.50', entries: '0.50' });
    expect(await entries(member.id)).toHaveLength(3);
  });

  it('one question at a time per member: a second one while the first is answered is refused', async () => {
    next = { kind: 'stream', pieces: ['慢', '慢', '来'], delayMs: 200 };
    const member = await payingMember('1.00');
    const first = t.call('POST', '/api/ai/chat', { body: { prompt: '幕墙' }, token: member.token });
    await expect.poll(async () => (await chatRows(t, member.id)).length).toBe(1);
    const second = await t.call('POST', '/api/ai/chat', { body: { prompt: '插件' }, token: member.token });
    expect(second).toMatchObject({ code: Code.tooMany, msg: '上一个问题还在回答中，请稍候' });
    expect((await first).code).toBe(200);
    expect(await ledgerBalances(t, member.id)).toEqual({ balance: '0.98', entries: '0.98' });
  });

  it('a question left answering by a stopped process is failed by the sweep and given back once', async () => {
    const member = await payingMember('0.10');
    const long = Date.now() - 10 * 60_000;
    const started = await startChatQuestion(
      t.ctx.db,
      { userId: member.id, prompt: '幕墙', provider: 'openai', model: 'fake-model', staleMs: 180_000 },
      new Date(long),
    );
    expect(started.billing).toBe('photons');
    expect(await ledgerBalances(t, member.id)).toEqual({ balance: '0.08', entries: '0.08' });
    expect(await failStaleChatQuestions(t.ctx.db, 180_000)).toBe(1);
    expect(await failStaleChatQuestions(t.ctx.db, 180_000)).toBe(0);
    expect(await ledgerBalances(t, member.id)).toEqual({ balance: '0.10', entries: '0.10' });
    // A stale question does not block the member's next one.
    next = { kind: 'stream', pieces: ['好'] };
    expect(
      (await t.call('POST', '/api/ai/chat', { body: { prompt: '幕墙' }, token: member.token })).code,
    ).toBe(200);
  });

  it('leaves the ledger consistent', async () => {
    expect((await auditWallets(t.ctx.db)).problems).toEqual([]);
  });
});
