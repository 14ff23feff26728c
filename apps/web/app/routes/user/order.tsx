import { OrderListPage } from '../../features/commerce/orders/order-list-page.tsx';
import { pageMeta } from '../../shared/meta.ts';
import type { Route } from './+types/order';

export const meta: Route.MetaFunction = () => pageMeta('我的订单');

export default function Page() {
  return <OrderListPage />;
}
