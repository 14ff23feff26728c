import { LoginPage } from '../features/account/login-page.tsx';
import { pageMeta } from '../shared/meta.ts';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => pageMeta('会员登录');

export default function Page() {
  return <LoginPage />;
}
