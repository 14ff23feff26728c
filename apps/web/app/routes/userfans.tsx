import { accountCalls, communityCalls, Code } from '@app/contract';
import { data } from 'react-router';
import { ProfilePage } from '../features/community/profile/profile-page.tsx';
import { readProfileQuery } from '../features/community/profile/profile-query.ts';
import { callApi } from '../shared/api/client.ts';
import { pageMeta } from '../shared/meta.ts';
import type { Route } from './+types/userfans';

/** The member's card and counts, and one page of the selected works tab (?tab=&page=). */
async function loadProfile(uid: string, url: URL, request?: Request) {
  const { kind, page } = readProfileQuery(url.searchParams);
  const [info, works] = await Promise.all([
    callApi(accountCalls.fansInfo, { params: { uid }, request }),
    callApi(communityCalls.fansWorks, { params: { kind }, body: { uid: Number(uid), page }, request }),
  ]);
  const ok = info.code === Code.ok;
  return {
    info: ok ? info.data : null,
    error: ok ? null : info.msg,
    works: works.code === Code.ok ? works.data.list : null,
    worksError: works.code === Code.ok ? null : works.msg,
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
