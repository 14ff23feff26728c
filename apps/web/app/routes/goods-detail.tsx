import { catalogueCalls } from '@app/contract/web';
import { data } from 'react-router';
import { GoodsDetailPage } from '../features/catalogue/goods-detail/goods-detail-page.tsx';
import { loadData } from '../shared/api/client.ts';
import { htmlExcerpt } from '../shared/ui/html-excerpt.ts';
import { pageMeta } from '../shared/meta.ts';
import type { Route } from './+types/goods-detail';

async function loadGoods(id: string, request?: Request) {
  const answer = await loadData(catalogueCalls.goodsDetail, { params: { id }, request });
  return { detail: answer.data, error: answer.error };
}

/** Server render: the public view (no token reaches the server), so crawlers see the material. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const result = await loadGoods(params.id, request);
  return data({ ...result, personal: false }, { status: result.detail ? 200 : 404 });
}

/** Client navigations (相关推荐) ask the API directly, with the member's token. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { ...(await loadGoods(params.id)), personal: true };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const goods = loaderData?.detail?.goods;
  return goods ? pageMeta(goods.name, htmlExcerpt(goods.desc) || goods.name) : pageMeta('素材详情');
};

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <GoodsDetailPage initial={loaderData.detail} personal={loaderData.personal} error={loaderData.error} />
  );
}
