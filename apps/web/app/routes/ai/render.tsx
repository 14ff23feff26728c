import { aiRenderCalls } from '@app/contract/web';
import { RenderPage } from '../../features/ai/render/render-page.tsx';
import { loadData } from '../../shared/api/client.ts';
import { pageMeta } from '../../shared/meta.ts';
import type { Route } from './+types/render';

/** /ai/render (002 §2): the styles and which backend renders come with the page; the rest is the member's. */
export async function loader({ request }: Route.LoaderArgs) {
  const [styles, info] = await Promise.all([
    loadData(aiRenderCalls.renderStyle, { request }),
    loadData(aiRenderCalls.info, { request }),
  ]);
  return { styles: styles.data, info: info.data };
}

export const meta = () => pageMeta('AI智能渲染');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <RenderPage styles={loaderData.styles} info={loaderData.info} />;
}
