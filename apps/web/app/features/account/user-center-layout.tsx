import { Code, USER_MENU } from '@app/contract/web';
import { App, Menu, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useRequireUser } from '../../shared/session/guards.ts';
import { clearSession } from '../../shared/session/session-store.ts';
import './account.css';
import { refreshMe, useMe } from '../../shared/session/use-me.ts';

/** The menu entry the current path belongs to (/user/order/12 belongs to 我的订单). */
function activeMenuPath(pathname: string): string | undefined {
  return USER_MENU.find((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`))?.path;
}

/**
 * Personal-centre frame (001 §2.2): sidebar menu beside the routed content. Below 900px the sidebar
 * becomes a horizontal, scrollable strip above the content (pure CSS, so there is no flash on load).
 * On entry the stored user is refreshed from GET /api/user; a refusal ends the session.
 */
export default function UserCenterLayout() {
  const { ready } = useRequireUser();
  const { me: user } = useMe();
  const { message } = App.useApp();
  const { pathname } = useLocation();
  const active = activeMenuPath(pathname);
  const refreshed = useRef(false);
  const topMenu = useRef<HTMLElement>(null);

  // On narrow screens the strip scrolls sideways: bring the current entry into view (e.g. 基本信息).
  useEffect(() => {
    const strip = topMenu.current;
    const current = strip?.querySelector<HTMLElement>('a.is-active');
    if (strip && current)
      strip.scrollLeft = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
  }, [active]);

  useEffect(() => {
    if (!ready || refreshed.current) return;
    refreshed.current = true;
    void refreshMe().then((answer) => {
      // A network failure keeps the stored session (the member is not signed out by a flaky link).
      if (answer.code === -1) message.error(answer.msg);
      else if (answer.code !== Code.ok && answer.code !== Code.unauthenticated) {
        // 4001 is already handled by the API client; any other refusal also ends the session (001 §6),
        // and useRequireUser then sends the member to /login?redirect=<here>.
        clearSession();
      }
    });
  }, [ready, message]);

  return (
    <div className="container uc-shell">
      <aside className="uc-sidebar" aria-label="个人中心菜单">
        <div className="uc-sidebar-title">个人中心</div>
        <Menu
          mode="inline"
          selectedKeys={active ? [active] : []}
          items={USER_MENU.map((entry) => ({
            key: entry.path,
            label: <Link to={entry.path}>{entry.label}</Link>,
          }))}
        />
      </aside>
      <nav className="uc-topmenu" aria-label="个人中心菜单" ref={topMenu}>
        {USER_MENU.map((entry) => (
          <Link key={entry.path} to={entry.path} className={entry.path === active ? 'is-active' : undefined}>
            {entry.label}
          </Link>
        ))}
      </nav>
      <section className="uc-content">
        {/* The page's one heading (the menu names the section; each screen's own titles are below it). */}
        <h1 className="visually-hidden">
          个人中心{USER_MENU.find((entry) => entry.path === active)?.label.replace(/^/, ' · ') ?? ''}
        </h1>
        {ready && user ? (
          <Outlet />
        ) : (
          <div style={{ textAlign: 'center', paddingTop: 80 }}>
            <Spin />
          </div>
        )}
      </section>
    </div>
  );
}
