import { AiNewsListPage } from '../../features/admin/site/ai-news-list-page.tsx';

export default function Page() {
  return <AiNewsListPage />;
}
