// @vitest-environment happy-dom
import {
  commerceCalls,
  courseDetailData,
  learningCalls,
  type Answer,
  type CourseDetail,
  type CourseDetailData,
} from '@app/contract';
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../shared/session/session-store.ts';
import { appHarness } from '../../../shared/testing/app-harness.tsx';
import { fakeApi, type FakeApi } from '../../../shared/testing/fake-api.ts';
import { useCourseActions } from './use-course-actions.ts';
import { useCourseView } from './use-course-view.ts';

const COURSE = 3;
const teacher = { id: 4, avatar: '', name: '李老师', sign: '参数化设计' };

/** The course page's answer as the server gives it to this viewer, parsed by the contract's schema. */
const page = (course: Partial<CourseDetail>): CourseDetailData =>
  courseDetailData.parse({
    course: {
      id: COURSE,
      name: '参数化建模入门',
      images: '',
      explain: '从零开始',
      num: 12,
      collect: 0,
      purchase: 0,
      price: 29.9,
      has_discount: 0,
      discount_price: 0,
      discount_rate: 0,
      market_price: 59,
      author: '李老师',
      created_at: '2025-01-01 12:00:00',
      view_num: 100,
      intro: '<p>简介</p>',
      is_annex: 0,
      annex: [],
      tag_list_info: [],
      ad: { file: '', link: '' },
      type: 'original',
      external_link: '',
      user_id: teacher.id,
      suggest_user: teacher,
      nofans: true,
      ...course,
    },
    details: [],
    user: { id: 9, name: '小光', avatar: '', phone: '13800000000' },
    teachers: [{ ...teacher, nofans: true }],
    task: null,
  });

// The actions' answers (their data are literal types: parsed, they keep them).
const joined = learningCalls.freeCourse.data.parse({ purchase: 1 });
const collected = learningCalls.collect.data.parse({ collect: 1, user_course_id: 31 });
const uncollected = learningCalls.collectCancel.data.parse({ collect: 0 });

