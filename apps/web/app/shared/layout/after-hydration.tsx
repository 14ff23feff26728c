import type { ReactNode } from 'react';
import { useHydrated } from '../session/guards.ts';

/**
 * Whether a loader runs for a page rendered for one signed-in member (serve-web's `member` load context).
 * A guest's page is cached and shared, and crawled: it keeps everything in its HTML. A member's is rendered
 * afresh on every visit (or, for the home page and the lists, once for every member: server web/page-cache.ts
 * MEMBER_SHARED_PAGES), so what they cannot see yet (sections below the first screen, closed menus) is left
 * to their browser after hydration: about two thirds of the home page's elements, and of its render time.
 */
export function rendersForMember(context: unknown): boolean {
  return typeof context === 'object' && context !== null && (context as { member?: unknown }).member === true;
}

/**
 * `children`, or while `defer` holds and the page is not hydrated yet, `fallback` (what the server rendered,
 * so hydration matches). The switch is useHydrated's transition: React renders the deferred parts in short
 * slices after hydration. A page opened by a client-side navigation is hydrated already and shows all.
 */
export function AfterHydration({
  defer,
  fallback = null,
  children,
}: {
  defer: boolean;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return <>{defer && !hydrated ? fallback : children}</>;
}
