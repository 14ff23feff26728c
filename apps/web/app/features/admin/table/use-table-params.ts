import type { TablePaginationConfig } from 'antd';
import { useSearchParams } from 'react-router';
import { apiPaging, nextSearch, PAGE_SIZES, readPage } from './table-params.ts';

/** An admin table's paging and filters, kept in the query string (see table-params.ts). */
export function useTableParams() {
  const [search, setSearch] = useSearchParams();
  const page = readPage(search);
  const set = (changes: Record<string, string | number | null | undefined>) =>
    setSearch(nextSearch(search, changes), { replace: true });
  return {
    search,
    get: (key: string) => search.get(key) ?? '',
    set,
    paging: apiPaging(page),
    /**
     * The server-side sort the query string holds (`fallback` and descending when it holds none), and
     * antd's `sortOrder` of a column for it.
     */
    sort<K extends string>(fallback: K) {
      const sort = (search.get('sort') || fallback) as K;
      const order = (search.get('order') || 'desc') as 'asc' | 'desc';
      const sortOrder = (key: K) =>
        sort === key ? (order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;
      return { sort, order, sortOrder };
    },
    /** antd Table pagination for `total` rows (server-side paging). */
    pagination: (total: number | undefined): TablePaginationConfig => ({
      current: page.page,
      pageSize: page.limit,
      total: total ?? 0,
      showSizeChanger: true,
      pageSizeOptions: PAGE_SIZES.map(String),
      showTotal: (n) => `共 ${n} 条`,
      size: 'small',
      onChange: (next, size) =>
        size !== page.limit ? set({ size, page: null }) : set({ page: next === 1 ? null : next }),
    }),
  };
}
