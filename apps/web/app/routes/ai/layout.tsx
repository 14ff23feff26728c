import { catalogueCalls, Code } from '@app/contract';
import { Outlet } from 'react-router';
import { AiFrame } from '../../features/site/ai/ai-frame.tsx';
import { callApi } from '../../shared/api/client.ts';
import { readAdminUrl } from '../../shared/layout/shell-data.ts';
import type { Route } from './+types/layout';

/** The customer-service QR code and channels of the AI header; a failure is only logged (000 §8). */
export async function loader({ request }: Route.LoaderArgs) {
  const answer = await callApi(catalogueCalls.contactInfo, { request });
  if (answer.code !== Code.ok) console.warn(`[ai layout] contact info: ${answer.code} ${answer.msg}`);
  return { contact: answer.code === Code.ok ? answer.data : null, adminUrl: readAdminUrl() };
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
