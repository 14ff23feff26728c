import { adminInvoiceCalls, type AdminInvoice } from '@app/contract/web';
import { Button, Descriptions, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { apiKeyPrefix, useApiQuery } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { ReasonDialog } from '../reason-dialog.tsx';
import { DateRangeFilter } from '../table/date-range-filter.tsx';
import { AdminListFrame } from '../table/admin-list-frame.tsx';
import { memberColumn } from '../table/member-column.tsx';
import { SearchFilter } from '../table/filter-bar.tsx';
import { useTableParams } from '../table/use-table-params.ts';
import { IssueDialog } from './issue-dialog.tsx';

const STATUSES = [
  { value: '1', label: '待开票' },
  { value: '2', label: '已开票' },
  { value: '3', label: '已驳回 / 重新申请' },
  { value: '0', label: '全部状态' },
];
const COLOR: Record<number, string> = { 1: 'warning', 2: 'success', 3: 'error' };

/** 发票管理: invoice requests (pending first come, first served); 开具 with PDF and number, 驳回 with a reason. */
export function InvoiceListPage() {
  const table = useTableParams();
  const status = table.get('status') || '1';
  const list = useApiQuery(adminInvoiceCalls.invoices, {
    query: {
      ...table.paging,
      status: Number(status),
      keywords: table.get('keywords'),
      from: table.get('from'),
      to: table.get('to'),
    },
  });
  const [issuing, setIssuing] = useState<AdminInvoice | null>(null);
  const [rejecting, setRejecting] = useState<AdminInvoice | null>(null);
  const reject = useApiMutation(adminInvoiceCalls.reject, {
    success: true,
    invalidates: [apiKeyPrefix(adminInvoiceCalls.invoices)],
  });

  async function submitReject(reason: string) {
    const result = await reject.run({ params: { id: rejecting!.id }, body: { reason } });
    if (result.ok) setRejecting(null);
  }

  const columns: ColumnsType<AdminInvoice> = [
    { title: '申请时间', dataIndex: 'apply_time', width: 170 },
    memberColumn(),
    {
      title: '发票抬头',
      key: 'header',
      render: (_, r) => (
        <>
          {r.header.header_name}
          <br />
          <Typography.Text type="secondary">
            {r.header.invoice_type_text} · {r.header.header_type_text}
          </Typography.Text>
        </>
      ),
    },
    { title: '开票金额（元）', dataIndex: 'amount', width: 120, align: 'right' },
    {
      title: '充值订单',
      key: 'order',
      render: (_, r) => (
        <>
          {r.order.order_no}
          <br />
          <Typography.Text type="secondary">
            ¥{r.order.order_amount.toFixed(2)} · {r.order.pay_method_text}
          </Typography.Text>
        </>
      ),
    },
    {
      title: '状态',
      key: 'status',
      width: 110,
      render: (_, r) => <Tag color={COLOR[r.status]}>{r.status_text}</Tag>,
    },
    {
      title: '操作',
      key: 'action',
      width: 150,
      render: (_, r) =>
        r.status === 1 ? (
          <Space>
            <Button size="small" type="primary" onClick={() => setIssuing(r)}>
              开具
            </Button>
            <Button size="small" danger onClick={() => setRejecting(r)}>
              驳回
            </Button>
          </Space>
        ) : r.file_url ? (
          <a href={r.file_url} target="_blank" rel="noreferrer">
            查看发票
          </a>
        ) : null,
    },
  ];

  return (
    <AdminListFrame<AdminInvoice>
      title="发票管理"
      filters={
        <>
          <Select
            aria-label="状态"
            value={status}
            options={STATUSES}
            onChange={(v) => table.set({ status: v === '1' ? null : v })}
            style={{ width: 170 }}
          />
          <DateRangeFilter table={table} />
          <SearchFilter table={table} placeholder="手机号 / 充值单号 / 发票号码 / 抬头" />
        </>
      }
      table={table}
      list={list}
      columns={columns}
      scrollX={1000}
      expandable={{ expandedRowRender: (r) => <InvoiceDetails invoice={r} /> }}
    >
      <IssueDialog invoice={issuing} onClose={() => setIssuing(null)} />
      <ReasonDialog
        open={rejecting !== null}
        title="驳回开票申请"
        okText="确认驳回"
        label="驳回理由（会员可见）"
        danger
        pending={reject.pending}
        onSubmit={submitReject}
        onCancel={() => setRejecting(null)}
      />
    </AdminListFrame>
  );
}

function InvoiceDetails({ invoice: r }: { invoice: AdminInvoice }) {
  const h = r.header;
  return (
    <Descriptions size="small" column={{ xs: 1, md: 3 }}>
      <Descriptions.Item label="发票内容">{h.invoice_content}</Descriptions.Item>
      {h.header_type === 2 && (
        <>
          <Descriptions.Item label="税号">{h.tax_number}</Descriptions.Item>
          <Descriptions.Item label="注册地址">{h.registered_address}</Descriptions.Item>
          <Descriptions.Item label="注册电话">{h.registered_phone}</Descriptions.Item>
          <Descriptions.Item label="开户银行">{h.bank_name}</Descriptions.Item>
          <Descriptions.Item label="银行账号">{h.bank_account}</Descriptions.Item>
        </>
      )}
      <Descriptions.Item label="备注">{r.remark || '—'}</Descriptions.Item>
      {r.invoice_no && <Descriptions.Item label="发票号码">{r.invoice_no}</Descriptions.Item>}
      {r.upload_time && <Descriptions.Item label="开具时间">{r.upload_time}</Descriptions.Item>}
      {r.reject_reason && <Descriptions.Item label="驳回理由">{r.reject_reason}</Descriptions.Item>}
      <Descriptions.Item label="支付时间">{r.order.pay_time ?? '—'}</Descriptions.Item>
    </Descriptions>
  );
}
