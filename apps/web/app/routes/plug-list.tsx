import { catalogueCalls, PageSize } from '@app/contract/web';
import { PlugListScreen, type PlugListData } from '../features/catalogue/lists/list-screens.tsx';
import { listCallQuery, loadProductList } from '../features/catalogue/lists/load-list.ts';
import { listTitle } from '../features/catalogue/lists/product-list-page.tsx';
import { callApi } from '../shared/api/client.ts';
import { pageMeta } from '../shared/meta.ts';
import type { Route } from './+types/plug-list';

/** /plug?cate_id&level&parent_name&parent_id&tab&cateStr&page (000 §2.9), server-rendered. */
export async function loader({ request }: Route.LoaderArgs) {
  return loadProductList<PlugListData>(
    request,
    'cate_id',
    () => callApi(catalogueCalls.plugCategories, { request }),
    (query) => callApi(catalogueCalls.plugList, { request, query: listCallQuery(query, PageSize.plugs) }),
    { plugs: [], total: 0 },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const title = loaderData
    ? listTitle('插件', loaderData.query.parentName, loaderData.tree, loaderData.query.cateId)
    : '插件';
  const names =
    loaderData?.list.plugs
      .slice(0, 6)
      .map((p) => p.name)
      .join('、') ?? '';
  return pageMeta(
    title,
    `光子设计${title}：Grasshopper、Rhino、3ds Max 等设计软件插件。${names}`.slice(0, 160),
  );
};

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PlugListScreen loaded={loaderData} />;
}
