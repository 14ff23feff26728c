import { CourseListPage } from '../../features/admin/catalogue/course-list-page.tsx';

export default function Page() {
  return <CourseListPage />;
}
