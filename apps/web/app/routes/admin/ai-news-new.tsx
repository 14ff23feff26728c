import { AiNewsEditPage } from '../../features/admin/site/ai-news-edit-page.tsx';

export default function Page() {
  return <AiNewsEditPage />;
}
