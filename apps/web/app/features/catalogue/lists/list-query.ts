import type { SortCode } from '../../../shared/ui/sort-tabs.tsx';

/** The query parameter that carries the chosen category: `id` on /course, `cate_id` on /plug and /periphery. */
export type CategoryKey = 'id' | 'cate_id';

/** What a product list page reads from its URL (000 §2.6, §2.9, §2.10). */
export interface ListQuery {
  /** Chosen category id, or null for 全部. */
  cateId: number | null;
  /** The chosen category's level (1–4) as the URL gives it; sent along with the category, informational. */
  level: number | null;
  /** 0 最新, 1 最热 — carried in the spec's `tab` parameter. */
  sort: SortCode;
  /** 1-based page (our own `page` parameter, so every page has its own server-rendered URL). */
  page: number;
  /** The title suffix passed by menus and tabs ('课程 / parent_name'). */
  parentName: string;
}

const MAX_PAGE = 100_000;
const MAX_ID = 2_147_483_647;

/** A positive whole number from a query value, or null. */
export function positiveInt(value: string | null | undefined, max = MAX_ID): number | null {
  if (!value || !/^\d{1,10}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n >= 1 && n <= max ? n : null;
}

/**
 * Reads the list query. The category is the `id`/`cate_id` parameter (what the header menus pass), else
 * the last id of `cateStr` (the chain the tabs write); anything malformed counts as absent.
 */
export function readListQuery(search: URLSearchParams, key: CategoryKey): ListQuery {
  let cateId = positiveInt(search.get(key));
  if (cateId === null) {
    const chain = (search.get('cateStr') ?? '').split(',').filter(Boolean);
    cateId = positiveInt(chain[chain.length - 1]);
  }
  const level = positiveInt(search.get('level'), 4);
  return {
    cateId,
    level: cateId === null ? null : level,
    sort: search.get('tab') === '1' ? 1 : 0,
    page: positiveInt(search.get('page'), MAX_PAGE) ?? 1,
    parentName: (search.get('parent_name') ?? '').trim().slice(0, 50),
  };
}

/** The chosen category as the query writes it; null = 全部. */
export interface CategoryChoice {
  id: number;
  name: string;
  level: number;
  parent_id: number;
  /** cateStr: the chosen ids from level 1 down. */
  chain: string;
}

const CATEGORY_PARAMS = ['id', 'cate_id', 'name', 'level', 'parent_id', 'parent_name', 'cateStr'];

/**
 * The URL of the list after choosing a category tab: id/cate_id, level, parent_id, parent_name and
 * cateStr of the new choice; the sort is kept and the page goes back to 1.
 */
export function categoryHref(
  pathname: string,
  search: URLSearchParams,
  key: CategoryKey,
  choice: CategoryChoice | null,
): string {
  const next = new URLSearchParams(search);
  for (const name of CATEGORY_PARAMS) next.delete(name);
  next.delete('page');
  if (choice) {
    next.set(key, String(choice.id));
    next.set('level', String(choice.level));
    next.set('parent_id', String(choice.parent_id));
    next.set('parent_name', choice.name);
    next.set('cateStr', choice.chain);
  }
  return withQuery(pathname, next);
}

/** The URL after choosing a sort tab: page back to 1, everything else kept. */
export function sortHref(pathname: string, search: URLSearchParams, sort: SortCode): string {
  const next = new URLSearchParams(search);
  next.delete('page');
  if (sort === 0) next.delete('tab');
  else next.set('tab', String(sort));
  return withQuery(pathname, next);
}

/** The URL of another page of the same list (page 1 drops the parameter). */
export function pageHref(pathname: string, search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return withQuery(pathname, next);
}

function withQuery(pathname: string, search: URLSearchParams): string {
  const qs = search.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}
