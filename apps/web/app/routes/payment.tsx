import { CheckoutPage } from '../features/commerce/checkout/checkout-page.tsx';
import { pageMeta } from '../shared/meta.ts';
import { useRequireUser } from '../shared/session/guards.ts';
import { PageSpinner } from '../shared/ui/page-spinner.tsx';
import type { Route } from './+types/payment';

export const meta: Route.MetaFunction = () => pageMeta('结算');

/** Checkout requires login (000 §2.2): guests go to /login?redirect=<this page>. */
export default function Page() {
  const { ready } = useRequireUser();
  if (!ready) return <PageSpinner />;
  return <CheckoutPage />;
}
