import { UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { Link } from 'react-router';
import { useLogout } from '../session/logout.ts';
import type { StoredUser } from '../session/session-store.ts';
import { useMe } from '../session/use-me.ts';
import './header-controls.css';
import { paths } from '../paths.ts';

/** Links of the signed-in header menu (000 §2.3, 001 §2.2), shared with the mobile drawer. */
export const ACCOUNT_LINKS = [
  { to: paths.userOrder(), label: '我的订单' },
  { to: paths.userCourse(), label: '我的课程' },
  { to: paths.userInfo(), label: '个人资料' },
] as const;

/** Creators flagged `bind` get the '插件上传' link to the external admin site (000 §6). */
export function canUploadPlugins(user: StoredUser | null): boolean {
  return user?.bind === true;
}

export function UserAvatar({ user, size = 32 }: { user: StoredUser | null; size?: number }) {
  const name = user?.name ?? '';
  return (
    <Avatar
      size={size}
      src={user?.avatar || undefined}
      icon={!user?.avatar && !name ? <UserOutlined /> : undefined}
      alt={name}
    >
      {name.slice(0, 1)}
    </Avatar>
  );
}

/** Signed in: avatar and name (→ /user/info) with a menu; signed out: 登录 and 注册. */
export function HeaderAccount({ adminUrl }: { adminUrl: string }) {
  const { signedIn, me: user } = useMe();
  const logout = useLogout();
  if (!signedIn) {
    return (
      <div className="hdr-auth">
        <Link to={paths.login()} className="hdr-btn hdr-btn--ghost">
          登录
        </Link>
        <Link to={paths.register()} className="hdr-btn hdr-btn--primary">
          注册
        </Link>
      </div>
    );
  }
  const items: MenuProps['items'] = [
    ...ACCOUNT_LINKS.map((link) => ({ key: link.to, label: <Link to={link.to}>{link.label}</Link> })),
    ...(canUploadPlugins(user)
      ? [
          {
            key: 'upload',
            label: (
              <a href={adminUrl} target="_blank" rel="noopener noreferrer">
                插件上传
              </a>
            ),
          },
        ]
      : []),
    { type: 'divider' as const },
    { key: 'logout', label: '退出登录', onClick: () => void logout() },
  ];
  return (
    <Dropdown menu={{ items }} placement="bottomRight" trigger={['hover']}>
      <Link to={paths.userInfo()} className="hdr-user" title="个人中心">
        <UserAvatar user={user} />
        <span className="hdr-user__name">{user?.name || '我的'}</span>
      </Link>
    </Dropdown>
  );
}
