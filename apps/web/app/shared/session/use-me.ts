import { accountCalls, Code, type Answer, type User } from '@app/contract/web';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api/client.ts';
import { apiKey } from '../api/query.ts';
import { saveUser, sessionStore } from './session-store.ts';
import { useSession } from './use-session.ts';

/**
 * Asks GET /api/user again and stores the answer (UserInfo), e.g. after a purchase or a recharge moved the
 * photon balance. Answers the whole answer so that callers can tell a network failure (-1) from a refusal.
 */
export async function refreshMe(): Promise<Answer<User>> {
  const answer = await callApi(accountCalls.me);
  if (answer.code === Code.ok) saveUser(answer.data);
  return answer;
}

/** Merges a change into the stored member, e.g. `{avatar}` after an upload or `{is_pass: true}` (001 §4). */
export function patchMe(patch: Partial<User>): void {
  const current = sessionStore.getSnapshot().user;
  if (!current) return;
  saveUser({ ...current, ...patch });
}

/**
 * The signed-in member, the one way screens read it: the stored UserInfo (null when signed out, on the server
 * and during hydration) and its token. A read of the store only (screens call it everywhere, the header
 * several times per page): the member asked afresh is useFreshMe().
 */
export function useMe() {
  const { token, user, signedIn } = useSession();
  return { me: user as User | null, token, signedIn };
}

/**
 * useMe() plus a GET /api/user after hydration whose answer replaces the stored member (`fresh` is that
 * query: `fresh.data` is the fresh member), for screens that must not act on a stale balance (checkout).
 */
export function useFreshMe() {
  const me = useMe();
  const fresh = useQuery({
    queryKey: apiKey(accountCalls.me, { token: me.token }),
    queryFn: async () => {
      const answer = await refreshMe();
      if (answer.code !== Code.ok) throw new Error(answer.msg);
      return answer.data;
    },
    enabled: me.signedIn,
    staleTime: 0,
  });
  return { ...me, fresh };
}
