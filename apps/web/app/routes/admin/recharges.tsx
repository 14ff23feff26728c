import { RechargeListPage } from '../../features/admin/finance/recharge-list-page.tsx';

export default function Page() {
  return <RechargeListPage />;
}
