import { OrderDetailPage } from '../../features/admin/finance/order-detail-page.tsx';
import type { Route } from './+types/vip-order-detail';

export default function Page({ params }: Route.ComponentProps) {
  return <OrderDetailPage key={params.id} id={params.id} kind="vip" />;
}
