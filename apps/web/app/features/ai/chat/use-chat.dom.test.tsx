// @vitest-environment happy-dom
import { AI_CHAT_STREAM_PATH, aiCalls, aiChatCalls, type ChatStreamEvent } from '@app/contract';
import { act, cleanup, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../shared/session/session-store.ts';
import { appHarness } from '../../../shared/testing/app-harness.tsx';
import { eventStream, fakeApi, type FakeApi } from '../../../shared/testing/fake-api.ts';
import { useChat, type LiveAnswer } from './use-chat.ts';

/** The streaming variant of POST /api/ai/chat: the same body and, for a refusal, the same JSON answer. */
const STREAM = { ...aiChatCalls.chat, path: AI_CHAT_STREAM_PATH };
const MEMBER = 9;
const meta: ChatStreamEvent = {
  event: 'meta',
  data: { label: '站内资料检索（未接入大模型）', model: false, billing: 'photons' },
};
const html = (text: string) => ({ html: `<p>${text}</p>` });

let api: FakeApi;
let stream: ReturnType<typeof eventStream<ChatStreamEvent>>;
beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
  api.respond(STREAM, (request) => {
    stream = eventStream<ChatStreamEvent>(request.signal);
    return stream.response;
  });
  saveSession('tok-9', { id: MEMBER, name: '小光', avatar: '', phone: null });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // The session store keeps what it last read: clearing storage alone would leave the next test signed in.
  clearSession();
  localStorage.clear();
  expect(api.problems).toEqual([]);
});

/** The chat page's hook inside the AI area's AntdScope; `shown` is every answer state the page rendered. */
function renderChat() {
  const harness = appHarness({ at: '/ai/chat', antd: true });
  for (const call of [aiCalls.vipStatus, aiCalls.balance, aiCalls.news])
    harness.queryClient.setQueryData([call.path], {});
  const shown: (LiveAnswer | null)[] = [];
  const hook = renderHook(
    () => {
      const chat = useChat(MEMBER);
      if (chat.live !== shown.at(-1)) shown.push(chat.live);
      return chat;
    },
    { wrapper: harness.wrapper },
  );
  const stale = () =>
    [aiCalls.vipStatus, aiCalls.balance, aiCalls.news]
      .filter((call) => harness.queryClient.getQueryState([call.path])?.isInvalidated)
      .map((call) => call.path);
  return { ...harness, ...hook, shown, stale };
}

