import { SocialitePage } from '../../features/account/socialite-page.tsx';
import { pageMeta } from '../../shared/meta.ts';
import type { Route } from './+types/socialite';

export const meta: Route.MetaFunction = () => pageMeta('第三方登录');

export default function Page() {
  return <SocialitePage />;
}
