import {
  formatAmount,
  INVOICE_REMARK_MAX,
  invoiceMessages,
  invoicingCalls,
  type InvoiceInfo,
  type InvoiceRechargeOrder,
} from '@app/contract/web';
import { Alert, Button, Descriptions, Form, Input, Select, Tag } from 'antd';
import { useApiMutation } from '../../shared/api/use-api-mutation.ts';
import { InvoiceDialog } from './invoice-dialog.tsx';
import { ORDERS_KEY, RECORDS_KEY, useInvoiceHeaders } from './use-invoicing.ts';

interface ApplyValues {
  invoice_info_id: number | undefined;
  remark: string;
}

/** The chosen header's details, each only when present (001 §2.11 modify dialog). */
export function HeaderDetails({ info }: { info: InvoiceInfo | undefined }) {
  if (!info) return null;
  const rows: [string, string][] = [
    ['发票类型', info.invoice_type_text],
    ['抬头类型', info.header_type_text],
    ['抬头名称', info.header_name],
    ['单位税号', info.tax_number],
    ['注册地址', info.registered_address],
    ['注册电话', info.registered_phone],
    ['开户银行', info.bank_name],
    ['银行账号', info.bank_account],
  ];
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      className="inv-header-details"
      items={rows.filter(([, v]) => v).map(([label, children]) => ({ key: label, label, children }))}
    />
  );
}

/**
 * 开具发票 / 修改发票 (001 §2.11), 750px (full-screen on phones). Apply: the order, a header select
 * preselected to the default, the amount (read-only: what is still invoiceable, the whole order at first)
 * and a remark. Modify: also the current invoice; 取消 / 提交修改. Success closes and reloads the orders.
 */
export function ApplyDialog({
  order,
  mode,
  onClose,
  onAddHeader,
}: {
  order: InvoiceRechargeOrder | null;
  mode: 'apply' | 'modify';
  onClose: () => void;
  /** Opens the header form above this dialog; the new header then appears in the select (docs/spec-decisions.md "registration, invoicing edges, accessibility"). */
  onAddHeader: () => void;
}) {
  const [form] = Form.useForm<ApplyValues>();
  const headers = useInvoiceHeaders(order !== null);
  const list = headers.data ?? [];
  const chosenId = Form.useWatch('invoice_info_id', form);
  const current = mode === 'modify' ? (order?.latest_invoice_record ?? null) : null;
  const changed = { success: true, invalidates: [ORDERS_KEY, RECORDS_KEY] } as const;
  const apply = useApiMutation(invoicingCalls.invoiceApply, changed);
  const modify = useApiMutation(invoicingCalls.invoiceModify, changed);
  const amount = current ? Number(current.invoice_amount) : (order?.invoiceable_amount ?? 0);
  const preselected = current?.invoice_info_id ?? list.find((h) => h.is_default)?.id;

  async function submit(values: ApplyValues) {
    if (!order) return;
    const body = {
      recharge_order_id: order.id,
      invoice_info_id: values.invoice_info_id ?? 0,
      invoice_amount: amount,
      remark: values.remark ?? '',
    };
    const result = current
      ? await modify.run({ params: { invoiceRecordId: current.id }, body })
      : await apply.run({ body });
    if (result.ok) onClose();
  }

  return (
    <InvoiceDialog
      title={mode === 'modify' ? '修改发票' : '开具发票'}
      open={order !== null}
      width={750}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={mode === 'modify' ? '提交修改' : '提交'}
      cancelText="取消"
      okButtonProps={{ disabled: amount <= 0 }}
      confirmLoading={apply.pending || modify.pending}
    >
      {order && (
        <>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 3 }}
            className="inv-order-info"
            items={[
              { key: 'no', label: '订单号', children: order.order_no },
              { key: 'amount', label: '充值金额', children: `¥${formatAmount(order.order_amount)}` },
              { key: 'time', label: '支付时间', children: order.pay_time ?? '—' },
            ]}
          />
          {current && (
            <Descriptions
              size="small"
              title="当前发票"
              column={{ xs: 1, sm: 2 }}
              className="inv-current"
              items={[
                { key: 'time', label: '申请时间', children: current.apply_time },
                { key: 'amount', label: '开票金额', children: `¥${current.invoice_amount}` },
                { key: 'status', label: '状态', children: current.status_text },
                { key: 'remark', label: '备注', children: current.remark || '—' },
              ]}
            />
          )}
          {amount <= 0 && (
            <Alert type="warning" showIcon title={invoiceMessages.nothingInvoiceable} className="inv-alert" />
          )}
          {!headers.isPending && (
            <Form<ApplyValues>
              form={form}
              layout="vertical"
              onFinish={submit}
              initialValues={{ invoice_info_id: preselected, remark: current?.remark ?? '' }}
            >
              <Form.Item
                label="发票信息"
                name="invoice_info_id"
                rules={[{ required: true, message: invoiceMessages.infoIdRequired }]}
                extra={
                  <>
                    没有合适的发票信息？
                    <Button type="link" size="small" className="inv-add-header" onClick={onAddHeader}>
                      添加发票信息
                    </Button>
                  </>
                }
              >
                <Select
                  placeholder="请选择发票信息"
                  options={list.map((h) => ({
                    value: h.id,
                    label: (
                      <span>
                        {h.header_name}（{h.invoice_type_text} - {h.header_type_text}）
                        {h.is_default && (
                          <Tag color="blue" className="inv-default-tag">
                            默认
                          </Tag>
                        )}
                      </span>
                    ),
                  }))}
                />
              </Form.Item>
              <HeaderDetails info={list.find((h) => h.id === chosenId)} />
              <Form.Item
                label="开票金额（元）"
                extra={`充值金额 ¥${formatAmount(order.order_amount)}`}
                className="inv-amount"
              >
                <Input value={formatAmount(amount)} readOnly prefix="¥" />
              </Form.Item>
              <Form.Item
                label="备注"
                name="remark"
                rules={[{ max: INVOICE_REMARK_MAX, message: invoiceMessages.remarkTooLong }]}
              >
                <Input.TextArea
                  maxLength={INVOICE_REMARK_MAX}
                  showCount
                  autoSize={{ minRows: 2, maxRows: 4 }}
                />
              </Form.Item>
            </Form>
          )}
        </>
      )}
    </InvoiceDialog>
  );
}
