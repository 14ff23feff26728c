import { Code } from '@app/contract/web';
import type { TabCategory } from '../../../shared/ui/category-path.ts';
import { readListQuery, type CategoryKey, type ListQuery } from './list-query.ts';

interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}

export interface LoadedList<T> {
  tree: TabCategory[];
  list: T;
  query: ListQuery;
  /** The list call's msg when it failed (the page then shows it and an empty grid). */
  error: string | null;
}

/**
 * Loader body of a product list: the category tree and one page of the list, in parallel. A failed tree
 * only hides the tabs; a failed list shows its msg.
 */
export async function loadProductList<T>(
  request: Request,
  key: CategoryKey,
  loadTree: () => Promise<Answer<TabCategory[]>>,
  loadList: (query: ListQuery) => Promise<Answer<T>>,
  empty: T,
): Promise<LoadedList<T>> {
  const query = readListQuery(new URL(request.url).searchParams, key);
  const [tree, list] = await Promise.all([loadTree(), loadList(query)]);
  const listOk = list.code === Code.ok && list.data !== null;
  return {
    tree: tree.code === Code.ok && Array.isArray(tree.data) ? tree.data : [],
    list: listOk ? list.data : empty,
    query,
    error: listOk ? null : list.msg || '加载失败',
  };
}

/** The list call's query: `offset` is the page index minus 1 (000 §7). */
export function listCallQuery(query: ListQuery, limit: number) {
  return {
    sort: query.sort,
    limit,
    offset: query.page - 1,
    cate_id: query.cateId ?? undefined,
    level: query.level ?? undefined,
  };
}
