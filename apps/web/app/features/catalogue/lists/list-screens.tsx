import { catalogueCalls, PageSize, type CallData } from '@app/contract/web';
import { CourseCard } from './course-card.tsx';
import { GoodsCard } from './goods-card.tsx';
import { listCallQuery, type LoadedList } from './load-list.ts';
import { PlugCard } from './plug-card.tsx';
import { ProductListPage } from './product-list-page.tsx';
import { usePersonalView } from '../../../shared/api/use-personal-view.ts';

export type CourseListData = CallData<typeof catalogueCalls.courseList>;
export type PlugListData = CallData<typeof catalogueCalls.plugList>;
export type GoodsListData = CallData<typeof catalogueCalls.goodsList>;

/** Course list (000 §2.6): 12 per page in 4 columns; purchase flags refreshed for signed-in members. */
export function CourseListScreen({ loaded }: { loaded: LoadedList<CourseListData> }) {
  const callQuery = listCallQuery(loaded.query, PageSize.courses);
  const list = usePersonalView(
    catalogueCalls.courseList,
    { query: callQuery },
    { initial: loaded.list },
  ).view;
  return (
    <ProductListPage
      section="课程"
      categoryKey="id"
      tree={loaded.tree}
      query={loaded.query}
      total={list.total}
      count={list.courses.length}
      pageSize={PageSize.courses}
      error={loaded.error}
      emptyText="暂无课程"
    >
      <div className="card-grid">
        {list.courses.map((course, place) => (
          <CourseCard key={course.id} course={course} place={place} />
        ))}
      </div>
    </ProductListPage>
  );
}

/** Plugin category list (000 §2.9): 10 per page, paginator with a jumper. */
export function PlugListScreen({ loaded }: { loaded: LoadedList<PlugListData> }) {
  return (
    <ProductListPage
      section="插件"
      categoryKey="cate_id"
      tree={loaded.tree}
      query={loaded.query}
      total={loaded.list.total}
      count={loaded.list.plugs.length}
      pageSize={PageSize.plugs}
      jumper
      error={loaded.error}
      emptyText="暂无插件"
    >
      <div className="card-grid card-grid--two">
        {loaded.list.plugs.map((plug, place) => (
          <PlugCard key={plug.id} plug={plug} withPrice place={place} />
        ))}
      </div>
    </ProductListPage>
  );
}

/** Materials list (000 §2.10): 12 per page, paginator with a jumper. */
export function GoodsListScreen({ loaded }: { loaded: LoadedList<GoodsListData> }) {
  return (
    <ProductListPage
      section="素材"
      categoryKey="cate_id"
      tree={loaded.tree}
      query={loaded.query}
      total={loaded.list.total}
      count={loaded.list.goods.length}
      pageSize={PageSize.goods}
      jumper
      error={loaded.error}
      emptyText="暂无素材"
    >
      <div className="card-grid">
        {loaded.list.goods.map((goods, place) => (
          <GoodsCard key={goods.id} goods={goods} place={place} />
        ))}
      </div>
    </ProductListPage>
  );
}
