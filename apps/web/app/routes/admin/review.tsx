import { ReviewListPage } from '../../features/admin/review/review-list-page.tsx';

export default function Page() {
  return <ReviewListPage />;
}
