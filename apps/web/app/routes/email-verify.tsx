import { EmailVerifyPage } from '../features/account/email-verify-page.tsx';
import { pageMeta } from '../shared/meta.ts';
import type { Route } from './+types/email-verify';

export const meta: Route.MetaFunction = () => pageMeta('邮箱验证');

export default function Page() {
  return <EmailVerifyPage />;
}
