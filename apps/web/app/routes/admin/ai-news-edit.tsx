import { AiNewsEditPage } from '../../features/admin/site/ai-news-edit-page.tsx';
import type { Route } from './+types/ai-news-edit';

export default function Page({ params }: Route.ComponentProps) {
  return <AiNewsEditPage key={params.id} id={params.id} />;
}
