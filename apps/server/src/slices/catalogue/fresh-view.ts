import type { Counters } from '../../platform/counters/counters.ts';

/** One view per viewer and item in this window: a reload, or the page's own second request, is not a new view. */
export const VIEW_WINDOW_SECONDS = 10 * 60;

export type ViewedKind = 'plug' | 'goods' | 'news';

/** True the first time this viewer (http/viewer.ts) opens this item within the window; the view is then counted. */
export async function isFreshView(
  counters: Counters,
  kind: ViewedKind,
  id: number,
  viewer: string,
): Promise<boolean> {
  return (await counters.hit(`view:${kind}:${id}:${viewer}`, VIEW_WINDOW_SECONDS)) === 1;
}
