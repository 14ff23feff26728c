import {
  CheckCircleFilled,
  ExclamationCircleFilled,
  KeyOutlined,
  LockOutlined,
  MailOutlined,
  MobileOutlined,
} from '@ant-design/icons';
import { maskPhone } from '@app/contract/web';
import { Button } from 'antd';
import { useState, type ReactNode } from 'react';
import '../account.css';
import { useMe } from '../../../shared/session/use-me.ts';
import { EmailDialog } from './email-dialog.tsx';
import { PasswordDialog } from './password-dialog.tsx';
import { PhoneDialog } from './phone-dialog.tsx';
import { QuestionsDialog } from './questions-dialog.tsx';

type DialogName = 'password' | 'questions' | 'phone' | 'email' | null;

interface SecurityItem {
  key: Exclude<DialogName, null>;
  icon: ReactNode;
  title: string;
  set: boolean;
  detail: string;
  action: string;
  /** Security questions cannot be changed once set (001 §2.5): the button is then inert. */
  locked?: boolean;
}

/** 安全设置 (001 §2.5): password, security questions, phone and e-mail, each set or unset. */
export function SecurityPage() {
  const { me: user } = useMe();
  const [dialog, setDialog] = useState<DialogName>(null);
  if (!user) return null;
  const close = () => setDialog(null);

  const items: SecurityItem[] = [
    {
      key: 'password',
      icon: <LockOutlined />,
      title: '登录密码',
      set: Boolean(user.is_pass),
      detail: '建议定期更换密码，保护账号安全',
      action: user.is_pass ? '修改' : '设置',
    },
    {
      key: 'questions',
      icon: <KeyOutlined />,
      title: '安全问题',
      set: Boolean(user.is_problem),
      detail: user.is_problem ? '已设置，设置后不可修改' : '忘记密码时可通过安全问题重置密码',
      action: user.is_problem ? '已设置' : '设置',
      locked: Boolean(user.is_problem),
    },
    {
      key: 'phone',
      icon: <MobileOutlined />,
      title: '手机绑定',
      set: Boolean(user.phone),
      detail: user.phone ? `已绑定 ${maskPhone(user.phone)}` : '绑定后可使用手机验证码登录',
      action: user.phone ? '更换' : '绑定',
    },
    {
      key: 'email',
      icon: <MailOutlined />,
      title: '邮箱设置',
      set: Boolean(user.email),
      detail: user.email ? `已验证 ${user.email}` : '设置后可通过邮箱找回密码',
      action: user.email ? '修改' : '设置',
    },
  ];

  return (
    <>
      <h2 className="uc-page-title">安全设置</h2>
      <ul className="uc-security-list">
        {items.map((item) => (
          <li key={item.key} className="uc-security-item">
            <span className="uc-security-icon">{item.icon}</span>
            <div className="uc-security-text">
              <div className="uc-security-title">
                {item.title}
                {item.set ? (
                  <span className="uc-security-state is-set">
                    <CheckCircleFilled /> 已设置
                  </span>
                ) : (
                  <span className="uc-security-state">
                    <ExclamationCircleFilled /> 未设置
                  </span>
                )}
              </div>
              <div className="uc-security-detail">{item.detail}</div>
            </div>
            <Button
              type={item.set ? 'default' : 'primary'}
              disabled={item.locked}
              onClick={() => !item.locked && setDialog(item.key)}
            >
              {item.action}
            </Button>
          </li>
        ))}
      </ul>
      <PasswordDialog open={dialog === 'password'} hasPassword={Boolean(user.is_pass)} onClose={close} />
      <QuestionsDialog open={dialog === 'questions'} onClose={close} />
      <PhoneDialog open={dialog === 'phone'} onClose={close} />
      <EmailDialog open={dialog === 'email'} onClose={close} />
    </>
  );
}
