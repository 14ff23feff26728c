import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { AntdScope } from '../ui/antd-scope.tsx';

// findBy… and waitFor wait up to 5 s (Testing Library's 1 s default): the CI machine's two cores are busy.
configure({ asyncUtilTimeout: 5000 });

/**
 * The providers a hook under test runs in, as the app gives them: TanStack Query's provider (root.tsx), a
 * router at `at`, and with `antd` the AntdScope of the antd pages (checkout, AI) — without it a hook gets the
 * plain pages' toasts (shared/ui/feedback.ts), as on the course page. `location()` answers where the hook
 * has navigated to (path and query). Test-only, like fake-api.ts.
 */
export function appHarness({ at = '/', antd = false }: { at?: string; antd?: boolean } = {}) {
  // root.tsx's client, except that a failed query is not retried: a retry would wait a second of (fake) time.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } },
  });
  let where = at;
  function LocationProbe() {
    const location = useLocation();
    where = location.pathname + location.search;
    return null;
  }
  function wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[at]}>
          <LocationProbe />
          {antd ? <AntdScope>{children}</AntdScope> : children}
        </MemoryRouter>
      </QueryClientProvider>
    );
  }
  return { wrapper, queryClient, location: () => where };
}
