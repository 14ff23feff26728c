import { aiCalls } from '@app/contract/web';
import { data } from 'react-router';
import { AiNewsDetailPage } from '../../features/ai/news-detail-page.tsx';
import { loadData, refusalStatus } from '../../shared/api/client.ts';
import { pageMeta } from '../../shared/meta.ts';
import type { Route } from './+types/news-detail';

/** /ai/news/:id (002 §2), server-rendered like the site's news; an unknown article answers HTTP 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const answer = await loadData(aiCalls.newsDetail, { request, params: { id: params.id } });
  if (answer.data) return { news: answer.data, error: null };
  return data({ news: null, error: answer.error || '资讯加载失败' }, { status: refusalStatus(answer.code) });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.news ? pageMeta(loaderData.news.title) : pageMeta(loaderData?.error ?? '资讯不存在');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AiNewsDetailPage news={loaderData.news} error={loaderData.error} />;
}
