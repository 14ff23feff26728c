/**
 * The state of an admin table lives in the page's query string (page, size, filters, sort), so a reload, a
 * shared link or the back button shows the same rows. Pure helpers; use-table-params.ts binds them to the URL.
 */
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface TablePage {
  /** 1-based page as staff see it. */
  page: number;
  limit: number;
}

/** page/size from the query string, bounded; anything odd falls back to page 1 and the default size. */
export function readPage(search: URLSearchParams): TablePage {
  const page = Number(search.get('page'));
  const limit = Number(search.get('size'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
  };
}

/** The API's paging: `offset` = page − 1 (as every list of the spec). */
export function apiPaging(page: TablePage): { offset: number; limit: number } {
  return { offset: page.page - 1, limit: page.limit };
}

/**
 * The next query string after a change: values '' / undefined / null are removed; changing anything but the
 * page goes back to page 1 (a new filter starts at its first page).
 */
export function nextSearch(
  current: URLSearchParams,
  changes: Record<string, string | number | null | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}
