import { GoodsEditPage } from '../../features/admin/products/goods-edit-page.tsx';
import type { Route } from './+types/goods-edit';

export default function Page({ params }: Route.ComponentProps) {
  return <GoodsEditPage key={params.id} id={params.id} />;
}
