import { catalogueCalls, PageSize } from '@app/contract/web';
import { GoodsListScreen, type GoodsListData } from '../features/catalogue/lists/list-screens.tsx';
import { listCallQuery, loadProductList } from '../features/catalogue/lists/load-list.ts';
import { listTitle } from '../features/catalogue/lists/product-list-page.tsx';
import { callApi } from '../shared/api/client.ts';
import { pageMeta } from '../shared/meta.ts';
import type { Route } from './+types/goods-list';

/** /periphery?cate_id&level&parent_name&parent_id&tab&cateStr&page (000 §2.10), server-rendered. */
export async function loader({ request }: Route.LoaderArgs) {
  return loadProductList<GoodsListData>(
    request,
    'cate_id',
    () => callApi(catalogueCalls.goodsCategories, { request }),
    (query) => callApi(catalogueCalls.goodsList, { request, query: listCallQuery(query, PageSize.goods) }),
    { goods: [], total: 0 },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const title = loaderData
    ? listTitle('素材', loaderData.query.parentName, loaderData.tree, loaderData.query.cateId)
    : '素材';
  const names =
    loaderData?.list.goods
      .slice(0, 6)
      .map((g) => g.name)
      .join('、') ?? '';
  return pageMeta(title, `光子设计${title}：模型、贴图与设计素材下载。${names}`.slice(0, 160));
};

export default function Page({ loaderData }: Route.ComponentProps) {
  return <GoodsListScreen loaded={loaderData} />;
}
