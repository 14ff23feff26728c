import { Form, Modal, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';

export interface FormDialogProps<T> {
  title: string;
  open: boolean;
  form: FormInstance<T>;
  onClose: () => void;
  /** Sends the values; answers true when the dialog may close (success). */
  onSubmit: (values: T) => Promise<boolean>;
  /** The confirm button's label (default 确定). */
  okText?: string;
  /** Field values when the dialog opens (the form mounts on each opening). */
  initialValues?: Partial<T>;
  children: ReactNode;
}

/** A dialog holding one vertical form; 确定 validates, sends, and closes only on success. */
export function FormDialog<T extends object>({
  title,
  open,
  form,
  onClose,
  onSubmit,
  okText = '确定',
  initialValues,
  children,
}: FormDialogProps<T>) {
  const [sending, setSending] = useState(false);

  async function finish(values: T) {
    setSending(true);
    const done = await onSubmit(values).finally(() => setSending(false));
    if (done) onClose();
  }

  return (
    <Modal
      title={title}
      open={open}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={sending}
      okText={okText}
      cancelText="取消"
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form<T>
        form={form}
        layout="vertical"
        onFinish={finish}
        initialValues={initialValues}
        preserve={false}
        style={{ marginTop: 16 }}
      >
        {children}
      </Form>
    </Modal>
  );
}
