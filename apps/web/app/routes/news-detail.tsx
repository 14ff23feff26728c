import { catalogueCalls, Code } from '@app/contract';
import { data } from 'react-router';
import { NewsDetailPage } from '../features/catalogue/news/news-detail-page.tsx';
import { callApi } from '../shared/api/client.ts';
import { pageMeta } from '../shared/meta.ts';
import type { Route } from './+types/news-detail';

/** /news/:id (000 §2.11), server-rendered; an unknown article answers HTTP 404 with the API's msg. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const answer = await callApi(catalogueCalls.newsDetail, { request, params: { id: params.id } });
  if (answer.code === Code.ok && answer.data) return { news: answer.data, error: null };
  const status = answer.code === Code.notFound || answer.code === Code.invalid ? 404 : 503;
  return data({ news: null, error: answer.msg || '新闻加载失败' }, { status });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.news
    ? pageMeta(loaderData.news.title, loaderData.news.description || loaderData.news.title)
    : pageMeta(loaderData?.error ?? '新闻不存在');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <NewsDetailPage news={loaderData.news} error={loaderData.error} />;
}
