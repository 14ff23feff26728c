import { LockOutlined } from '@ant-design/icons';
import { accountCalls, isEmail, M, SECURITY_QUESTIONS } from '@app/contract/web';
import { Alert, App, Button, Form, Input } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useApiMutation } from '../../shared/api/use-api-mutation.ts';
import './account.css';
import { AuthCard } from './auth-card.tsx';
import { paths } from '../../shared/paths.ts';

interface ResetForm {
  answer1: string;
  answer2: string;
  answer3: string;
  password: string;
}

const QUESTION_KEYS = [1, 2, 3] as const;

/** 密码重置 (000 §2.5): the e-mail comes from the link (?email=); three security answers + new password. */
export function ResetPasswordPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const email = (searchParams.get('email') ?? '').trim();
  const emailUsable = email !== '' && isEmail(email);
  const reset = useApiMutation(accountCalls.resetPassword, { success: M.resetOk });
  const submitting = reset.pending;

  async function submit(values: ResetForm) {
    if (!emailUsable) {
      message.error(M.resetAbnormal);
      return;
    }
    const result = await reset.run({
      body: {
        email,
        answer1: values.answer1.trim(),
        answer2: values.answer2.trim(),
        answer3: values.answer3.trim(),
        password: values.password,
      },
    });
    if (result.ok) navigate(paths.login(), { replace: true });
  }

  return (
    <AuthCard title="密码重置">
      {emailUsable ? (
        <Alert type="info" showIcon title={`正在重置账号 ${email} 的密码`} style={{ marginBottom: 20 }} />
      ) : (
        <Alert
          type="error"
          showIcon
          title={M.resetAbnormal}
          description="请通过找回密码邮件中的链接打开本页面。"
          style={{ marginBottom: 20 }}
        />
      )}
      <Form<ResetForm> layout="vertical" onFinish={submit} disabled={!emailUsable}>
        {QUESTION_KEYS.map((key) => (
          <Form.Item
            key={key}
            name={`answer${key}`}
            label={`问题${key}：${SECURITY_QUESTIONS[key]}`}
            rules={[{ required: true, whitespace: true, message: M.answersRequired }]}
          >
            <Input placeholder="请输入答案" maxLength={50} />
          </Form.Item>
        ))}
        <Form.Item
          name="password"
          label="新密码"
          rules={[
            { required: true, message: M.passwordRequired },
            { min: 6, max: 32, message: M.passwordWeak },
          ]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            placeholder="新密码（6-32 位）"
            maxLength={32}
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item style={{ marginBottom: 12 }}>
          <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
            重置密码
          </Button>
        </Form.Item>
      </Form>
      <div className="account-links">
        <Link to={paths.forget()} replace>
          重新获取重置链接
        </Link>
        <Link to={paths.login()} replace>
          返回登录
        </Link>
      </div>
    </AuthCard>
  );
}
