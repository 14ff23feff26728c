import { accountCalls, communityCalls } from '@app/contract/web';
import { data } from 'react-router';
import { ProfilePage } from '../features/community/profile/profile-page.tsx';
import { readProfileQuery } from '../features/community/profile/profile-query.ts';
import { loadData } from '../shared/api/client.ts';
import { pageMeta } from '../shared/meta.ts';
import type { Route } from './+types/userfans';

/** The member's card and counts, and one page of the selected works tab (?tab=&page=). */
async function loadProfile(uid: string, url: URL, request?: Request) {
  const { kind, page } = readProfileQuery(url.searchParams);
  const [info, works] = await Promise.all([
    loadData(accountCalls.fansInfo, { params: { uid }, request }),
    loadData(communityCalls.fansWorks, { params: { kind }, body: { uid: Number(uid), page }, request }),
  ]);
  return {
    info: info.data,
    error: info.error,
    works: works.data?.list ?? null,
    worksError: works.error,
    kind,
    page,
  };
}

/** Server render: public (isfans is the guest's view until the client asks with the token). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const result = await loadProfile(params.id, new URL(request.url), request);
  return data({ ...result, personal: false }, { status: result.info ? 200 : 404 });
}

/** Later loads (tabs, pages, after a follow) come from the browser with the member's token. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return { ...(await loadProfile(params.id, new URL(request.url))), personal: true };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const user = loaderData?.info?.userInfo;
  return user
    ? pageMeta(`${user.name}的个人主页`, user.intro.slice(0, 150) || `${user.name}的个人主页`)
    : pageMeta('个人主页');
};

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ProfilePage {...loaderData} />;
}
