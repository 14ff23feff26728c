import { GoodsListPage } from '../../features/admin/goods/goods-list-page.tsx';

export default function Page() {
  return <GoodsListPage />;
}
