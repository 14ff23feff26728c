import { SecurityPage } from '../../features/account/security/security-page.tsx';
import { pageMeta } from '../../shared/meta.ts';
import type { Route } from './+types/security';

export const meta: Route.MetaFunction = () => pageMeta('安全设置');

export default function Page() {
  return <SecurityPage />;
}
