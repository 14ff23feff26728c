import { RegisterPage } from '../features/account/register-page.tsx';
import { pageMeta } from '../shared/meta.ts';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = () => pageMeta('会员注册');

export default function Page() {
  return <RegisterPage />;
}
