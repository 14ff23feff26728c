import { InfoPage } from '../../features/account/profile/info-page.tsx';
import { pageMeta } from '../../shared/meta.ts';
import type { Route } from './+types/info';

export const meta: Route.MetaFunction = () => pageMeta('基本信息');

export default function Page() {
  return <InfoPage />;
}
