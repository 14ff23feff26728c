import { MyCoursesPage } from '../../features/learning/my-courses/my-courses-page.tsx';
import { pageMeta } from '../../shared/meta.ts';
import type { Route } from './+types/course';

export const meta: Route.MetaFunction = () => pageMeta('我的课程');

/** 我的课程 (001 §2.7); the personal-centre layout already requires a signed-in member. */
export default function Page() {
  return <MyCoursesPage />;
}
