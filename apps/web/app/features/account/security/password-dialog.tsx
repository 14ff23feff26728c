import { accountCalls, M } from '@app/contract/web';
import { Form, Input } from 'antd';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { patchMe } from '../../../shared/session/use-me.ts';
import { FormDialog } from '../../../shared/ui/form-dialog.tsx';

interface PasswordForm {
  old_password?: string;
  password: string;
  confirm: string;
}

/**
 * 修改密码 (001 §2.5, 002 change-password rules). A member without a password yet (is_pass false) sets
 * one without the current-password field; the server accepts old_password only when one exists.
 */
export function PasswordDialog({
  open,
  hasPassword,
  onClose,
}: {
  open: boolean;
  hasPassword: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<PasswordForm>();
  const setPassword = useApiMutation(accountCalls.setPassword, { success: M.setPasswordOk });

  async function submit(values: PasswordForm): Promise<boolean> {
    const result = await setPassword.run({
      body: { password: values.password, ...(hasPassword ? { old_password: values.old_password } : {}) },
    });
    if (result.ok) patchMe({ is_pass: true });
    return result.ok;
  }

  return (
    <FormDialog
      title={hasPassword ? '修改密码' : '设置密码'}
      open={open}
      form={form}
      onClose={onClose}
      onSubmit={submit}
    >
      {hasPassword ? (
        <Form.Item
          name="old_password"
          label="当前密码"
          rules={[{ required: true, message: M.passwordRequired }]}
        >
          <Input.Password maxLength={64} autoComplete="current-password" />
        </Form.Item>
      ) : null}
      <Form.Item
        name="password"
        label="新密码"
        rules={[
          { required: true, message: M.newPasswordRequired },
          { min: 6, max: 32, message: M.passwordWeak },
        ]}
      >
        <Input.Password maxLength={32} placeholder="6-32 位" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="确认新密码"
        dependencies={['password']}
        rules={[
          { required: true, message: M.confirmPasswordRequired },
          ({ getFieldValue }) => ({
            validator: async (_, value: string | undefined) => {
              if (value && value !== getFieldValue('password')) throw new Error(M.passwordMismatch);
            },
          }),
        ]}
      >
        <Input.Password maxLength={32} autoComplete="new-password" />
      </Form.Item>
    </FormDialog>
  );
}
