import type { Address } from '@app/contract/web';
import { Checkbox, Form, Input } from 'antd';
import { FormDialog } from '../../../shared/ui/form-dialog.tsx';
import { addressDialogRules, dialogValues, type AddressFields } from './address-rules.ts';

interface AddressDialogProps {
  open: boolean;
  /** '修改地址' at checkout; '添加新地址' / '编辑地址' in the personal centre (000 §2.15, 001 §2.13). */
  title: string;
  /** The address being edited, or null to add one. */
  address: Address | null;
  onClose: () => void;
  /** Sends the values; answers true when the dialog may close. */
  onSubmit: (fields: AddressFields) => Promise<boolean>;
}

/**
 * Recipient, phone, address textarea, post code and 设为默认地址, with 确认 / 取消. The content
 * mounts on each opening (destroyOnHidden), so initialValues always come from the address being edited.
 */
export function AddressDialog({ open, title, address, onClose, onSubmit }: AddressDialogProps) {
  const [form] = Form.useForm<AddressFields>();
  return (
    <FormDialog<AddressFields>
      title={title}
      open={open}
      form={form}
      onClose={onClose}
      onSubmit={onSubmit}
      okText="确认"
      initialValues={dialogValues(address)}
    >
      <Form.Item label="收件人" name="name" rules={addressDialogRules.name} validateFirst>
        <Input placeholder="收件人姓名" maxLength={50} autoComplete="name" />
      </Form.Item>
      <Form.Item label="手机号" name="phone" rules={addressDialogRules.phone} validateFirst>
        <Input placeholder="11 位手机号" maxLength={11} inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item label="联系地址" name="address" rules={addressDialogRules.address} validateFirst>
        <Input.TextArea
          placeholder="省市区、街道、门牌号"
          maxLength={255}
          autoSize={{ minRows: 3, maxRows: 5 }}
        />
      </Form.Item>
      <Form.Item label="邮编" name="post_code" rules={addressDialogRules.post_code}>
        <Input placeholder="选填，6 位数字" maxLength={6} inputMode="numeric" />
      </Form.Item>
      <Form.Item name="status" valuePropName="checked" style={{ marginBottom: 0 }}>
        <Checkbox>设为默认地址</Checkbox>
      </Form.Item>
    </FormDialog>
  );
}
