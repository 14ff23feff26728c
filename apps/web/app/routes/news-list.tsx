import { catalogueCalls, PageSize } from '@app/contract/web';
import { positiveInt } from '../features/catalogue/lists/list-query.ts';
import { NewsListPage, type NewsListData } from '../features/catalogue/news/news-list-page.tsx';
import { loadData } from '../shared/api/client.ts';
import { pageMeta } from '../shared/meta.ts';
import type { Route } from './+types/news-list';

/** /news?cate_id&page (000 §2.11): categories and one page of news, in parallel, on the server. */
export async function loader({ request }: Route.LoaderArgs): Promise<NewsListData> {
  const search = new URL(request.url).searchParams;
  const cateId = positiveInt(search.get('cate_id'));
  const page = positiveInt(search.get('page'), 100_000) ?? 1;
  const [categories, list] = await Promise.all([
    loadData(catalogueCalls.newsCategories, { request }),
    loadData(catalogueCalls.newsList, {
      request,
      query: { limit: PageSize.news, offset: page - 1, cate_id: cateId ?? undefined },
    }),
  ]);
  const news = list.data;
  return {
    categories: Array.isArray(categories.data) ? categories.data : [],
    cateId,
    page,
    news: news ? news.news : [],
    total: news ? news.total : 0,
    newest: news ? news.newest : null,
    error: news ? null : list.error || '加载失败',
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const category = loaderData?.categories.find((c) => c.id === loaderData.cateId)?.name;
  const title = category ? `新闻 / ${category}` : '新闻';
  const lead = loaderData?.newest?.title ?? loaderData?.news[0]?.title ?? '';
  return pageMeta(title, `光子设计${title}：行业资讯、软件更新、平台公告与设计案例。${lead}`.slice(0, 160));
};

export default function Page({ loaderData }: Route.ComponentProps) {
  return <NewsListPage data={loaderData} />;
}
