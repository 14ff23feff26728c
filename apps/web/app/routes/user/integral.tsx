import { IntegralPage } from '../../features/wallet/integral-page.tsx';
import { pageMeta } from '../../shared/meta.ts';
import type { Route } from './+types/integral';

export const meta: Route.MetaFunction = () => pageMeta('光子账户');

export default function Page() {
  return <IntegralPage />;
}
