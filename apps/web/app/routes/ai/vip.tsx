import { aiCalls } from '@app/contract/web';
import { VipPage } from '../../features/ai/vip-page.tsx';
import { loadData } from '../../shared/api/client.ts';
import { pageMeta } from '../../shared/meta.ts';
import type { Route } from './+types/vip';

/** /ai/vip (002 §2): the plans and texts come from the settings, rendered on the server. */
export async function loader({ request }: Route.LoaderArgs) {
  const answer = await loadData(aiCalls.vipSetting, { request });
  return { settings: answer.data, error: answer.error };
}

export const meta = () => pageMeta('开通VIP');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <VipPage settings={loaderData.settings} error={loaderData.error} />;
}
