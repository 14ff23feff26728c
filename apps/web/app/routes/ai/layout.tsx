import { catalogueCalls } from '@app/contract/web';
import { Outlet } from 'react-router';
import { AiFrame } from '../../features/ai/ai-frame.tsx';
import { loadData } from '../../shared/api/client.ts';
import { AntdScope } from '../../shared/ui/antd-scope.tsx';
import type { Route } from './+types/layout';

/** The customer-service QR code and channels of the AI header; a failure is only logged (000 §8). */
export async function loader({ request }: Route.LoaderArgs) {
  const answer = await loadData(catalogueCalls.contactInfo, { request });
  if (answer.error !== null) console.warn(`[ai layout] contact info: ${answer.code} ${answer.error}`);
  return { contact: answer.data };
}

export function shouldRevalidate() {
  return false;
}

export default function AiLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AntdScope>
      <AiFrame contact={loaderData.contact}>
        <Outlet />
      </AiFrame>
    </AntdScope>
  );
}
