import { QqOutlined, WechatOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { SOCIAL_PROVIDERS, takeSocialLoginFlag } from './social-flags.ts';

const SOCIAL_LOGIN_POLL_MS = 2000;

/**
 * The two social-login buttons (000 §2.5, §4). The provider page opens in a new tab; when that tab has
 * signed in it lands on the home page, which stores the session and sets IsLogin = 'true'. This page
 * checks the flag every 2 s and, when set, clears it and calls `onSignedIn` (go back). Polling starts
 * with the first click and stops when the page unmounts.
 */
export function SocialLoginButtons({ onSignedIn }: { onSignedIn: () => void }) {
  const [polling, setPolling] = useState(false);

  useEffect(() => {
    if (!polling) return;
    const timer = window.setInterval(() => {
      if (takeSocialLoginFlag(window.localStorage)) {
        window.clearInterval(timer);
        onSignedIn();
      }
    }, SOCIAL_LOGIN_POLL_MS);
    return () => window.clearInterval(timer);
  }, [polling, onSignedIn]);

  function open(path: string) {
    window.open(path, '_blank');
    setPolling(true);
  }

  return (
    <div className="account-social">
      {SOCIAL_PROVIDERS.map((provider) => (
        <Button
          key={provider.key}
          shape="round"
          icon={
            provider.key === 'wechat' ? (
              <WechatOutlined style={{ color: '#07c160' }} />
            ) : (
              <QqOutlined style={{ color: '#1296db' }} />
            )
          }
          onClick={() => open(provider.path)}
        >
          {provider.label}登录
        </Button>
      ))}
    </div>
  );
}
