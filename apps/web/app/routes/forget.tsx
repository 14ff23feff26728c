import { ForgetPage } from '../features/account/forget-page.tsx';
import { pageMeta } from '../shared/meta.ts';
import type { Route } from './+types/forget';

export const meta: Route.MetaFunction = () => pageMeta('找回密码');

export default function Page() {
  return <ForgetPage />;
}
