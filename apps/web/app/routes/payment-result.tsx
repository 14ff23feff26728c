import { PaymentResultPage } from '../features/commerce/result/payment-result-page.tsx';
import { pageMeta } from '../shared/meta.ts';
import type { Route } from './+types/payment-result';

export const meta: Route.MetaFunction = () => pageMeta('支付结果');

/** Public route (000 §2.2); the order is read with the visitor's session after hydration. */
export default function Page() {
  return <PaymentResultPage />;
}
