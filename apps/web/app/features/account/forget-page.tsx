import { MailOutlined } from '@ant-design/icons';
import { accountCalls, isEmail, M } from '@app/contract/web';
import { App, Button, Form, Input, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useApiMutation } from '../../shared/api/use-api-mutation.ts';
import './account.css';
import { AuthCard } from './auth-card.tsx';
import { paths } from '../../shared/paths.ts';

/** 找回密码 (000 §2.5): sends the reset link to the member's e-mail. */
export function ForgetPage() {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  // A refusal (unknown e-mail, no security questions…) is a dialog here, not a toast.
  const forget = useApiMutation(accountCalls.forgetPassword, {
    handle: (answer) => {
      modal.warning({ title: '提示', content: answer.msg, okText: '知道了' });
      return true;
    },
  });
  const submitting = forget.pending;

  async function submit(values: { email: string }) {
    const result = await forget.run({ body: { email: values.email.trim() } });
    if (!result.ok) return;
    message.success(result.msg || M.forgetSent, 5);
    navigate(paths.login(), { replace: true });
  }

  return (
    <AuthCard title="找回密码">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 20 }}>
        请输入账号绑定的邮箱，我们会把重置密码的链接发送到该邮箱。
      </Typography.Paragraph>
      <Form size="large" onFinish={submit}>
        <Form.Item
          name="email"
          rules={[
            { required: true, whitespace: true, message: M.emailRequired },
            {
              validator: async (_, value: string | undefined) =>
                !value?.trim() || isEmail(value.trim())
                  ? undefined
                  : Promise.reject(new Error(M.emailInvalid)),
            },
          ]}
        >
          <Input prefix={<MailOutlined />} placeholder="邮箱地址" maxLength={100} autoComplete="email" />
        </Form.Item>
        <Form.Item style={{ marginBottom: 12 }}>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            重置
          </Button>
        </Form.Item>
      </Form>
      <div className="account-links">
        <Link to={paths.login()} replace>
          返回登录
        </Link>
      </div>
    </AuthCard>
  );
}
