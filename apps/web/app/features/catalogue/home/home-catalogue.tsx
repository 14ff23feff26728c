import { catalogueCalls } from '@app/contract/web';
import { CourseCard } from '../lists/course-card.tsx';
import { GoodsCard } from '../lists/goods-card.tsx';
import { PlugCard } from '../lists/plug-card.tsx';
import { AfterHydration } from '../../../shared/layout/after-hydration.tsx';
import { usePersonalView } from '../../../shared/api/use-personal-view.ts';
import { GalleryCard } from './gallery-card.tsx';
import { HomeNews } from './home-news.tsx';
import { HomeTabbedSection } from './home-tabbed-section.tsx';
import type { HomeCatalogueData } from './load-home.ts';
import './home-catalogue.css';
import { paths } from '../../../shared/paths.ts';

/**
 * The home sections in the spec's order (000 §2.4): courses, plugins, materials, AI gallery, news.
 * Rendered on the server from the loader; a signed-in member's course purchase flags ('已加入') are
 * fetched again in the browser, where the token is. On a member's page (`deferBelowFold`) the sections
 * after the courses are built in the browser right after hydration, from the same loader data; until then
 * each keeps its place (`home-block--pending`), so the page does not jump when they arrive.
 */
export function HomeCatalogue({
  data,
  deferBelowFold = false,
}: {
  data: HomeCatalogueData;
  deferBelowFold?: boolean;
}) {
  const course = usePersonalView(catalogueCalls.homeCourse, {}, { initial: data.course }).view;
  return (
    <div className="home-catalogue">
      <HomeTabbedSection
        title="课程"
        moreTo={paths.courseList()}
        groups={course}
        allGroupsCall={catalogueCalls.homeCourse}
        itemKey={(item) => item.id}
        renderCard={(item) => <CourseCard course={item} />}
      />
      <AfterHydration defer={deferBelowFold} fallback={<PendingSections />}>
        <HomeTabbedSection
          title="插件"
          moreTo={paths.plugList()}
          groups={data.plug}
          allGroupsCall={catalogueCalls.homePlug}
          itemKey={(item) => item.id}
          renderCard={(item) => <PlugCard plug={item} />}
        />
        <HomeTabbedSection
          title="素材"
          moreTo={paths.goodsList()}
          groups={data.goods}
          allGroupsCall={catalogueCalls.homeGoods}
          itemKey={(item) => item.id}
          renderCard={(item) => <GoodsCard goods={item} />}
        />
        <HomeTabbedSection
          title="AI作品"
          moreTo={paths.aiGallery()}
          groups={data.gallery}
          allGroupsCall={catalogueCalls.homeGallery}
          itemKey={(item) => item.id}
          renderCard={(item) => <GalleryCard work={item} />}
        />
        <HomeNews items={data.news} />
      </AfterHydration>
    </div>
  );
}

/** The four later sections' places while a member's page hydrates (their usual heights: home-catalogue.css). */
const PENDING = [
  ['插件', 'plug'],
  ['素材', 'goods'],
  ['AI作品', 'gallery'],
  ['新闻', 'news'],
] as const;

function PendingSections() {
  return (
    <>
      {PENDING.map(([title, kind]) => (
        // A named region may carry aria-label (a bare div may not: axe aria-prohibited-attr).
        <section
          key={kind}
          className={`home-block home-block--pending home-block--pending-${kind}`}
          aria-busy="true"
          aria-label={`${title}（加载中）`}
        />
      ))}
    </>
  );
}
