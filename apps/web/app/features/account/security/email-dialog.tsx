import { accountCalls, isEmail, M } from '@app/contract/web';
import { App, Form, Input } from 'antd';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { FormDialog } from '../../../shared/ui/form-dialog.tsx';

interface EmailForm {
  email: string;
  password: string;
}

/**
 * 邮箱设置 (001 §2.5): the server mails a verification link to the new address; the stored e-mail only
 * changes once that link is opened (/email-verify), so nothing changes locally here.
 */
export function EmailDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { modal } = App.useApp();
  const [form] = Form.useForm<EmailForm>();
  const setEmail = useApiMutation(accountCalls.setEmail);

  async function submit(values: EmailForm): Promise<boolean> {
    const result = await setEmail.run({ body: { email: values.email.trim(), password: values.password } });
    if (result.ok)
      modal.success({ title: '邮箱设置', content: result.msg || M.setEmailOk, okText: '知道了' });
    return result.ok;
  }

  return (
    <FormDialog title="邮箱设置" open={open} form={form} onClose={onClose} onSubmit={submit}>
      <Form.Item
        name="email"
        label="新邮箱"
        rules={[
          { required: true, whitespace: true, message: M.emailRequiredSecurity },
          {
            validator: async (_, value: string | undefined) => {
              if (value?.trim() && !isEmail(value.trim())) throw new Error(M.emailInvalid);
            },
          },
        ]}
      >
        <Input maxLength={100} autoComplete="email" />
      </Form.Item>
      <Form.Item name="password" label="登录密码" rules={[{ required: true, message: M.passwordRequired }]}>
        <Input.Password maxLength={64} autoComplete="current-password" />
      </Form.Item>
    </FormDialog>
  );
}
