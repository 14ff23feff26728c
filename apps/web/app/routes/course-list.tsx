import { catalogueCalls, PageSize } from '@app/contract/web';
import { CourseListScreen, type CourseListData } from '../features/catalogue/lists/list-screens.tsx';
import { listCallQuery, loadProductList } from '../features/catalogue/lists/load-list.ts';
import { listTitle } from '../features/catalogue/lists/product-list-page.tsx';
import { callApi } from '../shared/api/client.ts';
import { pageMeta } from '../shared/meta.ts';
import type { Route } from './+types/course-list';

/** /course?id&level&parent_name&parent_id&tab&cateStr&page (000 §2.6), server-rendered. */
export async function loader({ request }: Route.LoaderArgs) {
  return loadProductList<CourseListData>(
    request,
    'id',
    () => callApi(catalogueCalls.courseCategories, { request }),
    (query) => callApi(catalogueCalls.courseList, { request, query: listCallQuery(query, PageSize.courses) }),
    { courses: [], total: 0 },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const title = loaderData
    ? listTitle('课程', loaderData.query.parentName, loaderData.tree, loaderData.query.cateId)
    : '课程';
  const names =
    loaderData?.list.courses
      .slice(0, 6)
      .map((c) => c.name)
      .join('、') ?? '';
  return pageMeta(title, `光子设计${title}：参数化设计、三维渲染视频课程。${names}`.slice(0, 160));
};

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CourseListScreen loaded={loaderData} />;
}
