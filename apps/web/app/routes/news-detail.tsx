import { catalogueCalls } from '@app/contract/web';
import { data } from 'react-router';
import { NewsDetailPage } from '../features/catalogue/news/news-detail-page.tsx';
import { loadData, refusalStatus } from '../shared/api/client.ts';
import { pageMeta } from '../shared/meta.ts';
import type { Route } from './+types/news-detail';

/** /news/:id (000 §2.11), server-rendered; an unknown article answers HTTP 404 with the API's msg. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const answer = await loadData(catalogueCalls.newsDetail, { request, params: { id: params.id } });
  if (answer.data) return { news: answer.data, error: null };
  return data({ news: null, error: answer.error || '新闻加载失败' }, { status: refusalStatus(answer.code) });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.news
    ? pageMeta(loaderData.news.title, loaderData.news.description || loaderData.news.title)
    : pageMeta(loaderData?.error ?? '新闻不存在');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <NewsDetailPage news={loaderData.news} error={loaderData.error} />;
}
