import { LogoutOutlined, MenuOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { adminCalls } from '@app/contract/web';
import { Button, Drawer, Dropdown, Grid, Layout, Menu, Tag } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setStaffUnauthenticatedHandler } from '../../shared/api/client.ts';
import { useApiQuery } from '../../shared/api/query.ts';
import { useApiMutation } from '../../shared/api/use-api-mutation.ts';
import { paths } from '../../shared/paths.ts';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';
import {
  clearStaffSession,
  saveStaffInfo,
  useStaffSession,
} from '../../shared/session/staff-session-store.ts';
import { areaOfPath, menuFor, selectedEntry } from './admin-menu.ts';
import { NoAccessPage } from './no-access-page.tsx';
import { useKeyboardScrollEverywhere } from './table/use-keyboard-scroll.ts';
import './admin.css';

/**
 * The back office's frame: a side menu by role (a drawer below 768 px), the staff member and sign-out in the
 * header. Without a staff session it sends the browser to /admin/login and returns here afterwards.
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  const { signedIn, staff } = useStaffSession();
  const navigate = useNavigate();
  const location = useLocation();
  const screens = Grid.useBreakpoint();
  const mobile = screens.md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const here = location.pathname + location.search;
  const me = useApiQuery(adminCalls.me, {}, { enabled: signedIn, staleTime: 60_000 });
  const logout = useApiMutation(adminCalls.logout);
  const tables = useKeyboardScrollEverywhere<HTMLDivElement>();

  // Set by 退出登录, which goes to the login page itself. Without it, clearing the session also sent the
  // browser there (with ?redirect=): two navigations at once, the first aborted while React Router was
  // discovering the login route, which can leave that discovery half applied (react-router #15327, not fixed in
  // 7.18) so that the next navigation into the back office never happens (an e2e retry in ci5).
  const signingOut = useRef(false);

  useEffect(() => {
    setStaffUnauthenticatedHandler(() => {
      if (!signingOut.current) navigate(paths.adminLogin({ redirect: here }), { replace: true });
    });
  }, [navigate, here]);
  useEffect(() => {
    if (!signedIn && !signingOut.current) navigate(paths.adminLogin({ redirect: here }), { replace: true });
  }, [signedIn, navigate, here]);
  useEffect(() => {
    // The role may have changed since sign-in: the menu follows the server's answer.
    if (me.data && JSON.stringify(me.data) !== JSON.stringify(staff)) saveStaffInfo(me.data);
  }, [me.data, staff]);
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  if (!signedIn || !staff) return <PageSpinner />;
  const entries = menuFor(staff.areas);
  const area = areaOfPath(location.pathname);
  const allowed = area === null || staff.areas.includes(area);
  const menu = (
    <Menu
      theme="dark"
      mode="inline"
      selectedKeys={[selectedEntry(location.pathname, entries) ?? '']}
      items={entries.map((entry) => ({ key: entry.key, label: entry.label }))}
      onClick={({ key }) => navigate(entries.find((e) => e.key === key)!.path)}
    />
  );

  async function signOut() {
    signingOut.current = true;
    await logout.run({ quiet4001: true });
    clearStaffSession();
    navigate(paths.adminLogin(), { replace: true });
  }

  return (
    <Layout className="admin-layout">
      {!mobile && (
        <Layout.Sider width={200} breakpoint="lg" collapsedWidth={64}>
          <div className="admin-brand">光子设计 · 后台</div>
          {menu}
        </Layout.Sider>
      )}
      <Drawer
        open={mobile && drawerOpen}
        onClose={() => setDrawerOpen(false)}
        placement="left"
        size={220}
        closable={false}
        styles={{ body: { padding: 0, background: '#001529' } }}
      >
        <div className="admin-brand">光子设计 · 后台</div>
        {menu}
      </Drawer>
      <Layout>
        <header className="admin-header">
          <div className="admin-header__left">
            {mobile && (
              <Button
                type="text"
                icon={<MenuOutlined />}
                aria-label="打开菜单"
                onClick={() => setDrawerOpen(true)}
              />
            )}
            <span className="admin-header__title">{mobile ? '光子设计 · 后台' : '管理后台'}</span>
          </div>
          <Dropdown
            menu={{
              items: [
                { key: 'security', icon: <SafetyOutlined />, label: '账号安全' },
                { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
              ],
              onClick: ({ key }) => (key === 'logout' ? void signOut() : navigate(paths.adminSecurity())),
            }}
          >
            <Button type="text" icon={<UserOutlined />} data-testid="admin-account">
              {staff.name}
              {!mobile && <Tag style={{ marginInlineStart: 6 }}>{staff.role_text}</Tag>}
            </Button>
          </Dropdown>
        </header>
        <Layout.Content className="admin-content">
          <div ref={tables}>
            {allowed ? children : <NoAccessPage area={area!} roleText={staff.role_text} />}
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
