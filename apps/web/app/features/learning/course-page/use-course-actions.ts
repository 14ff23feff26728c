import { Code, commerceCalls, learningCalls, ProductType, type CourseDetail } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { callApi } from '../../../shared/api/client.ts';
import { checkoutHref } from '../../../shared/checkout-href.ts';
import { loginRedirectHref } from '../../../shared/session/guards.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { mainAction } from './course-rules.ts';
import { updateCourseCache, useRefreshCourse } from './use-course-view.ts';

/**
 * The course page's member actions (000 §4): the main button (join a free course / create the order and
 * go to checkout) and the collect toggle. A guest is sent to login and back first. Refusals show the
 * server's msg; 4001 is handled by the API client.
 */
export function useCourseActions(course: CourseDetail | null) {
  const { message } = App.useApp();
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const courseId = course?.id ?? 0;
  const refresh = useRefreshCourse(courseId);
  const [pending, setPending] = useState<'main' | 'collect' | null>(null);

  function requireMember(): boolean {
    if (signedIn) return true;
    void navigate(loginRedirectHref(location));
    return false;
  }
  function warn(answer: { code: number; msg: string }) {
    if (answer.code !== Code.unauthenticated) void message.warning(answer.msg);
  }

  /** '加入学习' (free) or '立即购买' (order first, then /payment with its order_no). */
  async function runMainAction(): Promise<void> {
    if (!course || !requireMember()) return;
    const action = mainAction(course);
    if (action.kind === 'owned') return;
    setPending('main');
    try {
      if (action.kind === 'join-free') {
        const answer = await callApi(learningCalls.freeCourse, { body: { type: 1, id: courseId } });
        if (answer.code !== Code.ok) return warn(answer);
        void message.success(answer.msg);
        updateCourseCache(client, courseId, (data) => ({ ...data, course: { ...data.course, purchase: 1 } }));
        await refresh(); // the lessons now carry links
        return;
      }
      const answer = await callApi(commerceCalls.createOrder, {
        body: { type: ProductType.course, id: courseId, product_extend_type: '' },
      });
      if (answer.code !== Code.ok) return warn(answer);
      void navigate(checkoutHref(courseId, ProductType.course, { orderNo: answer.data.order_no }));
    } finally {
      setPending(null);
    }
  }

  /** 收藏 / 已收藏 (000 §4: collecting sets collect = 1; cancelling uses course_id, 001 §7). */
  async function toggleCollect(): Promise<void> {
    if (!course || !requireMember()) return;
    setPending('collect');
    try {
      const collecting = course.collect !== 1;
      const answer = collecting
        ? await callApi(learningCalls.collect, { body: { course_id: courseId } })
        : await callApi(learningCalls.collectCancel, { body: { course_id: courseId } });
      if (answer.code !== Code.ok) return warn(answer);
      void message.success(answer.msg);
      updateCourseCache(client, courseId, (data) => ({
        ...data,
        course: { ...data.course, collect: collecting ? 1 : 0 },
      }));
    } finally {
      setPending(null);
    }
  }

  /** After a follow through the shared follow control: the teacher card and the list agree. */
  function markFollowed(userId: number): void {
    updateCourseCache(client, courseId, (data) => ({
      ...data,
      course: data.course.suggest_user?.id === userId ? { ...data.course, nofans: false } : data.course,
      teachers: data.teachers.map((teacher) =>
        teacher.id === userId ? { ...teacher, nofans: false } : teacher,
      ),
    }));
  }

  return { runMainAction, toggleCollect, markFollowed, pending };
}
