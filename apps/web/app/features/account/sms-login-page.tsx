import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { accountCalls, isPhone, M } from '@app/contract/web';
import { Button, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useApiMutation } from '../../shared/api/use-api-mutation.ts';
import { saveSession } from '../../shared/session/session-store.ts';
import { useGuestOnly } from '../../shared/session/guards.ts';
import './account.css';
import { AuthCard } from './auth-card.tsx';
import { SmsCodeButton } from './sms-code-button.tsx';
import { paths } from '../../shared/paths.ts';

interface SmsLoginForm {
  tel: string;
  smscode: string;
}

/** 手机号登录 (000 §2.5): phone + SMS code (scene 'login'); success goes home. */
export function SmsLoginPage() {
  const guest = useGuestOnly();
  const navigate = useNavigate();
  const [form] = Form.useForm<SmsLoginForm>();
  const login = useApiMutation(accountCalls.login, { success: M.loginOk });
  const submitting = login.pending;

  async function submit(values: SmsLoginForm) {
    const result = await login.run({
      body: { phone: values.tel.trim(), code: values.smscode.trim(), type: 'code' },
    });
    if (!result.ok) return;
    saveSession(result.data.token, result.data.user);
    navigate(paths.home(), { replace: true });
  }

  // A signed-in visitor is being sent to /user/info: show nothing meanwhile.
  if (!guest.ready) return null;
  return (
    <AuthCard title="手机号登录">
      <Form<SmsLoginForm> form={form} size="large" onFinish={submit}>
        <Form.Item
          name="tel"
          rules={[
            { required: true, whitespace: true, message: M.phoneRequired },
            {
              validator: async (_, value: string | undefined) =>
                !value || isPhone(value.trim()) ? undefined : Promise.reject(new Error(M.phoneInvalid)),
            },
          ]}
        >
          <Input
            prefix={<MobileOutlined />}
            placeholder="手机号"
            maxLength={11}
            inputMode="numeric"
            autoComplete="tel"
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
                inputMode="numeric"
                autoComplete="one-time-code"
              />
            </Form.Item>
            <SmsCodeButton
              scene="login"
              getPhone={() => form.getFieldValue('tel') ?? ''}
              canSend={() =>
                form.validateFields(['tel']).then(
                  () => true,
                  () => false,
                )
              }
            />
          </div>
        </Form.Item>
        <Form.Item style={{ marginBottom: 12 }}>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            登录
          </Button>
        </Form.Item>
      </Form>
      <div className="account-links">
        <Link to={paths.login()} replace>
          用账号密码登录
        </Link>
        <Link to={paths.register()} replace>
          立即注册
        </Link>
      </div>
    </AuthCard>
  );
}
