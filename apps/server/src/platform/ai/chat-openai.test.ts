// api pass: PostgreSQL only — opens no database, so one pass is enough (PostgreSQL's, which counts it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeChatServer, type FakeChatReply } from './chat-fake-server.ts';
import { createOpenAiChatProvider } from './chat-openai.ts';
import { ChatProviderError, type ChatEvent, type ChatPassage } from './chat-provider.ts';

/** The OpenAI-compatible adapter against a loopback fake that streams SSE chunks (usage chunk, [DONE]). */
let next: FakeChatReply = { kind: 'stream', pieces: [] };
let fake: Awaited<ReturnType<typeof startFakeChatServer>>;
beforeAll(async () => {
  fake = await startFakeChatServer(() => next);
});
afterAll(() => fake.close());

const provider = (idleMs = 2000) =>
  createOpenAiChatProvider({
    baseUrl: `${fake.baseUrl}/`,
    apiKey: 'sk-test',
    model: 'qwen2.5:7b',
    timeoutMs: 5000,
    idleMs,
    maxTokens: 256,
  });
const passage: ChatPassage = {
  title: 'MeshOpt 网格优化工具',
  url: '/plug/7',
  source: '插件',
  text: '一键修复破面。',
};

async function collect(reply: FakeChatReply, signal = new AbortController().signal, idleMs?: number) {
  next = reply;
  const events: ChatEvent[] = [];
  for await (const event of provider(idleMs).answer({
    question: '破面怎么修？',
    passages: [passage],
    signal,
  }))
    events.push(event);
  return events;
}

async function failure(reply: FakeChatReply, signal?: AbortSignal, idleMs?: number) {
  try {
    await collect(reply, signal, idleMs);
  } catch (error) {
    expect(error).toBeInstanceOf(ChatProviderError);
    return (error as ChatProviderError).kind;
  }
  throw new Error('expected the answer to fail');
}

describe('OpenAI-compatible chat provider', () => {
  it('streams the text pieces and the usage chunk up to [DONE]; sends model, key, stream options and the passages', async () => {
    const events = await collect({ kind: 'stream', pieces: ['先', '修复', '破面。'] });
    expect(events).toEqual([
      { type: 'text', text: '先' },
      { type: 'text', text: '修复' },
      { type: 'text', text: '破面。' },
      { type: 'usage', usage: { promptTokens: 120, completionTokens: 30, totalTokens: 150 } },
    ]);
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.body).toMatchObject({
      model: 'qwen2.5:7b',
      stream: true,
      stream_options: { include_usage: true },
      max_tokens: 256,
    });
    const [system, user] = request.body.messages!;
    expect(system!.content).toContain('[1] 插件「MeshOpt 网格优化工具」 链接：/plug/7');
    expect(user).toEqual({ role: 'user', content: '破面怎么修？' });
  });

  it('reads a server that answers a whole JSON completion instead of a stream', async () => {
    expect(await collect({ kind: 'json', text: '整段回答' })).toEqual([
      { type: 'text', text: '整段回答' },
      { type: 'usage', usage: { promptTokens: 11, completionTokens: 7, totalTokens: 18 } },
    ]);
  });

  it('accepts a finished stream that closes without [DONE]', async () => {
    const events = await collect({ kind: 'stream', pieces: ['好'], done: false, usage: false });
    expect(events).toEqual([{ type: 'text', text: '好' }]);
  });

  it('maps HTTP errors to failure kinds', async () => {
    expect(await failure({ kind: 'status', status: 401, message: 'bad key' })).toBe('config');
    expect(await failure({ kind: 'status', status: 404, message: 'model not found' })).toBe('config');
    expect(await failure({ kind: 'status', status: 429, message: 'slow down' })).toBe('busy');
    expect(
      await failure({
        kind: 'status',
        status: 400,
        message: "This model's maximum context length is 4096 tokens",
      }),
    ).toBe('tooLong');
    expect(await failure({ kind: 'status', status: 500, message: 'boom' })).toBe('unavailable');
    expect(await failure({ kind: 'status', status: 503, message: 'loading' })).toBe('unavailable');
  });

  it('fails a stream that dies midway, and a filtered answer', async () => {
    expect(await failure({ kind: 'die', pieces: ['一半'] })).toBe('interrupted');
    expect(await failure({ kind: 'stream', pieces: ['x'], finish: 'content_filter' })).toBe('refused');
  });

  it('gives up on a silent backend after the idle timeout and hangs up on it', async () => {
    const before = fake.abandoned();
    const started = Date.now();
    expect(await failure({ kind: 'silent' }, undefined, 300)).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
    await expect.poll(() => fake.abandoned()).toBe(before + 1);
  });

  it('cancels when the asker goes away: the backend connection is closed', async () => {
    const before = fake.abandoned();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 150);
    expect(
      await failure({ kind: 'stream', pieces: ['a', 'b', 'c', 'd'], delayMs: 100 }, controller.signal),
    ).toBe('canceled');
    await expect.poll(() => fake.abandoned()).toBe(before + 1);
  });

  it('cannot reach a backend that is not there', async () => {
    const gone = createOpenAiChatProvider({
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'm',
      timeoutMs: 2000,
      idleMs: 2000,
      maxTokens: 10,
    });
    const events = gone.answer({ question: 'q', passages: [], signal: new AbortController().signal });
    await expect(events[Symbol.asyncIterator]().next()).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
