import { aiCalls } from '@app/contract/web';
import { AiNewsListPage, type AiNewsListView } from '../../features/ai/news-list-page.tsx';
import { loadData } from '../../shared/api/client.ts';
import { pageMeta } from '../../shared/meta.ts';
import type { Route } from './+types/news';

function intIn(value: string | null, min: number, max: number, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

/** /ai/news (002 §2), server-rendered: ?cate (0 综合, 1 知识, 2 资讯), ?page (from 1) and ?keywords. */
export async function loader({ request }: Route.LoaderArgs): Promise<AiNewsListView> {
  const url = new URL(request.url);
  const cate = intIn(url.searchParams.get('cate'), 0, 2, 0);
  const page = intIn(url.searchParams.get('page'), 1, 100_000, 1);
  const keywords = (url.searchParams.get('keywords') ?? '').trim().slice(0, 50);
  const answer = await loadData(aiCalls.news, { request, body: { cate, offset: page - 1, keywords } });
  return {
    cate,
    page,
    keywords,
    list: answer.data?.list ?? [],
    total: answer.data?.total ?? 0,
    error: answer.error,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData?.keywords ? `${loaderData.keywords} - AI资讯搜索` : 'AI资讯');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AiNewsListPage view={loaderData} />;
}
