import { catalogueCalls } from '@app/contract/web';
import { Outlet } from 'react-router';
import { AiFrame } from '../../features/site/ai/ai-frame.tsx';
import { loadData } from '../../shared/api/client.ts';
import { readAdminUrl } from '../../shared/layout/shell-data.ts';
import type { Route } from './+types/layout';

/** The customer-service QR code and channels of the AI header; a failure is only logged (000 §8). */
export async function loader({ request }: Route.LoaderArgs) {
  const answer = await loadData(catalogueCalls.contactInfo, { request });
  if (answer.error !== null) console.warn(`[ai layout] contact info: ${answer.code} ${answer.error}`);
  return { contact: answer.data, adminUrl: readAdminUrl() };
}

export function shouldRevalidate() {
  return false;
}

export default function AiLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AiFrame contact={loaderData.contact} adminUrl={loaderData.adminUrl}>
      <Outlet />
    </AiFrame>
  );
}