let api: FakeApi;
/** What GET /api/courses/3 answers (the server's view of this member's course) from now on. */
let server: Promise<CourseDetailData> | CourseDetailData;
beforeEach(() => {
  // The plain pages' toasts are antd's static message, outside React's tree: cleanup() does not close them,
  // and their 3 s timers would fire after the file's DOM is gone. On a clock that follows real time (so that
  // waitFor works), they are dropped with the fake clock after each test instead.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
  server = page({});
  api.answer(learningCalls.courseDetail, async () => ({ code: 200, msg: '', data: await server }));
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

const signIn = () => saveSession('tok-9', { id: 9, name: '小光', avatar: '', phone: '13800000000' });

/** The course page's two hooks as the page wires them (no antd provider: the course page is plain). */
async function renderCourse() {
  const harness = appHarness({ at: `/coursepage/${COURSE}` });
  const hook = renderHook(
    () => {
      const view = useCourseView(COURSE, 0, { courseId: COURSE, taskParam: 0, data: null });
      return { view, actions: useCourseActions(view.data?.course ?? null) };
    },
    { wrapper: harness.wrapper },
  );
  await waitFor(() => expect(hook.result.current.view.data).not.toBeNull());
  const course = () => hook.result.current.view.data!.course;
  const pageAsks = () => api.sentTo(learningCalls.courseDetail).length;
  return { ...harness, ...hook, course, pageAsks };
}

/**
 * The kind of the toast showing `text`: the course page is plain, so this is antd's static message, loaded on
 * first use (shared/ui/feedback.ts). Those toasts outlive a test (their leave animation never ends in
 * happy-dom), so every test toasts a text of its own.
 */
async function toastKind(text: string): Promise<string | undefined> {
  const shown = await screen.findByText(text);
  return shown
    .closest('.ant-message-notice')
    ?.className.match(/ant-message-notice-(success|error|warning)/)?.[1];
}

/** An answer the test gives when it chooses. */
function later<T>() {
  let give!: (answer: T) => void;
  return { promise: new Promise<T>((resolve) => (give = resolve)), give };
}

describe('useCourseActions (立即购买 / 加入学习 / 收藏)', () => {
  it('a guest is sent to login and back first, and nothing is asked', async () => {
    const { result, location } = await renderCourse();

    await act(() => result.current.actions.runMainAction());
    expect(location()).toBe('/login?redirect=%2Fcoursepage%2F3');
    await act(() => result.current.actions.toggleCollect());

    expect(api.sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('立即购买 creates the order, then opens the checkout with its order_no', async () => {
    signIn();
    const order = later<Answer<{ order_no: string }>>();
    api.answer(commerceCalls.createOrder, () => order.promise);
    const { result, location } = await renderCourse();

    let done!: Promise<void>;
    act(() => void (done = result.current.actions.runMainAction()));
    await waitFor(() => expect(api.sentTo(commerceCalls.createOrder)).toHaveLength(1));
    expect(result.current.actions.pending).toBe('main');
    order.give({ code: 200, msg: '', data: { order_no: 'G20250101120000001' } });
    await act(() => done);

    expect(api.sentTo(commerceCalls.createOrder)[0]?.body).toEqual({
      type: 1,
      id: COURSE,
      product_extend_type: '',
    });
    expect(location()).toBe('/payment?product_id=3&product_type=1&order_no=G20250101120000001');
    expect(result.current.actions.pending).toBeNull();
  });

  it('a refused order shows its msg as a warning and stays', async () => {
    signIn();
    api.answer(commerceCalls.createOrder, () => ({
      code: 4009,
      msg: '您已购买过该课程，无需重复购买',
      data: null,
    }));
    const { result, location } = await renderCourse();

    await act(() => result.current.actions.runMainAction());

    expect(await toastKind('您已购买过该课程，无需重复购买')).toBe('warning');
    expect(location()).toBe('/coursepage/3');
    expect(result.current.actions.pending).toBeNull();
  });

  it("加入学习 joins a free course: '加入学习成功', joined at once, pending until the page is asked again", async () => {
    signIn();
    server = page({ price: 0, market_price: 0 });
    api.answer(learningCalls.freeCourse, () => ({ code: 200, msg: '加入学习成功', data: joined }));
    const { result, course, pageAsks } = await renderCourse();
    const again = later<CourseDetailData>();
    server = again.promise;

    let done!: Promise<void>;
    act(() => void (done = result.current.actions.runMainAction()));
    await waitFor(() => expect(pageAsks()).toBe(2)); // the lessons now carry links: asked again

    expect(api.sentTo(learningCalls.freeCourse)[0]?.body).toEqual({ type: 1, id: COURSE });
    expect(await toastKind('加入学习成功')).toBe('success');
    await waitFor(() => expect(course().purchase).toBe(1)); // before the new answer arrives
    expect(result.current.actions.pending).toBe('main');
    again.give(page({ price: 0, market_price: 0, purchase: 1 }));
    await act(() => done);
    expect(result.current.actions.pending).toBeNull();
  });

  it('an owned course has no main action', async () => {
    signIn();
    server = page({ purchase: 1 });
    const { result } = await renderCourse();

    await act(() => result.current.actions.runMainAction());

    expect(api.sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it("收藏 then 已收藏: '收藏成功' and '已取消收藏', the page updated without asking again", async () => {
    signIn();
    api.answer(learningCalls.collect, () => ({
      code: 200,
      msg: '收藏成功',
      data: collected,
    }));
    api.answer(learningCalls.collectCancel, () => ({ code: 200, msg: '已取消收藏', data: uncollected }));
    const { result, course, pageAsks } = await renderCourse();

    await act(() => result.current.actions.toggleCollect());
    expect(api.sentTo(learningCalls.collect)[0]?.body).toEqual({ course_id: COURSE });
    expect(await toastKind('收藏成功')).toBe('success');
    await waitFor(() => expect(course().collect).toBe(1));

    await act(() => result.current.actions.toggleCollect());
    expect(api.sentTo(learningCalls.collectCancel)[0]?.body).toEqual({ course_id: COURSE });
    expect(await toastKind('已取消收藏')).toBe('success');
    await waitFor(() => expect(course().collect).toBe(0));
    expect(pageAsks()).toBe(1);
    expect(result.current.actions.pending).toBeNull();
  });

  it('a refused 收藏 shows its msg as a warning and changes nothing', async () => {
    signIn();
    api.answer(learningCalls.collect, () => ({ code: 4004, msg: '课程不存在或已下架', data: null }));
    const { result, course } = await renderCourse();

    await act(() => result.current.actions.toggleCollect());

    expect(await toastKind('课程不存在或已下架')).toBe('warning');
    expect(course().collect).toBe(0);
  });

  it('after following the teacher, the teacher card and the list agree', async () => {
    signIn();
    const { result } = await renderCourse();

    act(() => result.current.actions.markFollowed(teacher.id));

    // The cache tells its observers on the next tick (TanStack Query batches notifications).
    await waitFor(() => expect(result.current.view.data?.course.nofans).toBe(false));
    expect(result.current.view.data?.teachers).toEqual([{ ...teacher, nofans: false }]);
  });
});
