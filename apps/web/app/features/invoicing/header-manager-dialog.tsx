import {
  BANK_ACCOUNT_PATTERN,
  invoiceMessages,
  invoicingCalls,
  REGISTERED_PHONE_PATTERN,
  TAX_NUMBER_PATTERN,
  type InvoiceInfo,
} from '@app/contract/web';
import {
  App,
  Button,
  Checkbox,
  Form,
  Input,
  Popconfirm,
  Radio,
  Space,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useApiMutation } from '../../shared/api/use-api-mutation.ts';
import {
  EMPTY_HEADER,
  formValuesOf,
  headerBody,
  headerFormProblem,
  type HeaderFormValues,
} from './header-form-rules.ts';
import { InvoiceDialog } from './invoice-dialog.tsx';
import { HEADERS_KEY, ORDERS_KEY, useInvoiceHeaders } from './use-invoicing.ts';

const required = (message: string): Rule => ({ required: true, whitespace: true, message });
const matching = (pattern: RegExp, message: string, clean = (v: string) => v.trim()): Rule => ({
  validator: async (_, value: string | undefined) => {
    if (value && value.trim() && !pattern.test(clean(value))) throw new Error(message);
  },
});

/**
 * 管理发票信息 (001 §2.11): a form to add or edit a header and the table of saved headers. 专票 forces the
 * company header type; the company fields show (and are checked) only for header type 2. Edit loads a row
 * into the form; 取消 goes back to adding. Delete asks first.
 */
export function HeaderManagerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<HeaderFormValues>();
  const [editing, setEditing] = useState<InvoiceInfo | null>(null);
  const headers = useInvoiceHeaders(open);
  const invoiceType = Form.useWatch('invoice_type', form);
  const headerType = Form.useWatch('header_type', form);
  const company = invoiceType === 2 || headerType === 2;
  const changed = { success: true, invalidates: [HEADERS_KEY, ORDERS_KEY] } as const;
  const create = useApiMutation(invoicingCalls.invoiceInfoCreate, changed);
  const update = useApiMutation(invoicingCalls.invoiceInfoUpdate, changed);
  const remove = useApiMutation(invoicingCalls.invoiceInfoDelete, changed);

  function reset() {
    setEditing(null);
    form.setFieldsValue(EMPTY_HEADER);
    form.resetFields();
  }

  async function save(values: HeaderFormValues) {
    const problem = headerFormProblem(values);
    if (problem) return void message.error(problem);
    const body = headerBody(values);
    const result = editing
      ? await update.run({ params: { id: editing.id }, body: { ...body, id: editing.id } })
      : await create.run({ body });
    if (result.ok) reset();
  }

  const columns: TableColumnsType<InvoiceInfo> = [
    { title: '发票类型', dataIndex: 'invoice_type_text', width: 120 },
    { title: '抬头类型', dataIndex: 'header_type_text', width: 90 },
    { title: '抬头名称', dataIndex: 'header_name', ellipsis: true },
    { title: '税号', dataIndex: 'tax_number', width: 190, render: (v: string) => v || '—' },
    {
      title: '默认',
      width: 70,
      render: (_, info) => (info.is_default ? <Tag color="blue">默认</Tag> : null),
    },
    {
      title: '操作',
      width: 120,
      render: (_, info) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            onClick={() => {
              setEditing(info);
              form.setFieldsValue(formValuesOf(info));
            }}
          >
            编辑
          </Button>
          <Popconfirm
            title={invoiceMessages.deleteConfirm}
            okText="删除"
            cancelText="取消"
            onConfirm={async () => {
              const result = await remove.run({ params: { id: info.id } });
              if (result.ok && editing?.id === info.id) reset();
            }}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <InvoiceDialog title="管理发票信息" open={open} width="80%" onCancel={onClose} footer={null}>
      <Form<HeaderFormValues>
        form={form}
        layout="vertical"
        className="inv-header-form"
        initialValues={EMPTY_HEADER}
        onFinish={save}
        onValuesChange={(changedValues) => {
          if (changedValues.invoice_type === 2) form.setFieldValue('header_type', 2);
          if (changedValues.header_type === 1)
            form.setFieldsValue({
              tax_number: '',
              registered_address: '',
              registered_phone: '',
              bank_name: '',
              bank_account: '',
            });
        }}
      >
        <div className="inv-form-grid">
          <Form.Item
            label="发票类型"
            name="invoice_type"
            rules={[{ required: true, message: invoiceMessages.invoiceTypeRequired }]}
          >
            <Radio.Group
              options={[
                { value: 1, label: '电子普通发票' },
                { value: 2, label: '电子专票' },
              ]}
            />
          </Form.Item>
          <Form.Item label="发票内容" name="invoice_content">
            <Input readOnly />
          </Form.Item>
          {invoiceType !== 2 && (
            <Form.Item
              label="抬头类型"
              name="header_type"
              rules={[{ required: true, message: invoiceMessages.headerTypeRequired }]}
            >
              <Radio.Group
                options={[
                  { value: 1, label: '个人' },
                  { value: 2, label: '单位' },
                ]}
              />
            </Form.Item>
          )}
          <Form.Item
            label="抬头名称"
            name="header_name"
            rules={[
              required(invoiceMessages.headerNameRequired),
              { max: 100, message: invoiceMessages.headerNameTooLong },
            ]}
          >
            <Input placeholder={company ? '单位全称' : '个人姓名'} maxLength={100} />
          </Form.Item>
          {company && (
            <>
              <Form.Item
                label="单位税号"
                name="tax_number"
                rules={[
                  required(invoiceMessages.taxNumberRequired),
                  matching(TAX_NUMBER_PATTERN, invoiceMessages.taxNumberInvalid, (v) =>
                    v.trim().toUpperCase(),
                  ),
                ]}
              >
                <Input placeholder="统一社会信用代码" maxLength={20} />
              </Form.Item>
              <Form.Item
                label="注册地址"
                name="registered_address"
                rules={[required(invoiceMessages.addressRequired)]}
              >
                <Input maxLength={200} />
              </Form.Item>
              <Form.Item
                label="注册电话"
                name="registered_phone"
                rules={[
                  required(invoiceMessages.phoneRequired),
                  matching(REGISTERED_PHONE_PATTERN, invoiceMessages.phoneInvalid),
                ]}
              >
                <Input maxLength={20} inputMode="tel" />
              </Form.Item>
              <Form.Item
                label="开户银行"
                name="bank_name"
                rules={[required(invoiceMessages.bankNameRequired)]}
              >
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item
                label="银行账号"
                name="bank_account"
                rules={[
                  required(invoiceMessages.bankAccountRequired),
                  matching(BANK_ACCOUNT_PATTERN, invoiceMessages.bankAccountInvalid, (v) =>
                    v.replace(/\s/g, ''),
                  ),
                ]}
              >
                <Input maxLength={40} inputMode="numeric" />
              </Form.Item>
            </>
          )}
        </div>
        <Form.Item name="is_default" valuePropName="checked">
          <Checkbox>设为默认</Checkbox>
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={create.pending || update.pending}>
            {editing ? '保存修改' : '新增发票信息'}
          </Button>
          <Button onClick={reset}>取消</Button>
        </Space>
      </Form>
      <Table<InvoiceInfo>
        className="inv-header-table"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={headers.data ?? []}
        loading={headers.isFetching}
        pagination={false}
        scroll={{ x: 700 }}
      />
    </InvoiceDialog>
  );
}
