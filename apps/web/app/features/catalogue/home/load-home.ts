import { catalogueCalls, Code, type CallData, type NewsItem } from '@app/contract/web';
import { callApi } from '../../../shared/api/client.ts';

export type HomeCourseGroups = CallData<typeof catalogueCalls.homeCourse>;
export type HomePlugGroups = CallData<typeof catalogueCalls.homePlug>;
export type HomeGoodsGroups = CallData<typeof catalogueCalls.homeGoods>;
export type HomeGalleryGroups = CallData<typeof catalogueCalls.homeGallery>;

/** Everything below the home banner (000 §2.4). */
export interface HomeCatalogueData {
  course: HomeCourseGroups;
  plug: HomePlugGroups;
  goods: HomeGoodsGroups;
  gallery: HomeGalleryGroups;
  /** The newest article first, then the next ones (GET /api/news without parameters). */
  news: NewsItem[];
}

/** The answer's data, or `fallback` when the call failed: a failed section is shown empty. */
async function dataOr<T>(
  label: string,
  load: () => Promise<{ code: number; msg: string; data: T }>,
  fallback: T,
): Promise<T> {
  const answer = await load();
  if (answer.code === Code.ok && answer.data !== null && answer.data !== undefined) return answer.data;
  console.warn(`[home] ${label}: ${answer.code} ${answer.msg}`);
  return fallback;
}

/**
 * A section as the page ships it: the names of its groups that have cards, and the cards of the first
 * (the open tab) only. The other tabs fetch the section's call when the visitor reaches for them
 * (home-tabbed-section.tsx): shipping every group made the hydration data several times larger for cards
 * most visitors never open.
 */
export function firstGroupOnly<G extends { list: unknown[] }>(groups: G[]): G[] {
  return groups
    .filter((group) => group.list.length > 0)
    .map((group, index) => (index === 0 ? group : { ...group, list: [] }));
}

/** A plugin card shows two lines of its intro: the page (and its hydration data) need no more than this. */
const CARD_INTRO_CHARS = 60;

/** The five home calls in parallel (server-side, in the route loader). Never fails. */
export async function loadHomeCatalogue(request: Request): Promise<HomeCatalogueData> {
  const [course, plug, goods, gallery, news] = await Promise.all([
    dataOr('course', () => callApi(catalogueCalls.homeCourse, { request }), []),
    dataOr('plug', () => callApi(catalogueCalls.homePlug, { request }), []),
    dataOr('goods', () => callApi(catalogueCalls.homeGoods, { request }), []),
    dataOr('gallery', () => callApi(catalogueCalls.homeGallery, { request }), []),
    dataOr('news', () => callApi(catalogueCalls.newsList, { request }), { news: [], total: 0, newest: null }),
  ]);
  return {
    course: firstGroupOnly(course),
    plug: firstGroupOnly(plug).map((group) => ({
      ...group,
      list: group.list.map((item) => ({ ...item, intro: item.intro.slice(0, CARD_INTRO_CHARS) })),
    })),
    goods: firstGroupOnly(goods),
    gallery: firstGroupOnly(gallery),
    // 000 §7: the home section is built from data.news, whose first page starts with the newest article.
    news: news.news,
  };
}
