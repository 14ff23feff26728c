import { Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';

/** A dialog asking staff for a mandatory reason (rejections, refunds, adjustments, disabling). */
export function ReasonDialog(props: {
  open: boolean;
  title: string;
  okText: string;
  label: string;
  danger?: boolean;
  pending: boolean;
  children?: ReactNode;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText}
      okButtonProps={{ danger: props.danger, loading: props.pending }}
      onOk={() => form.submit()}
      onCancel={props.onCancel}
      destroyOnHidden
    >
      {props.children}
      <Form
        form={form}
        name="reason-dialog"
        layout="vertical"
        onFinish={(v) => props.onSubmit(v.reason.trim())}
        preserve={false}
      >
        <Form.Item
          name="reason"
          label={props.label}
          rules={[
            { required: true, whitespace: true, message: '请填写理由' },
            { max: 200, message: '理由不能超过 200 个字符' },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
