import { accountCalls, Code, communityCalls, PageSize } from '@app/contract/web';
import { callApi } from '../../../shared/api/client.ts';
import { readPage } from '../profile/profile-query.ts';

export type PeopleKind = 'fans' | 'attention';

export interface Person {
  id: number;
  avatar: string;
  name: string;
}

/**
 * One page (12, 000 §9) of a member's fans or followed members, with the member's name for the title.
 * Used by the route loaders on the server and on client navigations alike (public data).
 */
export async function loadPeople(kind: PeopleKind, uid: string, url: URL, request?: Request) {
  const page = readPage(url.searchParams);
  const query = { uid: Number(uid), page, limit: PageSize.fans };
  const [info, list] = await Promise.all([
    callApi(accountCalls.fansInfo, { params: { uid }, request }),
    kind === 'fans'
      ? callApi(communityCalls.fansList, { query, request })
      : callApi(communityCalls.attentionList, { query, request }),
  ]);
  let people: Person[] = [];
  if (list.code === Code.ok) {
    people = list.data.list.map((row) => ('fans_info' in row ? row.fans_info : row.attention_info));
  }
  return {
    kind,
    page,
    owner: info.code === Code.ok ? { id: info.data.userInfo.id, name: info.data.userInfo.name } : null,
    people,
    total: list.code === Code.ok ? list.data.total : 0,
    error: info.code !== Code.ok ? info.msg : list.code !== Code.ok ? list.msg : null,
  };
}

export type PeoplePageData = Awaited<ReturnType<typeof loadPeople>>;

export const PEOPLE_TITLE: Record<PeopleKind, string> = { fans: '粉丝', attention: '关注' };
