import { Link } from 'react-router';
import { categoryRows, findCategoryPath, type TabCategory } from './category-path.ts';
import './list-tabs.css';

interface CategoryTabsProps<T extends TabCategory> {
  tree: readonly T[];
  /** The chosen category (any level), or null for 全部. */
  selectedId: number | null;
  /**
   * Where a tab leads: `node` is the category it chooses, or null for the top-level 全部. A lower level's
   * 全部 chooses that row's parent (`node` = the parent).
   */
  hrefFor: (node: T | null, path: T[]) => string;
}

/**
 * Up to four rows of category tabs (000 §2.6, §2.9, §2.10). Every row starts with 全部; lower rows appear
 * under a chosen category that has children. Tabs are links, so they work before hydration and are indexed.
 */
export function CategoryTabs<T extends TabCategory>({ tree, selectedId, hrefFor }: CategoryTabsProps<T>) {
  const path = findCategoryPath(tree, selectedId);
  const rows = categoryRows(tree, path);
  if (tree.length === 0) return null;
  return (
    <nav className="list-tabs" aria-label="分类">
      {rows.map((row) => {
        const parentPath = row.parent ? path.slice(0, row.level - 1) : [];
        return (
          <div key={row.level} className={`list-tabs__row list-tabs__row--l${row.level}`}>
            <span className="list-tabs__label">{row.level === 1 ? '分类' : `${row.parent?.name}`}</span>
            <div className="list-tabs__items">
              <TabLink active={row.activeId === 0} to={hrefFor(row.parent, parentPath)}>
                全部
              </TabLink>
              {row.options.map((node) => (
                <TabLink
                  key={node.id}
                  active={row.activeId === node.id}
                  to={hrefFor(node, [...parentPath, node])}
                >
                  {node.name}
                </TabLink>
              ))}
            </div>
          </div>
        );
      })}
    </nav>
  );
}

function TabLink({ active, to, children }: { active: boolean; to: string; children: string }) {
  return (
    <Link
      to={to}
      preventScrollReset
      className={`list-tabs__tab${active ? ' is-active' : ''}`}
      aria-current={active ? 'true' : undefined}
    >
      {children}
    </Link>
  );
}
