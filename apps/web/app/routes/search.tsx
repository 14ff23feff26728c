import { catalogueCalls, PageSize } from '@app/contract/web';
import { SearchPage, type SearchPageData } from '../features/catalogue/search/search-page.tsx';
import { readSearchQuery } from '../features/catalogue/search/search-query.ts';
import { loadData } from '../shared/api/client.ts';
import { pageMeta } from '../shared/meta.ts';
import type { Route } from './+types/search';

/** /search?keywords&tag&type&page (000 §2.12), server-rendered. Nothing asked: no call. */
export async function loader({ request }: Route.LoaderArgs): Promise<SearchPageData> {
  const query = readSearchQuery(new URL(request.url).searchParams);
  const empty = { query, lists: [], count: 0, totalAll: 0, keywords: [], error: null };
  if (!query.keywords && query.tag === null) return empty;
  const answer = await loadData(catalogueCalls.search, {
    request,
    query: {
      keywords: query.keywords,
      tag: query.tag ?? undefined,
      type: query.type,
      limit: PageSize.search,
      offset: query.page - 1,
    },
  });
  if (!answer.data) return { ...empty, error: answer.error || '搜索失败，请稍后重试' };
  return { query, ...answer.data, error: null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const keywords = loaderData?.query.keywords;
  return pageMeta(
    keywords ? `搜索：${keywords}` : '搜索',
    keywords
      ? `在光子设计搜索“${keywords}”：课程、插件、素材、用户与新闻。`
      : '在光子设计搜索课程、插件、素材、用户与新闻。',
  );
};

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />;
}
