import { CloseCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { categoryChain, findCategoryPath, type TabCategory } from '../../../shared/ui/category-path.ts';
import { CategoryTabs } from '../../../shared/ui/category-tabs.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { SortTabs } from '../../../shared/ui/sort-tabs.tsx';
import { categoryHref, pageHref, sortHref, type CategoryKey, type ListQuery } from './list-query.ts';
import './product-list.css';

interface ProductListPageProps {
  /** Section name: 课程 / 插件 / 素材. */
  section: string;
  tree: TabCategory[];
  query: ListQuery;
  categoryKey: CategoryKey;
  total: number;
  pageSize: number;
  jumper?: boolean;
  /** The API's msg when the list could not be loaded. */
  error: string | null;
  emptyText: string;
  /** The grid of cards (rendered only when there are items). */
  children: ReactNode;
  count: number;
}

/** '课程 / parent_name' (000 §2.6); without parent_name, the chosen category's name. */
export function listTitle(
  section: string,
  parentName: string,
  tree: TabCategory[],
  cateId: number | null,
): string {
  const path = findCategoryPath(tree, cateId);
  const suffix = parentName || path[path.length - 1]?.name || '';
  return suffix ? `${section} / ${suffix}` : section;
}

/**
 * The frame shared by the course, plugin and material lists: title, up to 4 rows of category tabs, sort
 * tabs, the grid and the paginator. Every control is a URL change, so each state is server-rendered.
 */
export function ProductListPage(props: ProductListPageProps) {
  const { section, tree, query, categoryKey, total, pageSize, jumper, error, emptyText, children, count } =
    props;
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const hrefForCategory = (node: TabCategory | null, path: TabCategory[]) =>
    categoryHref(
      pathname,
      search,
      categoryKey,
      node
        ? {
            id: node.id,
            name: node.name,
            level: node.level,
            parent_id: node.parent_id,
            chain: categoryChain(path),
          }
        : null,
    );
  return (
    <div className="container product-list">
      <h1 className="product-list__title">{listTitle(section, query.parentName, tree, query.cateId)}</h1>
      <CategoryTabs tree={tree} selectedId={query.cateId} hrefFor={hrefForCategory} />
      <div className="product-list__bar">
        <SortTabs value={query.sort} hrefFor={(sort) => sortHref(pathname, search, sort)} />
        <span className="product-list__total">共 {total} 个</span>
      </div>
      {error && (
        <div role="alert" className="product-list__error">
          <CloseCircleFilled className="product-list__error-icon" />
          列表加载失败：{error}
        </div>
      )}
      {/* Cards title themselves with <h3>: this keeps the outline from jumping from the page's <h1>. */}
      <h2 className="visually-hidden">列表</h2>
      {count > 0 ? children : !error && <EmptyState description={emptyText} />}
      <ListPagination
        current={query.page}
        pageSize={pageSize}
        total={total}
        jumper={jumper}
        hrefFor={(page) => pageHref(pathname, search, page)}
        onChange={(page) => void navigate(pageHref(pathname, search, page))}
      />
    </div>
  );
}
