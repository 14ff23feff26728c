import { LockOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { adminCalls, adminMessages } from '@app/contract/web';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApiMutation } from '../../shared/api/use-api-mutation.ts';
import { paths } from '../../shared/paths.ts';
import { saveStaffSession, useStaffSession } from '../../shared/session/staff-session-store.ts';
import './admin.css';

/** Only an admin page may be the way back after signing in (never another site). */
export function adminReturnPath(redirect: string | null): string {
  return redirect && /^\/admin(?:[/?#]|$)/.test(redirect) && !redirect.startsWith('/admin/login')
    ? redirect
    : paths.admin();
}

/** 后台登录: phone + password, then the 6-digit code when the account has two-step verification on. */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const back = adminReturnPath(search.get('redirect'));
  const { signedIn } = useStaffSession();
  const [ticket, setTicket] = useState<string | null>(null);
  const login = useApiMutation(adminCalls.login);
  const totp = useApiMutation(adminCalls.loginTotp);

  useEffect(() => {
    if (signedIn) navigate(back, { replace: true });
  }, [signedIn, navigate, back]);

  async function submitPassword(values: { phone: string; password: string }) {
    const result = await login.run({ body: { phone: values.phone.trim(), password: values.password } });
    if (!result.ok) return;
    if ('totp_ticket' in result.data) setTicket(result.data.totp_ticket);
    else saveStaffSession(result.data.token, result.data.staff);
  }

  async function submitCode(values: { code: string }) {
    const result = await totp.run({ body: { ticket: ticket!, code: values.code.trim() } });
    if (result.ok) saveStaffSession(result.data.token, result.data.staff);
    // An expired ticket starts over at the password.
    else if (result.code === 4001) setTicket(null);
  }

  return (
    <div className="admin-login">
      <Card className="admin-login__card" title={<h1 className="admin-login__title">光子设计 · 管理后台</h1>}>
        {ticket === null ? (
          <Form layout="vertical" size="large" onFinish={submitPassword} autoComplete="on">
            <Form.Item
              name="phone"
              label="手机号"
              rules={[{ required: true, whitespace: true, message: adminMessages.phoneRequired }]}
            >
              <Input prefix={<MobileOutlined />} maxLength={11} autoComplete="username" inputMode="numeric" />
            </Form.Item>
            <Form.Item
              name="password"
              label="密码"
              rules={[{ required: true, message: adminMessages.passwordRequired }]}
            >
              <Input.Password prefix={<LockOutlined />} maxLength={64} autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={login.pending}>
              登录
            </Button>
          </Form>
        ) : (
          <Form layout="vertical" size="large" onFinish={submitCode} autoComplete="off">
            <Typography.Paragraph type="secondary">{adminMessages.totpRequired}</Typography.Paragraph>
            <Form.Item
              name="code"
              label="动态码"
              rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: adminMessages.codeRequired }]}
            >
              <Input
                prefix={<SafetyOutlined />}
                maxLength={6}
                inputMode="numeric"
                autoComplete="one-time-code"
                autoFocus
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={totp.pending}>
              验证并登录
            </Button>
            <Button type="link" block onClick={() => setTicket(null)} style={{ marginTop: 8 }}>
              返回重新输入密码
            </Button>
          </Form>
        )}
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0, fontSize: 12 }}>
          后台账号与会员账号相互独立，由本站管理员开通；会员请在网站首页登录。
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
