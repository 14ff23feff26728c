import { catalogueCalls } from '@app/contract/web';
import { useLocation, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { HelpPage } from '../features/site/help/help-page.tsx';
import { helpTabLabel, resolveHelpType } from '../features/site/help/help-type.ts';
import { loadData } from '../shared/api/client.ts';
import { pageMeta } from '../shared/meta.ts';
import type { Route } from './+types/help';

/** /help?type= and /about?type= (route ids help / about): one module, the same page (000 §2.13). */
export async function loader({ request }: Route.LoaderArgs) {
  const answer = await loadData(catalogueCalls.configInfo, { request });
  return { pages: answer.data, error: answer.error };
}

/** All six pages come in one answer: switching tabs (?type=) needs no new request. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    helpTabLabel(resolveHelpType(new URLSearchParams(location.search).get('type'))),
    '光子设计帮助中心：关于我们、常见问题、服务条款、隐私协议、上传声明与版权声明。',
  );

export default function Page({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  return (
    <HelpPage
      basePath={pathname}
      type={resolveHelpType(params.get('type'))}
      pages={loaderData.pages}
      error={loaderData.error}
    />
  );
}
