import { AI_CHAT_STREAM_PATH, aiChatCalls, type ChatStreamEvent } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventStream, fakeApi, type FakeApi } from '../../../shared/testing/fake-api.ts';
import { streamChat } from './chat-stream-client.ts';

/** The streaming variant of POST /api/ai/chat: the same body and, for a refusal, the same JSON answer. */
const STREAM = { ...aiChatCalls.chat, path: AI_CHAT_STREAM_PATH };

// The events of one answer, typed by the contract's ChatStreamEvent.
const answer: ChatStreamEvent[] = [
  { event: 'meta', data: { label: '站内资料检索（未接入大模型）', model: false, billing: 'free' } },
  { event: 'answer', data: { html: '<p>光子</p>' } },
  { event: 'answer', data: { html: '<p>光子设计：参数化</p>' } },
  { event: 'done', data: { html: '<p>光子设计：参数化设计平台</p>' } },
];
const linkError: ChatStreamEvent = { event: 'error', data: { msg: '链接错误', code: 5003 } };

let api: FakeApi;
let stream: ReturnType<typeof eventStream<ChatStreamEvent>>;
beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
  api.respond(STREAM, (request) => {
    stream = eventStream<ChatStreamEvent>(request.signal);
    return stream.response;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  expect(api.problems).toEqual([]);
});

/** Asks through streamChat, recording what it hands over. */
function ask(prompt = '光子设计是什么？') {
  const events: ChatStreamEvent[] = [];
  const refusals: { code: number; msg: string }[] = [];
  const controller = new AbortController();
  const done = streamChat(
    prompt,
    { onEvent: (event) => events.push(event), onRefused: (refusal) => refusals.push(refusal) },
    controller.signal,
  );
  return { events, refusals, done, abort: () => controller.abort() };
}

/** Lets the stream's pieces travel through fetch's body, the decoder and the parser. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('streamChat (the answer as server-sent events)', () => {
  // In one piece several events arrive together; every 5 bytes, events, lines and the UTF-8 of Chinese
  // characters arrive cut.
  it.each([
    ['in one piece', Infinity],
    ['every 5 bytes', 5],
  ])('hands the events over in order, the bytes arriving %s', async (_, size) => {
    const chat = ask();
    await settle();
    expect(api.sentTo(STREAM)[0]?.body).toEqual({ prompt: '光子设计是什么？' });

    const bytes = new TextEncoder().encode(': answer\n\n' + answer.map(stream.frame).join(''));
    for (let at = 0; at < bytes.length; at += size) stream.bytes(bytes.slice(at, at + size));
    stream.end();
    await chat.done;

    expect(chat.events).toEqual(answer);
    expect(chat.refusals).toEqual([]);
  });

  it('hands each event over as it arrives, before the answer ends', async () => {
    const chat = ask();
    await settle();
    stream.send(answer[0]!);
    stream.send(answer[1]!);
    await settle();
    expect(chat.events).toEqual(answer.slice(0, 2));
    stream.write(stream.frame(answer[2]!).slice(0, 12)); // half an event: nothing yet
    await settle();
    expect(chat.events).toHaveLength(2);
    stream.write(stream.frame(answer[2]!).slice(12));
    await settle();
    expect(chat.events).toEqual(answer.slice(0, 3));
    stream.send(answer[3]!);
    stream.end();
    await chat.done;
    expect(chat.events).toEqual(answer);
  });

  it("a refusal before the answer (JSON) goes to onRefused: '光子不足，请充值'", async () => {
    api.answer(STREAM, () => ({ code: 4423, msg: '光子不足，请充值', data: null }));
    const chat = ask();
    await chat.done;

    expect(chat.refusals).toEqual([{ code: 4423, msg: '光子不足，请充值' }]);
    expect(chat.events).toEqual([]);
  });

  it("the server's error event ends the answer, with no '链接错误' after it", async () => {
    const failed: ChatStreamEvent = {
      event: 'error',
      data: { msg: 'AI 回答中断，请重试，本次免费次数已退回', code: 5003 },
    };
    const chat = ask();
    await settle();
    stream.send(answer[0]!);
    stream.send(answer[1]!);
    stream.send(failed);
    stream.end();
    await chat.done;

    expect(chat.events).toEqual([answer[0], answer[1], failed]);
  });

  it("a stream that breaks off mid-answer ends with '链接错误'", async () => {
    const chat = ask();
    await settle();
    stream.send(answer[0]!);
    stream.send(answer[1]!);
    await settle();
    stream.fail();
    await chat.done;

    expect(chat.events).toEqual([answer[0], answer[1], linkError]);
  });

  it("a stream the server closes without 'done' ends with '链接错误'", async () => {
    const chat = ask();
    await settle();
    stream.send(answer[0]!);
    stream.end();
    await chat.done;

    expect(chat.events).toEqual([answer[0], linkError]);
  });

  it("a network failure before the answer says '链接错误'", async () => {
    api.respond(STREAM, () => {
      throw new TypeError('Failed to fetch');
    });
    const chat = ask();
    await chat.done;

    expect(chat.events).toEqual([linkError]);
  });

  it('aborting mid-answer (the page closes) ends it quietly', async () => {
    const chat = ask();
    await settle();
    stream.send(answer[0]!);
    stream.send(answer[1]!);
    await settle();
    chat.abort();
    await chat.done;

    expect(api.sentTo(STREAM)[0]?.signal?.aborted).toBe(true);
    expect(chat.events).toEqual(answer.slice(0, 2));
  });

  it('aborting before the answer began ends it quietly too', async () => {
    const chat = ask();
    chat.abort();
    await chat.done;

    expect(chat.events).toEqual([]);
    expect(chat.refusals).toEqual([]);
  });
});
