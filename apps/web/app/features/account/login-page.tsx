import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { accountCalls, Code, M } from '@app/contract';
import { App, Button, Divider, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../shared/api/client.ts';
import { saveSession } from '../../shared/session/session-store.ts';
import { useGuestOnly } from '../../shared/session/guards.ts';
import './account.css';
import { AuthCard } from './auth-card.tsx';
import { useReturnAfterLogin } from './use-return-after-login.ts';
import { SocialLoginButtons } from './social-login-buttons.tsx';
import { paths } from '../../shared/paths.ts';

interface LoginForm {
  username: string;
  password: string;
}

/** 会员登录 (000 §2.5): phone or e-mail with a password, plus the two social logins. */
export function LoginPage() {
  const guest = useGuestOnly();
  const { message } = App.useApp();
  const goBack = useReturnAfterLogin();
  const [submitting, setSubmitting] = useState(false);

  async function submit(values: LoginForm) {
    setSubmitting(true);
    const answer = await callApi(accountCalls.login, {
      body: { phone: values.username.trim(), password: values.password, type: 'pass' },
    });
    setSubmitting(false);
    if (answer.code !== Code.ok) {
      message.error(answer.msg);
      return;
    }
    saveSession(answer.data.token, answer.data.user);
    message.success(answer.msg || M.loginOk);
    goBack();
  }

  // A signed-in visitor is being sent to /user/info: show nothing meanwhile.
  if (!guest.ready) return null;
  return (
    <AuthCard title="会员登录">
      <Form<LoginForm> size="large" onFinish={submit} autoComplete="on">
        <Form.Item
          name="username"
          rules={[{ required: true, whitespace: true, message: M.loginUsernameRequired }]}
        >
          <Input
            prefix={<UserOutlined />}
            placeholder="手机号 / 邮箱"
            maxLength={100}
            autoComplete="username"
          />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: M.loginPasswordRequired }]}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder="密码"
            maxLength={64}
            autoComplete="current-password"
          />
        </Form.Item>
        <Form.Item style={{ marginBottom: 12 }}>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            登录
          </Button>
        </Form.Item>
      </Form>
      <div className="account-links">
        <Link to={paths.verification()} replace>
          手机号登录
        </Link>
        <span>
          <Link to={paths.forget()} replace>
            忘记密码
          </Link>
          <Divider orientation="vertical" />
          <Link to={paths.register()} replace>
            立即注册
          </Link>
        </span>
      </div>
      <Divider plain style={{ fontSize: 13, color: '#8a8f99' }}>
        其他登录方式
      </Divider>
      <SocialLoginButtons onSignedIn={goBack} />
    </AuthCard>
  );
}
