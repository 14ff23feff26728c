import { catalogueCalls } from '@app/contract/web';
import { data } from 'react-router';
import { PlugDetailPage } from '../features/catalogue/plug-detail/plug-detail-page.tsx';
import { loadData } from '../shared/api/client.ts';
import { htmlExcerpt } from '../shared/ui/html-excerpt.ts';
import { pageMeta } from '../shared/meta.ts';
import type { Route } from './+types/plug-detail';

/** The plugin and the customer-service phone of the copyright notice (000 §2.9). */
async function loadPlug(id: string, request?: Request) {
  const [detail, contact] = await Promise.all([
    loadData(catalogueCalls.plugDetail, { params: { id }, request }),
    loadData(catalogueCalls.contactInfo, { request }),
  ]);
  return { plug: detail.data, error: detail.error, phone: contact.data?.phone ?? '' };
}

/** Server render: the public view (no token reaches the server), so crawlers see the plugin. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const result = await loadPlug(params.id, request);
  return data({ ...result, personal: false }, { status: result.plug ? 200 : 404 });
}

/** Client navigations (prev/next) ask the API directly, with the member's token: one request, personalised. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { ...(await loadPlug(params.id)), personal: true };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.plug
    ? pageMeta(loaderData.plug.name, htmlExcerpt(loaderData.plug.intro) || loaderData.plug.name)
    : pageMeta('插件详情');

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <PlugDetailPage
      initial={loaderData.plug}
      personal={loaderData.personal}
      error={loaderData.error}
      servicePhone={loaderData.phone}
    />
  );
}
