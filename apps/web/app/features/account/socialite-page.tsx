import { CheckCircleFilled, QqOutlined, WechatOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useEffect, useState } from 'react';
import './account.css';
import { refreshMe, useMe } from '../../shared/session/use-me.ts';
import { SOCIAL_PROVIDERS, takeBindResult } from './social-flags.ts';

const BIND_POLL_MS = 3000;

/**
 * 第三方登录 (001 §2.6, §4 social binding). 立即绑定 opens the provider in a new tab with ?user_id; that
 * tab ends on the home page, which leaves IsWechatBind / bindTips / bindCode in localStorage. This page
 * checks every 3 s, reports the result once, and on success refetches the user so the item shows 已绑定.
 */
export function SocialitePage() {
  const { me: user } = useMe();
  const { message } = App.useApp();
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => {
      const result = takeBindResult(window.localStorage);
      if (!result) return;
      window.clearInterval(timer);
      setWaiting(false);
      if (!result.ok) {
        message.warning(result.tips);
        return;
      }
      void refreshMe().then(() => message.success(result.tips));
    }, BIND_POLL_MS);
    return () => window.clearInterval(timer);
  }, [waiting, message]);

  if (!user) return null;

  function bind(path: string) {
    window.open(`${path}?user_id=${user!.id}`, '_blank');
    setWaiting(true);
  }

  return (
    <>
      <h2 className="uc-page-title">第三方登录</h2>
      <p className="uc-hint">绑定后可使用第三方账号直接登录本站。</p>
      <ul className="uc-security-list">
        {SOCIAL_PROVIDERS.map((provider) => {
          const bound = Boolean(user[provider.flag]);
          return (
            <li key={provider.key} className="uc-security-item">
              <span className={`uc-security-icon is-${provider.key}`}>
                {provider.key === 'wechat' ? <WechatOutlined /> : <QqOutlined />}
              </span>
              <div className="uc-security-text">
                <div className="uc-security-title">{provider.label}</div>
                <div className="uc-security-detail">
                  {bound ? `已绑定${provider.label}账号` : `绑定${provider.label}账号，登录更便捷`}
                </div>
              </div>
              {bound ? (
                <span className="uc-security-state is-set">
                  <CheckCircleFilled /> 已绑定
                </span>
              ) : (
                <Button type="primary" onClick={() => bind(provider.path)}>
                  立即绑定
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {waiting ? <p className="uc-hint">请在新打开的页面中完成授权，完成后本页会自动更新。</p> : null}
    </>
  );
}
