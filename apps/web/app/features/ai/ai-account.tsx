import { SettingOutlined } from '@ant-design/icons';
import { aiCalls, formatPhotons } from '@app/contract/web';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApiQuery } from '../../shared/api/query.ts';
import { UserAvatar } from '../../shared/layout/header-account.tsx';
import { useLogout } from '../../shared/session/logout.ts';
import { useMe } from '../../shared/session/use-me.ts';
import { paths } from '../../shared/paths.ts';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

/**
 * The AI header's user area (002 §2): signed in, the 光子 balance, the avatar (→ /user/info) and an account
 * menu with 修改密码 and 退出登录; a guest gets 登录 and 注册.
 */
export function AiAccount() {
  const { signedIn, me } = useMe();
  const logout = useLogout();
  const [changing, setChanging] = useState(false);
  const balance = useApiQuery(aiCalls.balance, {}, { enabled: signedIn });
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
    { key: 'password', label: '修改密码', onClick: () => setChanging(true) },
    { type: 'divider' as const },
    { key: 'logout', label: '退出登录', onClick: () => void logout() },
  ];
  return (
    <>
      <Link to={paths.userIntegral()} className="ai-balance" title="光子余额，点击充值">
        光子 <b data-testid="ai-balance">{balance.data === undefined ? '…' : formatPhotons(balance.data)}</b>
      </Link>
      <Link to={paths.userInfo()} className="hdr-user" title="个人中心">
        <UserAvatar user={me} />
        <span className="hdr-user__name">{me?.name || '我的'}</span>
      </Link>
      <Dropdown menu={{ items }} placement="bottomRight" trigger={['click']}>
        <Button type="text" size="small" icon={<SettingOutlined />} aria-label="账户设置">
          <span className="ai-account__label">账户</span>
        </Button>
      </Dropdown>
      <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />
    </>
  );
}
