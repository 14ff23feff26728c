import { ResetPasswordPage } from '../features/account/reset-password-page.tsx';
import { pageMeta } from '../shared/meta.ts';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = () => pageMeta('密码重置');

export default function Page() {
  return <ResetPasswordPage />;
}
