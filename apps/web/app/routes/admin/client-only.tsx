import { Outlet } from 'react-router';
import { pageMeta } from '../../shared/meta.ts';
import { AntdScope } from '../../shared/ui/antd-scope.tsx';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';

/**
 * The back office is rendered in the browser only: the server sends this fallback (no staff data is ever
 * rendered on the server), the same for everyone, so the server's page cache keeps it (FRAME_ONLY_PAGES in
 * apps/server/src/web/page-cache.ts).
 */
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <AntdScope>
      <PageSpinner tip="正在打开管理后台…" />
    </AntdScope>
  );
}

export const meta = () => [...pageMeta('管理后台'), { name: 'robots', content: 'noindex, nofollow' }];

export default function AdminClientOnly() {
  return (
    <AntdScope>
      <Outlet />
    </AntdScope>
  );
}
