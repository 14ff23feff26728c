import { NewsEditPage } from '../../features/admin/site/news-edit-page.tsx';
import type { Route } from './+types/news-edit';

export default function Page({ params }: Route.ComponentProps) {
  return <NewsEditPage key={params.id} id={params.id} />;
}
