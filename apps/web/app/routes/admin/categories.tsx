import { CategoryPage } from '../../features/admin/catalogue/category-page.tsx';

export default function Page() {
  return <CategoryPage />;
}
