import { NewsEditPage } from '../../features/admin/site/news-edit-page.tsx';

export default function Page() {
  return <NewsEditPage />;
}
