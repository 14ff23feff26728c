import { MenuOutlined } from '@ant-design/icons';
import { useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { SITE_NAME } from '../meta.ts';
import { courseCategoryHref, COURSE_ALL_HREF, plugCategoryHref, PLUG_ALL_HREF } from './category-links.ts';
import { CustomerService } from './customer-service.tsx';
import { HeaderAccount } from './header-account.tsx';
import { MegaMenu } from './mega-menu.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { inSection, isHomePath, NAV_LINKS } from './nav-links.ts';
import { SearchBox } from './search-box.tsx';
import type { ShellData } from './shell-data.ts';
import { useScrolledPast } from './use-scrolled-past.ts';
import './header.css';
import { paths } from '../paths.ts';

/** 000 §2.1: the header gains its background once the page is scrolled more than 20px. */
const SOLID_AFTER_PX = 20;

export function SiteLogo() {
  return (
    <Link to={paths.home()} className="brand" aria-label={`${SITE_NAME}首页`}>
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span className="brand__title">{SITE_NAME}</span>
    </Link>
  );
}

/**
 * Site header (000 §2.3). Home: transparent over the banner until scrolled; other paths: inner style.
 * Wide screens show the menus inline; below 960px they move into a drawer (CSS decides, so the server
 * HTML is right for both).
 */
export function SiteHeader({ shell }: { shell: ShellData }) {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(SOLID_AFTER_PX);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const home = isHomePath(pathname);
  const style = home ? 'site-header--home' : 'site-header--inner';

  return (
    <header className={`site-header ${style}${scrolled ? ' is-scrolled' : ''}`}>
      <div className="site-header__bar">
        <SiteLogo />
        <nav className="site-nav" aria-label="主导航">
          <MegaMenu
            label="课程"
            allLabel="全部课程"
            allHref={COURSE_ALL_HREF}
            tree={shell.courseTree}
            hrefOf={courseCategoryHref}
            active={inSection(pathname, paths.courseList()) || pathname.startsWith(paths.course(''))}
            deferPanel={shell.deferMenuPanels}
          />
          <MegaMenu
            label="插件"
            allLabel="全部插件"
            allHref={PLUG_ALL_HREF}
            tree={shell.plugTree}
            hrefOf={plugCategoryHref}
            active={inSection(pathname, paths.plugList())}
            deferPanel={shell.deferMenuPanels}
          />
          {NAV_LINKS.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className={`site-nav__link${inSection(pathname, link.section) ? ' is-active' : ''}`}
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="site-header__tools">
          <SearchBox className="site-header__search" />
          <CustomerService contact={shell.contact} />
          <div className="site-header__account">
            <HeaderAccount />
          </div>
          <button
            type="button"
            className="hdr-icon-btn site-header__menu-btn"
            onClick={() => setDrawerOpen(true)}
            aria-label="打开菜单"
          >
            <MenuOutlined />
          </button>
        </div>
      </div>
      <MobileNav shell={shell} open={drawerOpen} onClose={closeDrawer} />
    </header>
  );
}
