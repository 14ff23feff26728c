import { OrderListPage } from '../../features/admin/finance/order-list-page.tsx';

export default function Page() {
  return <OrderListPage />;
}
