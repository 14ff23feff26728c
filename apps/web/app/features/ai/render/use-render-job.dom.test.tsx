// @vitest-environment happy-dom
import { aiCalls, aiRenderCalls, renderProgress, type Answer, type RenderProgress } from '@app/contract';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appHarness } from '../../../shared/testing/app-harness.tsx';
import { fakeApi, type FakeApi } from '../../../shared/testing/fake-api.ts';
import { useRenderJob } from './use-render-job.ts';

/** One poll answer of job 7, parsed by the contract's schema (a contract change breaks the fixture). */
const job = (change: Partial<RenderProgress>): RenderProgress =>
  renderProgress.parse({
    img: '',
    tasks: 0,
    id: 7,
    state: 'queued',
    vip: false,
    error: '',
    url: '',
    download: '',
    ...change,
  });
const queued = job({ tasks: 2 });
const running = job({ state: 'running' });
const done = job({
  state: 'succeeded',
  img: 'data:image/png;base64,iVBORw0KGgo=',
  url: '/media/render/7.png?sig=1',
  download: '/media/render/7.png?sig=1&download=1',
});
const failed = job({ state: 'failed', error: '生成失败，请稍后再试~' });

// What a finished job makes stale (the balance, the free uses, the history) and a read it leaves alone.
const STALE = [aiCalls.balance.path, aiCalls.vipStatus.path, aiRenderCalls.history.path];
const UNRELATED = '/api/ai/render_style';

let api: FakeApi;
/** The poll answers still to give, in order; a poll beyond them is a test failure. */
let polls: Array<Answer<RenderProgress | null> | Promise<Answer<RenderProgress | null>>>;
beforeEach(() => {
  vi.useFakeTimers();
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
  polls = [];
  api.answer(aiRenderCalls.task, () => polls.shift() ?? { code: 5000, msg: 'unexpected poll', data: null });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  expect(api.problems).toEqual([]);
});

function renderJob() {
  const harness = appHarness({ at: '/ai/render' });
  for (const key of [...STALE, UNRELATED]) harness.queryClient.setQueryData([key], {});
  const hook = renderHook(() => useRenderJob(), { wrapper: harness.wrapper });
  const invalidated = () =>
    [...STALE, UNRELATED].filter((key) => harness.queryClient.getQueryState([key])?.isInvalidated);
  return { ...hook, invalidated };
}

/** Lets `ms` of (fake) time pass, and the polls it fires be answered. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const pollsSent = () => api.sentTo(aiRenderCalls.task).length;

describe('useRenderJob (polling a render job every 20 s)', () => {
  it('follows queued → running → done, then stops and refreshes the balance, free uses and history', async () => {
    polls.push({ code: 200, msg: '', data: running }, { code: 200, msg: '', data: done });
    const { result, invalidated } = renderJob();

    act(() => result.current.follow(queued));
    expect(result.current.view).toEqual({ phase: 'waiting', job: queued, requests: 0 });

    await wait(19_999);
    expect(pollsSent()).toBe(0);
    await wait(1);
    expect(api.sentTo(aiRenderCalls.task).map((r) => r.url)).toEqual(['/api/ai/generate/7']);
    expect(result.current.view).toEqual({ phase: 'waiting', job: running, requests: 1 });
    expect(invalidated()).toEqual([]);

    await wait(20_000);
    expect(result.current.view).toEqual({ phase: 'done', job: done, requests: 2 });
    expect(invalidated()).toEqual(STALE);

    await wait(200_000);
    expect(pollsSent()).toBe(2);
  });

  it('a failed job ends the waiting with its reason and stops polling', async () => {
    polls.push({ code: 200, msg: '', data: running }, { code: 200, msg: '', data: failed });
    const { result, invalidated } = renderJob();

    act(() => result.current.follow(queued));
    await wait(40_000);

    expect(result.current.view.phase).toBe('ended');
    expect(result.current.view.job?.error).toBe('生成失败，请稍后再试~');
    expect(invalidated()).toEqual(STALE);
    await wait(200_000);
    expect(pollsSent()).toBe(2);
  });

  it('a refused poll counts as sent and the polling goes on', async () => {
    polls.push(
      { code: 5000, msg: '服务器开小差了，请稍后再试', data: null },
      { code: 200, msg: '', data: done },
    );
    const { result } = renderJob();

    act(() => result.current.follow(queued));
    await wait(20_000);
    expect(result.current.view).toEqual({ phase: 'waiting', job: queued, requests: 1 });

    await wait(20_000);
    expect(result.current.view).toEqual({ phase: 'done', job: done, requests: 2 });
  });

  it('after 10 polls the job goes on in the background and the polling stops', async () => {
    for (let i = 0; i < 10; i += 1) polls.push({ code: 200, msg: '', data: queued });
    const { result } = renderJob();

    act(() => result.current.follow(queued));
    await wait(9 * 20_000);
    expect(result.current.view).toMatchObject({ phase: 'waiting', requests: 9 });
    await wait(20_000);
    expect(result.current.view).toEqual({ phase: 'backgrounded', job: queued, requests: 10 });

    await wait(200_000);
    expect(pollsSent()).toBe(10);
  });

  it('leaving the page stops the polling', async () => {
    polls.push({ code: 200, msg: '', data: running });
    const { result, unmount } = renderJob();

    act(() => result.current.follow(queued));
    await wait(20_000);
    unmount();
    await wait(200_000);

    expect(pollsSent()).toBe(1);
  });

  it('an answer arriving after the page was left is dropped and nothing more is asked', async () => {
    let answer!: (value: Answer<RenderProgress>) => void;
    polls.push(new Promise((resolve) => (answer = resolve)));
    const { result, unmount } = renderJob();

    act(() => result.current.follow(queued));
    await wait(20_000); // the poll is on its way
    unmount();
    answer({ code: 200, msg: '', data: running });
    await wait(200_000);

    expect(pollsSent()).toBe(1);
  });

  it('following another job stops following the first', async () => {
    const other = job({ id: 8, tasks: 1 });
    polls.push({ code: 200, msg: '', data: { ...running, id: 8 } });
    const { result } = renderJob();

    act(() => result.current.follow(queued));
    await wait(10_000);
    act(() => result.current.follow(other));
    await wait(20_000);

    expect(api.sentTo(aiRenderCalls.task).map((r) => r.url)).toEqual(['/api/ai/generate/8']);
    expect(result.current.view).toMatchObject({ phase: 'waiting', requests: 1, job: { id: 8 } });
  });

  it('a job reopened from the history that has ended is shown without polling', async () => {
    const { result } = renderJob();

    act(() => result.current.follow(done));
    expect(result.current.view).toEqual({ phase: 'done', job: done, requests: 0 });
    await wait(200_000);

    expect(pollsSent()).toBe(0);
  });
});
