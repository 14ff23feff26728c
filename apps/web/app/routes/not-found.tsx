import { data } from 'react-router';
import { NotFoundPage } from '../features/site/not-found-page.tsx';
import { SiteShell } from '../shared/layout/site-shell.tsx';
import { loadShellData } from '../shared/layout/shell-data.ts';
import { pageMeta } from '../shared/meta.ts';
import type { Route } from './+types/not-found';

/** Any unknown path: the site shell around a friendly 404, answered with HTTP status 404. */
export async function loader({ request }: Route.LoaderArgs) {
  return data(await loadShellData(request), { status: 404 });
}

export function shouldRevalidate() {
  return false;
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta('页面不存在'),
  { name: 'robots', content: 'noindex' },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell shell={loaderData}>
      <NotFoundPage />
    </SiteShell>
  );
}
