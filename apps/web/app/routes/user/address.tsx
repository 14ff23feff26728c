import { AddressPage } from '../../features/commerce/address/address-page.tsx';
import { pageMeta } from '../../shared/meta.ts';
import type { Route } from './+types/address';

export const meta: Route.MetaFunction = () => pageMeta('收货地址');

export default function Page() {
  return <AddressPage />;
}
