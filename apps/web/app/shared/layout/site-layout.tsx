import { Outlet } from 'react-router';
import type { Route } from './+types/site-layout';
import { SiteShell } from './site-shell.tsx';
import { loadShellData } from './shell-data.ts';

/** Menus, footer and contacts render on the server so that every page's HTML carries them (SEO, no-JS). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadShellData(request, context);
}

/** The shell data changes only when operators edit categories or the footer: load it once per visit. */
export function shouldRevalidate() {
  return false;
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell shell={loaderData}>
      <Outlet />
    </SiteShell>
  );
}
