import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../shared/session/use-session.ts';

/**
 * Server-rendered public data with personal bits (e.g. a course's purchase flag) that need the viewer's
 * token, which only the browser has: for a signed-in member the same call is made again after hydration
 * and its answer replaces the server's. Guests keep the server answer.
 */
export function useMemberView<T>(key: readonly unknown[], load: () => Promise<T>, serverData: T): T {
  const { signedIn, token } = useSession();
  const refreshed = useQuery({
    // The token is part of the key so that signing in or out asks again.
    queryKey: ['member-view', token, ...key],
    queryFn: load,
    enabled: signedIn,
  });
  return signedIn && refreshed.data !== undefined ? refreshed.data : serverData;
}
