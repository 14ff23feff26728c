import { GoodsListPage } from '../../features/admin/products/goods-list-page.tsx';

export default function Page() {
  return <GoodsListPage />;
}
