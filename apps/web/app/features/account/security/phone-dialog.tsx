import { accountCalls, isPhone, M } from '@app/contract/web';
import { Form, Input } from 'antd';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { patchMe } from '../../../shared/session/use-me.ts';
import { SmsCodeButton } from '../sms-code-button.tsx';
import { FormDialog } from '../../../shared/ui/form-dialog.tsx';

interface PhoneForm {
  password: string;
  phone: string;
  code: string;
}

/** 手机绑定 (001 §2.5): login password + new phone + SMS code (scene 'set-phone'). */
export function PhoneDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<PhoneForm>();
  const setPhone = useApiMutation(accountCalls.setPhone, { success: M.setPhoneOk });

  async function submit(values: PhoneForm): Promise<boolean> {
    const phone = values.phone.trim();
    const result = await setPhone.run({
      body: { password: values.password, phone, code: values.code.trim() },
    });
    if (result.ok) patchMe({ phone });
    return result.ok;
  }

  return (
    <FormDialog title="绑定手机号" open={open} form={form} onClose={onClose} onSubmit={submit}>
      <Form.Item name="password" label="登录密码" rules={[{ required: true, message: M.passwordRequired }]}>
        <Input.Password maxLength={64} autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="phone"
        label="手机号"
        rules={[
          { required: true, whitespace: true, message: M.phoneRequired },
          {
            validator: async (_, value: string | undefined) => {
              if (value?.trim() && !isPhone(value.trim())) throw new Error(M.phoneInvalidSecurity);
            },
          },
        ]}
      >
        <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
      </Form.Item>
      <Form.Item label="验证码" required>
        <div className="account-code-row">
          <Form.Item
            name="code"
            noStyle
            rules={[{ required: true, whitespace: true, message: M.codeRequired }]}
          >
            <Input maxLength={8} inputMode="numeric" autoComplete="one-time-code" />
          </Form.Item>
          <SmsCodeButton
            scene="set-phone"
            getPhone={() => form.getFieldValue('phone') ?? ''}
            canSend={() =>
              form.validateFields(['phone']).then(
                () => true,
                () => false,
              )
            }
          />
        </div>
      </Form.Item>
    </FormDialog>
  );
}
