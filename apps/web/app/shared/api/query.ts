import type { CallBodyInput, CallData, CallQueryInput, CallRoute } from '@app/contract/web';
import { queryOptions, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useSession } from '../session/use-session.ts';
import { useStaffSession } from '../session/staff-session-store.ts';
import { buildPath, fetchData, type AnyCall } from './client.ts';

/**
 * What identifies one read of a call: its path parameters and query, and for the few reads the spec makes
 * with POST (AI gallery and news lists) the body.
 */
export interface QueryInput<C extends AnyCall> {
  params?: Record<string, string | number>;
  query?: CallQueryInput<C>;
  body?: CallBodyInput<C>;
  /** The session token; only personal calls (auth 'required' or 'optional') put it in the key. */
  token?: string | null;
}

/** True when the answer depends on who asks: such answers must not be shared between sessions. */
export function isPersonal(call: Pick<CallRoute, 'auth'>): boolean {
  return call.auth !== 'none';
}

/**
 * The query key of one read: the filled-in path, then the query without empty values (so `{page: 1}` and
 * `{page: 1, kw: ''}` share a cache entry), then the token for personal calls so that signing in or out
 * asks again. The key starts with the call's path pattern, so `apiKeyPrefix(call)` invalidates every read.
 */
export function apiKey<C extends AnyCall>(call: C, input: QueryInput<C> = {}): QueryKey {
  const query: Record<string, unknown> = {};
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') query[name] = value;
  }
  const key: unknown[] = [call.path, buildPath(call.path, input.params), query];
  if (input.body !== undefined) key.push({ body: input.body });
  if (isPersonal(call)) key.push(input.token ?? null);
  return key;
}

/**
 * A filter for invalidating reads of a call whose query contains the given values (TanStack matches objects
 * in keys partially): `apiKeyFilter(comments, {query: {target_id: 3}})` covers every page and every session.
 */
export function apiKeyFilter<C extends AnyCall>(call: C, input: Omit<QueryInput<C>, 'token'> = {}): QueryKey {
  return apiKey(call, input).slice(0, 3);
}

/** The key prefix shared by every read of a call, whatever its params, query or session. */
export function apiKeyPrefix(call: AnyCall): QueryKey {
  return [call.path];
}

/**
 * TanStack query options for one contract call: a stable key (see `apiKey`) and data typed by the contract.
 * The query fails with the server's Chinese msg when the answer's code is not 200.
 */
export function apiQuery<C extends AnyCall>(call: C, input: QueryInput<C> = {}) {
  return queryOptions<CallData<C>>({
    queryKey: apiKey(call, input),
    queryFn: () => fetchData(call, { params: input.params, query: input.query, body: input.body }),
  });
}

type ExtraQueryOptions<C extends AnyCall> = Omit<
  UseQueryOptions<CallData<C>, Error, CallData<C>, QueryKey>,
  'queryKey' | 'queryFn'
>;

/**
 * `useQuery(apiQuery(call, …))` with the current session's token in the key of personal calls (the staff
 * session's for admin calls).
 */
export function useApiQuery<C extends AnyCall>(
  call: C,
  input: Omit<QueryInput<C>, 'token'> = {},
  options: ExtraQueryOptions<C> = {},
) {
  const member = useSession().token;
  const staff = useStaffSession().token;
  const token = call.auth === 'staff' ? staff : member;
  return useQuery({ ...apiQuery(call, { ...input, token }), ...options });
}
