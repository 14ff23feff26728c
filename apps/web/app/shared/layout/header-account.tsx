import { Link } from 'react-router';
import { useLogout } from '../session/logout.ts';
import type { StoredUser } from '../session/session-store.ts';
import { useMe } from '../session/use-me.ts';
import { Avatar } from '../ui/avatar.tsx';
import { HoverPanel } from '../ui/hover-panel.tsx';
import './header-controls.css';
import { paths } from '../paths.ts';

/** Links of the signed-in header menu (000 §2.3, 001 §2.2), shared with the mobile drawer. */
export const ACCOUNT_LINKS = [
  { to: paths.userOrder(), label: '我的订单' },
  { to: paths.userCourse(), label: '我的课程' },
  { to: paths.userInfo(), label: '个人资料' },
] as const;

/** Creators flagged `bind` get the '插件上传' link (000 §2.3, §6). */
export function canUploadPlugins(user: StoredUser | null): boolean {
  return user?.bind === true;
}

/**
 * Where 插件上传 leads: the creator's own workspace, 投稿管理 on its plugin tab (their plugins, each one's
 * versions, their submissions and review states), in a new tab signed in with the same member session.
 * 000 calls it "an external admin site"; the back office is staff-only and has its own accounts, so it was
 * a login page a customer could not pass (docs/spec-decisions.md "top-up and the creator's own flow").
 */
export const PLUGIN_WORKSPACE = paths.userContribute({ kind: 'plug' });

/** The member's picture, else the first character of their name, else a person icon. */
export function UserAvatar({ user, size = 32 }: { user: StoredUser | null; size?: number }) {
  return <Avatar src={user?.avatar} name={user?.name ?? ''} size={size} />;
}

/** Signed in: avatar and name (→ /user/info) with a menu on hover or focus; signed out: 登录 and 注册. */
export function HeaderAccount() {
  const { signedIn, me: user } = useMe();
  const logout = useLogout();
  // wait_read: unread replies and system notices (docs/spec-decisions.md "people are told"); opening 消息回复 refreshes it.
  const unread = user?.wait_read ?? 0;
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
  return (
    <HoverPanel
      panelClassName="hdr-menu"
      trigger={() => (
        <Link to={paths.userInfo()} className="hdr-user" title="个人中心">
          <UserAvatar user={user} />
          <span className="hdr-user__name">{user?.name || '我的'}</span>
          <UnreadBadge count={unread} />
        </Link>
      )}
    >
      <ul className="hdr-menu__list" aria-label="我的账户">
        <li>
          <Link to={paths.userMessage()} className="hdr-menu__item">
            消息回复
            <UnreadBadge count={unread} />
          </Link>
        </li>
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="hdr-menu__item">
              {link.label}
            </Link>
          </li>
        ))}
        {canUploadPlugins(user) && (
          <li>
            <a href={PLUGIN_WORKSPACE} target="_blank" rel="noopener" className="hdr-menu__item">
              插件上传
            </a>
          </li>
        )}
        <li className="hdr-menu__divider" role="separator" />
        <li>
          <button type="button" className="hdr-menu__item" onClick={() => void logout()}>
            退出登录
          </button>
        </li>
      </ul>
    </HoverPanel>
  );
}

/** The unread-messages count beside the member's name and on 消息回复 (none when 0). */
function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="hdr-unread" aria-label={`${count} 条未读消息`}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
