import { useSearchParams } from 'react-router';
import { UploadPage } from '../../features/creator/upload-page.tsx';
import { MyCoursesPage } from '../../features/learning/my-courses/my-courses-page.tsx';
import { pageMeta } from '../../shared/meta.ts';
import type { Route } from './+types/course';

export const meta: Route.MetaFunction = () => pageMeta('我的课程');

/**
 * 我的课程 (001 §2.7); the personal-centre layout already requires a signed-in member. ?type=upload is the
 * creator's 我的上传 tab (the creator feature), the other tabs are learning's.
 */
export default function Page() {
  const [search] = useSearchParams();
  return search.get('type') === 'upload' ? <UploadPage /> : <MyCoursesPage />;
}
