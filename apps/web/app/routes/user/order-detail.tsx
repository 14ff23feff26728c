import { OrderDetailPage } from '../../features/commerce/orders/order-detail-page.tsx';
import { pageMeta } from '../../shared/meta.ts';
import type { Route } from './+types/order-detail';

export const meta: Route.MetaFunction = () => pageMeta('订单详情');

export default function Page() {
  return <OrderDetailPage />;
}
