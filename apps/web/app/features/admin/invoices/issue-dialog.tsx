import { UploadOutlined } from '@ant-design/icons';
import {
  adminInvoiceCalls,
  INVOICE_NO_PATTERN,
  INVOICE_PDF_MAX_BYTES,
  invoiceMessages,
  type AdminInvoice,
} from '@app/contract/web';
import { Button, Descriptions, Form, Input, Modal, Upload } from 'antd';
import { useState } from 'react';
import { apiKeyPrefix } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';

/** 开具发票: the request's header for checking, the invoice number and the issued PDF (≤ 10 MB). */
export function IssueDialog({ invoice, onClose }: { invoice: AdminInvoice | null; onClose: () => void }) {
  const [form] = Form.useForm<{ number: string }>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const issue = useApiMutation(adminInvoiceCalls.issue, {
    success: true,
    invalidates: [apiKeyPrefix(adminInvoiceCalls.invoices)],
  });

  async function submit(values: { number: string }) {
    if (!invoice) return;
    if (!file) return setFileError('请选择发票 PDF 文件');
    const body = new FormData();
    body.append('number', values.number.trim());
    body.append('pdf', file, file.name);
    const result = await issue.run({ params: { id: invoice.id }, body });
    if (result.ok) close();
  }

  function close() {
    setFile(null);
    setFileError(null);
    onClose();
  }

  const h = invoice?.header;
  return (
    <Modal
      open={invoice !== null}
      title="开具发票"
      okText="上传并开具"
      onOk={() => form.submit()}
      okButtonProps={{ loading: issue.pending }}
      onCancel={close}
      destroyOnHidden
    >
      {invoice && h && (
        <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
          <Descriptions.Item label="发票类型">{h.invoice_type_text}</Descriptions.Item>
          <Descriptions.Item label="抬头">
            {h.header_name}（{h.header_type_text}）
          </Descriptions.Item>
          {h.header_type === 2 && <Descriptions.Item label="税号">{h.tax_number}</Descriptions.Item>}
          <Descriptions.Item label="开票金额">¥{invoice.amount}</Descriptions.Item>
          {invoice.remark && <Descriptions.Item label="备注">{invoice.remark}</Descriptions.Item>}
        </Descriptions>
      )}
      <Form form={form} name="issue-invoice" layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item
          name="number"
          label="发票号码"
          rules={[
            { required: true, whitespace: true, message: invoiceMessages.issueNumberRequired },
            { pattern: INVOICE_NO_PATTERN, message: invoiceMessages.issueNumberInvalid },
          ]}
        >
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
        <Form.Item label="发票 PDF" required validateStatus={fileError ? 'error' : ''} help={fileError}>
          <Upload
            accept="application/pdf,.pdf"
            maxCount={1}
            beforeUpload={(picked) => {
              if (picked.size > INVOICE_PDF_MAX_BYTES) setFileError(invoiceMessages.issueTooLarge);
              else {
                setFile(picked);
                setFileError(null);
              }
              return false;
            }}
            onRemove={() => setFile(null)}
            fileList={file ? [{ uid: 'pdf', name: file.name, status: 'done' }] : []}
          >
            <Button icon={<UploadOutlined />}>选择文件</Button>
          </Upload>
        </Form.Item>
      </Form>
    </Modal>
  );
}
