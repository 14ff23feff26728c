import { data } from 'react-router';
import { loadPeople, PEOPLE_TITLE } from '../features/community/people/load-people.ts';
import { PeoplePage } from '../features/community/people/people-page.tsx';
import { pageMeta } from '../shared/meta.ts';
import type { Route } from './+types/attention-list';

export async function loader({ params, request }: Route.LoaderArgs) {
  const result = await loadPeople('attention', params.id, new URL(request.url), request);
  return data(result, { status: result.owner ? 200 : 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.owner ? `${loaderData.owner.name}的${PEOPLE_TITLE.attention}` : PEOPLE_TITLE.attention,
  );

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PeoplePage data={loaderData} />;
}
