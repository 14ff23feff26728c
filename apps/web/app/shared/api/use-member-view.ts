import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useHydrated } from '../session/guards.ts';
import { useSession } from '../session/use-session.ts';

/**
 * A detail as this viewer sees it (plugin, material, public profile). The server render is the public view: the token
 * lives in localStorage and never reaches the server. For a signed-in member one more request after
 * hydration fetches purchase state, download rights and signed links, and nofans; its answer replaces the
 * public one. `personal` is true when `initial` already came with the token (client navigation).
 * `ready` turns true once the view is the member's own. `receivedAt` is when signed links were issued.
 */
export function useMemberView<T>(
  name: string,
  id: number,
  initial: T | null,
  personal: boolean,
  load: () => Promise<T>,
) {
  const hydrated = useHydrated();
  const { signedIn, token } = useSession();
  const member = useQuery({
    queryKey: [name, id, token],
    queryFn: load,
    enabled: hydrated && signedIn && !personal && id > 0,
    staleTime: Infinity,
  });
  const view = (!personal && signedIn ? member.data : undefined) ?? initial;
  const ready = hydrated && (personal || !signedIn || member.data !== undefined || member.isError);

  const [receivedAt, setReceivedAt] = useState(() => Date.now());
  useEffect(() => setReceivedAt(Date.now()), [view]);

  return { view, ready, receivedAt };
}
