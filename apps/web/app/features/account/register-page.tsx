import { LockOutlined, MailOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { accountCalls, classifyAccount, M } from '@app/contract/web';
import { Alert, App, Button, Checkbox, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useApiMutation } from '../../shared/api/use-api-mutation.ts';
import { useGuestOnly } from '../../shared/session/guards.ts';
import './account.css';
import { AgreementDialog } from './agreement-dialog.tsx';
import { AuthCard } from './auth-card.tsx';
import { SmsCodeButton } from './sms-code-button.tsx';
import { paths } from '../../shared/paths.ts';

interface RegisterForm {
  name: string;
  tel: string;
  smscode: string;
  pass: string;
  checkPass: string;
  agree: boolean;
}

const BIND_NOTICE_MS = 20_000;

/** 会员注册 (000 §2.5): the account is a phone or an e-mail; the code goes to whichever it is. */
export function RegisterPage() {
  const guest = useGuestOnly();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [form] = Form.useForm<RegisterForm>();
  const register = useApiMutation(accountCalls.register, { success: M.registerOk, refusal: 'warning' });
  const submitting = register.pending;
  const [agreementOpen, setAgreementOpen] = useState(false);
  // Arriving from a social login whose identity is not bound yet (names.md: /register?redirect=bind).
  const [bindNotice, setBindNotice] = useState(searchParams.get('redirect') === 'bind');

  useEffect(() => {
    if (!bindNotice) return;
    const timer = window.setTimeout(() => setBindNotice(false), BIND_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [bindNotice]);

  async function submit(values: RegisterForm) {
    if (!values.agree) {
      message.warning(M.agreementRequired);
      return;
    }
    const result = await register.run({
      body: {
        name: values.name.trim(),
        phone: values.tel.trim(),
        code: values.smscode.trim(),
        password: values.pass,
        password_confirmation: values.checkPass,
      },
    });
    // 000 sends a new member to /login: the account they just registered arrives filled in (in the history
    // state, not the address, so it stays out of logs) and the password field takes the focus.
    if (result.ok) navigate(paths.login(), { replace: true, state: { account: values.tel.trim() } });
  }

  function canSendCode(): boolean {
    if (classifyAccount(String(form.getFieldValue('tel') ?? '').trim())) return true;
    message.warning(M.phoneInvalid);
    return false;
  }

  // A signed-in visitor is being sent to /user/info: show nothing meanwhile.
  if (!guest.ready) return null;
  return (
    <AuthCard
      title="会员注册"
      footer={
        <>
          <Link to={paths.help({ type: 'question' })}>常见问题</Link>|
          <Link to={paths.help({ type: 'service' })}>服务条款</Link>|
          <Link to={paths.help({ type: 'private' })}>隐私协议</Link>
        </>
      }
    >
      {bindNotice ? (
        <Alert
          type="warning"
          showIcon
          title="请先注册账号，注册后可在个人中心绑定第三方登录"
          style={{ marginBottom: 20 }}
        />
      ) : null}
      <Form<RegisterForm> form={form} size="large" onFinish={submit} initialValues={{ agree: false }}>
        <Form.Item name="name" rules={[{ required: true, whitespace: true, message: M.nameRequired }]}>
          <Input prefix={<UserOutlined />} placeholder="用户名" maxLength={8} autoComplete="nickname" />
        </Form.Item>
        <Form.Item name="tel" rules={[{ required: true, whitespace: true, message: M.telRequired }]}>
          <Input
            prefix={<MailOutlined />}
            placeholder="手机号 / 邮箱"
            maxLength={100}
            autoComplete="username"
          />
        </Form.Item>
        <Form.Item required>
          <div className="account-code-row">
            <Form.Item
              name="smscode"
              noStyle
              rules={[{ required: true, whitespace: true, message: M.codeRequired }]}
            >
              <Input
                prefix={<SafetyOutlined />}
                placeholder="验证码"
                maxLength={8}
                autoComplete="one-time-code"
              />
            </Form.Item>
            <SmsCodeButton
              scene="register"
              getPhone={() => form.getFieldValue('tel') ?? ''}
              canSend={canSendCode}
            />
          </div>
        </Form.Item>
        <Form.Item
          name="pass"
          rules={[
            { required: true, message: M.newPasswordRequired },
            { min: 6, max: 32, message: M.passwordWeak },
          ]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            placeholder="密码（6-32 位）"
            maxLength={32}
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item
          name="checkPass"
          dependencies={['pass']}
          rules={[
            { required: true, message: M.confirmPasswordRequired },
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) =>
                !value || value === getFieldValue('pass')
                  ? undefined
                  : Promise.reject(new Error(M.passwordMismatch)),
            }),
          ]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            placeholder="确认密码"
            maxLength={32}
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item name="agree" valuePropName="checked" style={{ marginBottom: 12 }}>
          <Checkbox onChange={(event) => event.target.checked && setAgreementOpen(true)}>
            我已阅读并同意《注册协议》
          </Checkbox>
        </Form.Item>
        <Form.Item style={{ marginBottom: 12 }}>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            注册
          </Button>
        </Form.Item>
      </Form>
      <div className="account-links">
        <Link to={paths.login()} replace>
          使用已有账号登录
        </Link>
      </div>
      <AgreementDialog
        open={agreementOpen}
        onAgree={() => setAgreementOpen(false)}
        onDecline={() => {
          form.setFieldValue('agree', false);
          setAgreementOpen(false);
        }}
      />
    </AuthCard>
  );
}
