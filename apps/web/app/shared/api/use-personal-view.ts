import type { CallData } from '@app/contract/web';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useHydrated } from '../session/guards.ts';
import { useSession } from '../session/use-session.ts';
import type { AnyCall } from './client.ts';
import { apiQuery, type QueryInput } from './query.ts';

export interface PersonalViewOptions<T> {
  /** The server's answer (the public view), or null when the server refused. */
  initial: T;
  /** True when `initial` already came with the member's token (a client navigation): nothing to ask. */
  personal?: boolean;
  /** False to skip the member's request (e.g. no id yet). */
  enabled?: boolean;
  /** How long the member's view stays fresh (the client's default when left out); detail pages keep theirs. */
  staleTime?: number;
}

/**
 * Personalise after hydration: the server renders the public view (the token lives in localStorage and never
 * reaches the server); for a signed-in member the same call is asked once more in the browser, and its answer
 * (purchase state, download rights, signed links, nofans…) replaces the public one. Guests keep the server's.
 * `ready` turns true once the view is the viewer's own; `receivedAt` is when the shown view arrived (signed
 * links count their life from it).
 */
export function usePersonalView<C extends AnyCall, T = CallData<C> | null>(
  call: C,
  input: Omit<QueryInput<C>, 'token'>,
  { initial, personal = false, enabled = true, staleTime }: PersonalViewOptions<T>,
) {
  const hydrated = useHydrated();
  const { signedIn, token } = useSession();
  const member = useQuery({
    ...apiQuery(call, { ...input, token }),
    enabled: hydrated && signedIn && !personal && enabled,
    ...(staleTime === undefined ? {} : { staleTime }),
  });
  const view: T = (!personal && signedIn ? (member.data as T | undefined) : undefined) ?? initial;
  const ready = hydrated && (personal || !signedIn || member.data !== undefined || member.isError);

  // When the view on screen arrived: set again only when another view replaces it (not on mount, which
  // re-rendered the whole list or home catalogue once more right after hydration).
  const [received, setReceived] = useState(() => ({ view, at: Date.now() }));
  if (received.view !== view) setReceived({ view, at: Date.now() });
  const receivedAt = received.at;

  return { view, ready, receivedAt };
}
