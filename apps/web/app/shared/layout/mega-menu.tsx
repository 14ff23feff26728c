import { DownOutlined } from '@ant-design/icons';
import { useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { menuChildren, type MenuCategory } from './category-links.ts';
import { useLinkClicks } from './use-link-clicks.ts';

interface MegaMenuProps {
  label: string;
  allLabel: string;
  allHref: string;
  tree: MenuCategory[];
  hrefOf: (node: MenuCategory) => string;
  active: boolean;
  /**
   * A member's or a phone's page (shell-data.ts): the closed panel is not in the HTML, and the browser builds
   * it when the menu is first pointed at or focused.
   */
  deferPanel?: boolean;
}

/**
 * A header dropdown whose panel is in the server-rendered HTML of guests' pages (real links for crawlers and
 * for visitors without JS; plain <a>s that the app follows itself, use-link-clicks.ts). A member's page and a
 * phone's leave it out (a hundred elements fewer in every render of theirs) and build it on first intent:
 * the pointer entering the menu or focus reaching it, not right after hydration, where a phone built it for
 * nothing (below 960 px the menus are in the drawer). CSS shows it on hover or keyboard focus. Clicking a
 * link hides it until the pointer leaves, because the focused link
 * would otherwise keep it open over the new page.
 */
export function MegaMenu({
  label,
  allLabel,
  allHref,
  tree,
  hrefOf,
  active,
  deferPanel = false,
}: MegaMenuProps) {
  const [dismissed, setDismissed] = useState(false);
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const followLink = useLinkClicks();
  const dismiss = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('a')) return;
    // The categories are plain links (many of them, on every page): the app navigates for them.
    followLink(event);
    setDismissed(true);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  };
  return (
    <div
      className={`mega${dismissed ? ' is-dismissed' : ''}`}
      onMouseLeave={() => setDismissed(false)}
      onPointerEnter={deferPanel ? want : undefined}
      onFocus={deferPanel ? want : undefined}
      onClick={dismiss}
    >
      <Link to={allHref} className={`site-nav__link${active ? ' is-active' : ''}`} aria-haspopup="true">
        {label}
        <DownOutlined className="mega__caret" />
      </Link>
      <div className="mega__panel">
        {(!deferPanel || wanted) && (
          <div className="mega__inner">
            <Link to={allHref} className="mega__all">
              {allLabel}
            </Link>
            {tree.length === 0 ? (
              <p className="mega__empty">分类整理中，先看看全部内容吧</p>
            ) : (
              <div className="mega__columns">
                {tree.map((top) => (
                  <section key={top.id} className="mega__column">
                    <a href={hrefOf(top)} className="mega__title">
                      {top.name}
                    </a>
                    <CategoryList nodes={menuChildren(top)} hrefOf={hrefOf} />
                  </section>
                ))}
              </div>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

/** Levels 2–4 of one column: level 2 as rows, deeper levels as small inline links under their parent. */
function CategoryList({ nodes, hrefOf }: { nodes: MenuCategory[]; hrefOf: (node: MenuCategory) => string }) {
  if (nodes.length === 0) return null;
  return (
    <ul className="mega__list">
      {nodes.map((node) => (
        <li key={node.id} className={`mega__item mega__item--l${node.level}`}>
          <a href={hrefOf(node)}>{node.name}</a>
          <CategoryList nodes={menuChildren(node)} hrefOf={hrefOf} />
        </li>
      ))}
    </ul>
  );
}
