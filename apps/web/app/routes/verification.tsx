import { SmsLoginPage } from '../features/account/sms-login-page.tsx';
import { pageMeta } from '../shared/meta.ts';
import type { Route } from './+types/verification';

export const meta: Route.MetaFunction = () => pageMeta('手机号登录');

export default function Page() {
  return <SmsLoginPage />;
}
