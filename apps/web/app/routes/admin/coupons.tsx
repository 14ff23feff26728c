import { CouponListPage } from '../../features/admin/site/coupon-list-page.tsx';

export default function Page() {
  return <CouponListPage />;
}
