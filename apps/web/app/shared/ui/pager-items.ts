/** One slot of the paginator: a page number, or a gap standing for the pages it skips. */
export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; side: 'prev' | 'next'; page: number };

/** Pages shown on each side of the current one (antd's `showLessItems` rhythm). */
const AROUND = 1;
/** How far a gap jumps when clicked (antd: five pages, three with showLessItems). */
const GAP_JUMP = 3;

/**
 * The paginator's slots: always the first and last page, the current page with one neighbour on each side,
 * and a gap wherever pages are left out. Up to 2 × AROUND + 5 pages fit without any gap.
 *
 * pagerItems(1, 3)  → 1 2 3
 * pagerItems(6, 20) → 1 … 5 6 7 … 20
 */
export function pagerItems(current: number, totalPages: number): PagerItem[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(current, 1), totalPages);
  if (totalPages <= 2 * AROUND + 5) {
    return Array.from({ length: totalPages }, (_, index) => ({ kind: 'page', page: index + 1 }));
  }
  // Keep the window the same width near either end, so the bar does not jump in length.
  let start = Math.max(2, page - AROUND);
  let end = Math.min(totalPages - 1, page + AROUND);
  if (page - AROUND <= 3) {
    start = 2;
    end = 2 * AROUND + 3;
  }
  if (page + AROUND >= totalPages - 2) {
    start = totalPages - 2 * AROUND - 2;
    end = totalPages - 1;
  }
  const items: PagerItem[] = [{ kind: 'page', page: 1 }];
  if (start > 2) items.push({ kind: 'gap', side: 'prev', page: Math.max(1, page - GAP_JUMP) });
  for (let n = start; n <= end; n += 1) items.push({ kind: 'page', page: n });
  if (end < totalPages - 1) {
    items.push({ kind: 'gap', side: 'next', page: Math.min(totalPages, page + GAP_JUMP) });
  }
  items.push({ kind: 'page', page: totalPages });
  return items;
}
