import { NewsListPage } from '../../features/admin/site/news-list-page.tsx';

export default function Page() {
  return <NewsListPage />;
}
