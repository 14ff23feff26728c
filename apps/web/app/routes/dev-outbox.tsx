import { Code, platformCalls } from '@app/contract/web';
import { DevOutboxPage, type OutboxState } from '../features/site/dev-outbox/dev-outbox-page.tsx';
import { loadData } from '../shared/api/client.ts';
import type { Route } from './+types/dev-outbox';

export async function loader({ request }: Route.LoaderArgs) {
  const to = (new URL(request.url).searchParams.get('to') ?? '').trim();
  const answer = await loadData(platformCalls.devOutbox, { request, query: to ? { to } : {} });
  let state: OutboxState;
  if (answer.data) state = { kind: 'ok', messages: answer.data };
  // Production has no outbox route: the API answers 404 for it, which the page explains instead of an error.
  else if (answer.code === Code.notFound) state = { kind: 'production' };
  else state = { kind: 'error', msg: answer.error ?? '' };
  return { state, to };
}

export const meta: Route.MetaFunction = () => [
  { title: '开发发件箱 - 光子设计' },
  { name: 'robots', content: 'noindex' },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <DevOutboxPage state={loaderData.state} to={loaderData.to} />;
}
