import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { accountCalls, M } from '@app/contract/web';
import { Button, Divider, Form, Input } from 'antd';
import { Link, useLocation } from 'react-router';
import { useApiMutation } from '../../shared/api/use-api-mutation.ts';
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
  const goBack = useReturnAfterLogin();
  const login = useApiMutation(accountCalls.login, { success: M.loginOk });
  const submitting = login.pending;
  // Just registered (register-page.tsx): the account is filled in and only the password is left to type.
  const registered = registeredAccount(useLocation().state);

  async function submit(values: LoginForm) {
    const result = await login.run({
      body: { phone: values.username.trim(), password: values.password, type: 'pass' },
    });
    if (!result.ok) return;
    saveSession(result.data.token, result.data.user);
    goBack();
  }

  // A signed-in visitor is being sent to /user/info: show nothing meanwhile.
  if (!guest.ready) return null;
  return (
    <AuthCard title="会员登录">
      <Form<LoginForm>
        size="large"
        onFinish={submit}
        autoComplete="on"
        initialValues={registered ? { username: registered } : undefined}
      >
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
            autoFocus={Boolean(registered)}
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
      <Divider plain style={{ fontSize: 13, color: '#5f6470' }}>
        其他登录方式
      </Divider>
      <SocialLoginButtons onSignedIn={goBack} />
    </AuthCard>
  );
}

function registeredAccount(state: unknown): string | undefined {
  const account = (state as { account?: unknown } | null)?.account;
  return typeof account === 'string' && account ? account : undefined;
}
