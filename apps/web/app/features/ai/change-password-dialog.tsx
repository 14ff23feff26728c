import { accountCalls } from '@app/contract/web';
import { Form, Input } from 'antd';
import { useApiMutation } from '../../shared/api/use-api-mutation.ts';
import { patchMe, useMe } from '../../shared/session/use-me.ts';
import { FormDialog } from '../../shared/ui/form-dialog.tsx';

interface PasswordForm {
  old_password?: string;
  password: string;
  confirm: string;
}

/**
 * The AI layout's change-password dialog (002 §2, §5): current, new and confirmation, with the spec's messages.
 * A member without a password yet (social sign-in) has no current one to give. Success sets is_pass locally.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<PasswordForm>();
  const { me } = useMe();
  const hasPassword = me?.is_pass !== false;
  const setPassword = useApiMutation(accountCalls.setPassword, { success: '密码修改成功' });

  async function submit(values: PasswordForm): Promise<boolean> {
    const result = await setPassword.run({
      body: { password: values.password, ...(hasPassword ? { old_password: values.old_password } : {}) },
    });
    if (result.ok) patchMe({ is_pass: true });
    return result.ok;
  }

  return (
    <FormDialog title="修改密码" open={open} form={form} onClose={onClose} onSubmit={submit}>
      {hasPassword && (
        <Form.Item name="old_password" label="当前密码" rules={[{ required: true, message: '请填写密码' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      )}
      <Form.Item name="password" label="新密码" rules={[{ required: true, message: '请填写新密码' }]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="确认新密码"
        dependencies={['password']}
        rules={[
          { required: true, message: '请填写确认新密码' },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error('两次输入密码不一致!')),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormDialog>
  );
}
