import { CourseEditPage } from '../../features/admin/catalogue/course-edit-page.tsx';
import type { Route } from './+types/course-edit';

export default function Page({ params }: Route.ComponentProps) {
  return <CourseEditPage key={params.id} id={params.id} />;
}
