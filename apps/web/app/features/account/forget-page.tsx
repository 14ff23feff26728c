import { MailOutlined } from '@ant-design/icons';
import { accountCalls, Code, isEmail, M } from '@app/contract';
import { App, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { callApi } from '../../shared/api/client.ts';
import './account.css';
import { AuthCard } from './auth-card.tsx';
import { paths } from '../../shared/paths.ts';

/** 找回密码 (000 §2.5): sends the reset link to the member's e-mail. */
export function ForgetPage() {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  async function submit(values: { email: string }) {
    setSubmitting(true);
    const answer = await callApi(accountCalls.forgetPassword, { body: { email: values.email.trim() } });
    setSubmitting(false);
    if (answer.code !== Code.ok) {
      modal.warning({ title: '提示', content: answer.msg, okText: '知道了' });
      return;
    }
    message.success(answer.msg || M.forgetSent, 5);
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
