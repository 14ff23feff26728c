import { accountCalls, Code, M } from '@app/contract';
import { App, Form, Input } from 'antd';
import { callApi } from '../../../shared/api/client.ts';
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
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordForm>();

  async function submit(values: PasswordForm): Promise<boolean> {
    const answer = await callApi(accountCalls.setPassword, {
      body: { password: values.password, ...(hasPassword ? { old_password: values.old_password } : {}) },
    });
    if (answer.code !== Code.ok) {
      message.error(answer.msg);
      return false;
    }
    patchMe({ is_pass: true });
    message.success(answer.msg || M.setPasswordOk);
    return true;
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
