import { commerceCalls, learningCalls, ProductType, type CourseDetail } from '@app/contract/web';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { checkoutHref } from '../../../shared/checkout-href.ts';
import { loginRedirectHref } from '../../../shared/session/guards.ts';
import { useMe } from '../../../shared/session/use-me.ts';
import { mainAction } from './course-rules.ts';
import { updateCourseCache, useRefreshCourse } from './use-course-view.ts';

/**
 * The course page's member actions (000 §4): the main button (join a free course / create the order and
 * go to checkout) and the collect toggle. A guest is sent to login and back first. Refusals show the
 * server's msg as a warning; 4001 is handled by the API client (session cleared, off to /login).
 */
export function useCourseActions(course: CourseDetail | null) {
  const { signedIn } = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const courseId = course?.id ?? 0;
  const refresh = useRefreshCourse(courseId);
  // One flag for the whole action: joining a free course stays pending until the lessons are asked again.
  const [pending, setPending] = useState<'main' | 'collect' | null>(null);
  const freeCourse = useApiMutation(learningCalls.freeCourse, { success: true, refusal: 'warning' });
  const createOrder = useApiMutation(commerceCalls.createOrder, { refusal: 'warning' });
  const collect = useApiMutation(learningCalls.collect, { success: true, refusal: 'warning' });
  const collectCancel = useApiMutation(learningCalls.collectCancel, { success: true, refusal: 'warning' });

  function requireMember(): boolean {
    if (signedIn) return true;
    void navigate(loginRedirectHref(location));
    return false;
  }

  /** '加入学习' (free) or '立即购买' (order first, then /payment with its order_no). */
  async function runMainAction(): Promise<void> {
    if (!course || !requireMember()) return;
    const action = mainAction(course);
    if (action.kind === 'owned') return;
    setPending('main');
    try {
      if (action.kind === 'join-free') {
        const joined = await freeCourse.run({ body: { type: 1, id: courseId } });
        if (!joined.ok) return;
        updateCourseCache(client, courseId, (data) => ({ ...data, course: { ...data.course, purchase: 1 } }));
        await refresh(); // the lessons now carry links
        return;
      }
      const order = await createOrder.run({
        body: { type: ProductType.course, id: courseId, product_extend_type: '' },
      });
      if (order.ok)
        void navigate(checkoutHref(courseId, ProductType.course, { orderNo: order.data.order_no }));
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
      const input = { body: { course_id: courseId } };
      const result = collecting ? await collect.run(input) : await collectCancel.run(input);
      if (!result.ok) return;
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