/** Lets what the stream delivered reach the hook's state. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('useChat (the AI conversation)', () => {
  it('types the answer as it streams, in order, then keeps it after the question', async () => {
    const { result, shown, stale } = renderChat();
    let asked!: Promise<void>;
    act(() => void (asked = result.current.ask('怎么做参数化建模？')));
    expect(result.current.messages.map((m) => [m.isQuestion, m.text])).toEqual([
      [true, '怎么做参数化建模？'],
    ]);
    expect(result.current.sending).toBe(true);

    await settle();
    const [request] = api.sentTo(STREAM);
    expect(request?.body).toEqual({ prompt: '怎么做参数化建模？' });
    expect(request?.headers.get('authorization')).toBe('Bearer tok-9');
    stream.write(': answer\n\n');
    stream.send(meta);
    await settle();
    expect(result.current.sending).toBe(false);
    expect(result.current.live).toEqual({ html: '', complete: false, failed: false });

    stream.send({ event: 'answer', data: html('参数化') });
    await settle();
    const cut = stream.frame({ event: 'answer', data: html('参数化建模：先定规则') });
    stream.write(cut.slice(0, 20));
    await settle();
    expect(result.current.live?.html).toBe('<p>参数化</p>'); // half an event shows nothing new
    stream.write(cut.slice(20));
    await settle();
    stream.send({ event: 'done', data: html('参数化建模：先定规则，再生成形体。') });
    stream.end();
    await act(() => asked);

    expect(shown).toEqual([
      null,
      { html: '', complete: false, failed: false },
      { html: '<p>参数化</p>', complete: false, failed: false },
      { html: '<p>参数化建模：先定规则</p>', complete: false, failed: false },
      { html: '<p>参数化建模：先定规则，再生成形体。</p>', complete: true, failed: false },
    ]);
    expect(result.current.busy).toBe(true); // until the typing effect ends
    // The free uses and the balance as the server now counts them.
    expect(stale()).toEqual([aiCalls.vipStatus.path, aiCalls.balance.path]);

    act(() => result.current.typed());
    expect(result.current.live).toBeNull();
    expect(result.current.busy).toBe(false);
    const conversation = result.current.messages.map((m) => [m.isQuestion, m.text, m.failed]);
    expect(conversation).toEqual([
      [true, '怎么做参数化建模？', undefined],
      [false, '<p>参数化建模：先定规则，再生成形体。</p>', false],
    ]);
    // Kept for this member in this browser.
    const kept = JSON.parse(localStorage.getItem(`aiChat:${MEMBER}`) ?? '[]') as { text: string }[];
    expect(kept.map((m) => m.text)).toEqual(conversation.map(([, text]) => text));
  });

  it('an error mid-stream replaces the answer with its message, escaped, as a failed answer', async () => {
    const { result } = renderChat();
    let asked!: Promise<void>;
    act(() => void (asked = result.current.ask('渲染参数怎么调？')));
    await settle();
    stream.send(meta);
    stream.send({ event: 'answer', data: html('先看') });
    await settle();
    expect(result.current.live?.html).toBe('<p>先看</p>');
    stream.send({
      event: 'error',
      data: { msg: 'AI 回答中断，请重试，本次消耗的光子已退回 <重试>', code: 5003 },
    });
    stream.end();
    await act(() => asked);

    expect(result.current.live).toEqual({
      html: '<p>AI 回答中断，请重试，本次消耗的光子已退回 &lt;重试&gt;</p>',
      complete: true,
      failed: true,
    });
    act(() => result.current.typed());
    expect(result.current.messages.at(-1)).toMatchObject({ isQuestion: false, failed: true });
  });

  it("a connection lost mid-stream answers '链接错误'", async () => {
    const { result } = renderChat();
    let asked!: Promise<void>;
    act(() => void (asked = result.current.ask('渲染参数怎么调？')));
    await settle();
    stream.send(meta);
    stream.send({ event: 'answer', data: html('先看') });
    await settle();
    stream.fail();
    await act(() => asked);

    expect(result.current.live).toEqual({ html: '<p>链接错误</p>', complete: true, failed: true });
  });

  it("too few 光子: '光子不足，请充值' as the answer and a warning, the recharge page 2 s later", async () => {
    api.answer(STREAM, () => ({ code: 4423, msg: '光子不足，请充值', data: null }));
    vi.useFakeTimers(); // the 2 s wait
    const { result, location } = renderChat();

    await act(() => result.current.ask('渲染参数怎么调？'));

    expect(result.current.live).toEqual({ html: '<p>光子不足，请充值</p>', complete: true, failed: true });
    expect(result.current.sending).toBe(false);
    const toast = screen.getByText('光子不足，请充值');
    expect(toast.closest('.ant-message-notice')?.className).toContain('ant-message-notice-warning');

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(location()).toBe('/ai/chat');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(location()).toBe('/user/integral?back=%2Fai%2Fchat');
  });

  it('4001 signs out, withdraws the question and opens /login back to the chat', async () => {
    api.answer(STREAM, () => ({ code: 4001, msg: '请先登录', data: null }));
    const { result, location } = renderChat();

    await act(() => result.current.ask('渲染参数怎么调？'));

    expect(localStorage.getItem('Authorization')).toBeNull();
    expect(result.current.messages).toEqual([]);
    expect(result.current.live).toBeNull();
    expect(location()).toBe('/login?redirect=%2Fai%2Fchat');
  });

  it('leaving the page aborts the answer on its way', async () => {
    const { result, unmount } = renderChat();
    let asked!: Promise<void>;
    act(() => void (asked = result.current.ask('渲染参数怎么调？')));
    await settle();
    stream.send(meta);
    await settle();

    unmount();
    await asked;

    expect(api.sentTo(STREAM)[0]?.signal?.aborted).toBe(true);
  });
});
