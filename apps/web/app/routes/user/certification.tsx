import { CertificationPage } from '../../features/account/certification/certification-page.tsx';
import { pageMeta } from '../../shared/meta.ts';
import type { Route } from './+types/certification';

export const meta: Route.MetaFunction = () => pageMeta('实名认证');

export default function Page() {
  return <CertificationPage />;
}
