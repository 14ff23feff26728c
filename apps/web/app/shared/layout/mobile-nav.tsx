import { RightOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useLogout } from '../session/logout.ts';
import { useMe } from '../session/use-me.ts';
import { SideDrawer } from '../ui/side-drawer.tsx';
import {
  courseCategoryHref,
  COURSE_ALL_HREF,
  menuChildren,
  plugCategoryHref,
  PLUG_ALL_HREF,
  type MenuCategory,
} from './category-links.ts';
import { CustomerServicePanel } from './customer-service.tsx';
import { ACCOUNT_LINKS, canUploadPlugins, PLUGIN_WORKSPACE, UserAvatar } from './header-account.tsx';
import { NAV_LINKS } from './nav-links.ts';
import { SearchBox } from './search-box.tsx';
import type { ShellData } from './shell-data.ts';
import './mobile-nav.css';
import { paths } from '../paths.ts';

/** The header on narrow screens: the same menus, search and account links in a drawer. */
export function MobileNav({
  shell,
  open,
  onClose,
}: {
  shell: ShellData;
  open: boolean;
  onClose: () => void;
}) {
  const location = useLocation();
  const { signedIn, me: user } = useMe();
  const logout = useLogout();
  // Any navigation (including a search) closes the drawer.
  useEffect(() => onClose(), [location.pathname, location.search, onClose]);

  return (
    <SideDrawer open={open} onClose={onClose} title="光子设计" className="m-nav">
      <SearchBox className="search-box--block" onSearched={onClose} />
      <div className="m-nav__account">
        {signedIn ? (
          <>
            <Link to={paths.userInfo()} className="m-nav__user">
              <UserAvatar user={user} size={40} />
              <span>{user?.name || '个人中心'}</span>
            </Link>
            <div className="m-nav__account-links">
              {ACCOUNT_LINKS.map((link) => (
                <Link key={link.to} to={link.to}>
                  {link.label}
                </Link>
              ))}
              {canUploadPlugins(user) && (
                <a href={PLUGIN_WORKSPACE} target="_blank" rel="noopener">
                  插件上传
                </a>
              )}
              <button type="button" onClick={() => void logout()}>
                退出登录
              </button>
            </div>
          </>
        ) : (
          <div className="hdr-auth hdr-auth--block">
            <Link to={paths.login()} className="hdr-btn hdr-btn--ghost">
              登录
            </Link>
            <Link to={paths.register()} className="hdr-btn hdr-btn--primary">
              注册
            </Link>
          </div>
        )}
      </div>
      <nav className="m-nav__menu" aria-label="移动端导航">
        <Link to={paths.home()} className="m-nav__link">
          首页
        </Link>
        <CategorySection
          label="课程"
          allLabel="全部课程"
          allHref={COURSE_ALL_HREF}
          tree={shell.courseTree}
          hrefOf={courseCategoryHref}
        />
        <CategorySection
          label="插件"
          allLabel="全部插件"
          allHref={PLUG_ALL_HREF}
          tree={shell.plugTree}
          hrefOf={plugCategoryHref}
        />
        {NAV_LINKS.map((link) => (
          <Link key={link.to} to={link.to} className="m-nav__link">
            {link.label}
          </Link>
        ))}
      </nav>
      <CustomerServicePanel contact={shell.contact} />
    </SideDrawer>
  );
}

interface SectionProps {
  label: string;
  allLabel: string;
  allHref: string;
  tree: MenuCategory[];
  hrefOf: (node: MenuCategory) => string;
}

function CategorySection({ label, allLabel, allHref, tree, hrefOf }: SectionProps) {
  return (
    <details className="m-tree__section">
      <summary className="m-nav__link">
        {label}
        <RightOutlined className="m-tree__chevron" />
      </summary>
      <ul className="m-tree">
        <li>
          <Link to={allHref}>{allLabel}</Link>
        </li>
      </ul>
      <CategoryTree nodes={tree} hrefOf={hrefOf} />
    </details>
  );
}

/** Nested collapsible lists: a link opens the category, the chevron opens its children. */
function CategoryTree({ nodes, hrefOf }: { nodes: MenuCategory[]; hrefOf: (node: MenuCategory) => string }) {
  if (nodes.length === 0) return null;
  return (
    <ul className="m-tree">
      {nodes.map((node) => {
        const children = menuChildren(node);
        return (
          <li key={node.id}>
            {children.length === 0 ? (
              <Link to={hrefOf(node)}>{node.name}</Link>
            ) : (
              <details>
                <summary>
                  <Link to={hrefOf(node)}>{node.name}</Link>
                  <RightOutlined className="m-tree__chevron" />
                </summary>
                <CategoryTree nodes={children} hrefOf={hrefOf} />
              </details>
            )}
          </li>
        );
      })}
    </ul>
  );
}
