import {
  invoiceMessages,
  invoicingCalls,
  type InvoiceRecord,
  type InvoiceRechargeOrder,
} from '@app/contract/web';
import { App, Button, Card, Descriptions, Empty, List, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useApiQuery } from '../../shared/api/query.ts';
import { InvoiceDialog } from './invoice-dialog.tsx';

const STATUS_COLOR: Record<number, string> = { 1: 'warning', 2: 'success', 3: 'processing' };

export function RecordStatusTag({ record }: { record: Pick<InvoiceRecord, 'status' | 'status_text'> }) {
  return <Tag color={STATUS_COLOR[record.status] ?? 'default'}>{record.status_text}</Tag>;
}

/**
 * 查看发票 (001 §2.11), 80% wide (full-screen on phones): the order's records on the left (the opened one
 * preselected), the chosen record on the right — basic info, a company card for header type 2, the remark.
 * 下载发票 only for status 2 opens the signed, expiring link in a new tab.
 */
export function DetailDialog({
  order,
  onClose,
}: {
  order: InvoiceRechargeOrder | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const records = useApiQuery(
    invoicingCalls.invoiceRecords,
    { query: { recharge_order_id: order?.id ?? 0, limit: 50 } },
    { enabled: order !== null, staleTime: 0 },
  );
  const list = records.data?.data ?? [];
  const [selectedId, setSelectedId] = useState<number | null>(null);
  useEffect(() => setSelectedId(order?.latest_invoice_record?.id ?? null), [order]);
  const selected = list.find((r) => r.id === selectedId) ?? list[0] ?? null;

  function download() {
    if (!selected || selected.status !== 2) return void message.warning(invoiceMessages.notDownloadable);
    if (!selected.invoice_file_url) return void message.error(invoiceMessages.fileMissing);
    window.open(selected.invoice_file_url, '_blank', 'noopener');
  }

  return (
    <InvoiceDialog
      title="查看发票"
      open={order !== null}
      width="80%"
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
        selected?.status === 2 ? (
          <Button key="download" type="primary" onClick={download}>
            下载发票
          </Button>
        ) : null,
      ]}
    >
      <Spin spinning={records.isFetching}>
        <div className="inv-detail">
          <List<InvoiceRecord>
            className="inv-detail__list"
            size="small"
            bordered
            dataSource={list}
            renderItem={(record) => (
              <List.Item
                className={record.id === selected?.id ? 'is-selected' : ''}
                onClick={() => setSelectedId(record.id)}
              >
                <div className="inv-detail__item">
                  <div>{record.apply_time}</div>
                  <div className="inv-detail__meta">
                    {record.invoice_info.invoice_type_text} · {record.invoice_info.header_type_text}
                    <RecordStatusTag record={record} />
                  </div>
                </div>
              </List.Item>
            )}
          />
          <div className="inv-detail__body">
            {selected ? <RecordDetails record={selected} /> : <Empty description="暂无发票详情" />}
          </div>
        </div>
      </Spin>
    </InvoiceDialog>
  );
}

function RecordDetails({ record }: { record: InvoiceRecord }) {
  const info = record.invoice_info;
  const basic: [string, React.ReactNode][] = [
    ['发票类型', info.invoice_type_text],
    ['抬头类型', info.header_type_text],
    ['发票抬头', info.header_name],
    ['发票内容', info.invoice_content],
    ['开票金额', `¥${record.invoice_amount}`],
    ['申请时间', record.apply_time],
    ['状态', <RecordStatusTag key="s" record={record} />],
    ...(record.invoice_no ? [['发票号码', record.invoice_no] as [string, string]] : []),
    ...(record.upload_time ? [['上传时间', record.upload_time] as [string, string]] : []),
    ...(record.reject_reason ? [['驳回理由', record.reject_reason] as [string, string]] : []),
    ['订单号', record.recharge_order.order_no],
  ];
  return (
    <>
      <Card size="small" title="基本信息">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={basic.map(([label, children]) => ({ key: label, label, children }))}
        />
      </Card>
      {info.header_type === 2 && (
        <Card size="small" title="单位信息">
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2 }}
            items={[
              ['单位税号', info.tax_number],
              ['注册地址', info.registered_address],
              ['注册电话', info.registered_phone],
              ['开户银行', info.bank_name],
              ['银行账号', info.bank_account],
            ].map(([label, children]) => ({ key: label!, label, children }))}
          />
        </Card>
      )}
      <Card size="small" title="备注">
        {record.remark || '无'}
      </Card>
    </>
  );
}
