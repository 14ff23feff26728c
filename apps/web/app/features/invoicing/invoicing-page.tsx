import { CheckCircleOutlined, FileTextOutlined, LoadingOutlined } from '@ant-design/icons';
import {
  formatAmount,
  invoiceActions,
  invoicingCalls,
  PageSize,
  type InvoiceRechargeOrder,
} from '@app/contract/web';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useApiQuery } from '../../shared/api/query.ts';
import { ApplyDialog } from './apply-dialog.tsx';
import { DetailDialog } from './detail-dialog.tsx';
import { HeaderManagerDialog } from './header-manager-dialog.tsx';
import './invoicing.css';

const STATUS_ICON = [
  <FileTextOutlined key="0" />,
  <LoadingOutlined key="1" />,
  <CheckCircleOutlined key="2" />,
];

type Open = { kind: 'headers' } | { kind: 'apply' | 'modify' | 'detail'; order: InvoiceRechargeOrder } | null;

/**
 * 快速开票 (001 §2.11): 管理发票信息, and the member's paid recharge orders 15 a page with their invoice
 * status and the row actions the latest record allows (开具 / 修改 / 查看, 001 §4).
 */
export function InvoicingPage() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Open>(null);
  // The header form can open above the apply dialog (its 添加发票信息 link), which stays open beneath.
  const [addingHeader, setAddingHeader] = useState(false);
  const orders = useApiQuery(
    invoicingCalls.invoiceRechargeOrders,
    { query: { page, limit: PageSize.rechargeOrders } },
    { placeholderData: keepPreviousData, staleTime: 0 },
  );
  const close = () => setOpen(null);
  const orderOf = (kind: 'apply' | 'modify' | 'detail') => (open && open.kind === kind ? open.order : null);

  /** The row's actions (开具 / 修改 / 查看), in the table's last column and at the foot of a phone's card. */
  const rowActions = (order: InvoiceRechargeOrder) => {
    const actions = invoiceActions(order.latest_invoice_record?.status ?? null, order.invoiceable_amount);
    return (
      <Space size={0} wrap>
        {actions.apply && (
          <Button type="link" size="small" onClick={() => setOpen({ kind: 'apply', order })}>
            开具发票
          </Button>
        )}
        {actions.modify && (
          <Button type="link" size="small" onClick={() => setOpen({ kind: 'modify', order })}>
            修改发票
          </Button>
        )}
        {actions.view && (
          <Button type="link" size="small" onClick={() => setOpen({ kind: 'detail', order })}>
            查看发票
          </Button>
        )}
      </Space>
    );
  };
  const status = (o: InvoiceRechargeOrder) => (
    <span className={`inv-status inv-status--${o.invoice_status}`}>
      {STATUS_ICON[o.invoice_status]} {o.invoice_status_text}
    </span>
  );

  const columns: TableColumnsType<InvoiceRechargeOrder> = [
    { title: '订单号', dataIndex: 'order_no', width: 230 },
    { title: '充值金额', width: 110, render: (_, o) => `¥${formatAmount(o.order_amount)}` },
    { title: '充值时间', dataIndex: 'pay_time', width: 170 },
    { title: '支付方式', dataIndex: 'pay_method_text', width: 100 },
    {
      title: '开票状态',
      width: 110,
      render: (_, o) => status(o),
    },
    {
      title: '操作',
      width: 190,
      // Kept in view on phones, where the other columns scroll sideways.
      fixed: 'right',
      render: (_, order) => rowActions(order),
    },
  ];

  return (
    <>
      <div className="inv-head">
        <h2 className="uc-page-title">快速开票</h2>
        <Button type="primary" onClick={() => setOpen({ kind: 'headers' })}>
          管理发票信息
        </Button>
      </div>
      {/* On phones the orders are cards, like 我的订单 (docs/spec-decisions.md "registration, invoicing edges, accessibility"); the table above its pagination is hidden there. */}
      <ul className="inv-order-cards" aria-label="充值订单">
        {(orders.data?.data ?? []).map((order) => (
          <li key={order.id} className="inv-order-card">
            <div className="inv-order-card__top">
              <strong>¥{formatAmount(order.order_amount)}</strong>
              {status(order)}
            </div>
            <div className="inv-order-card__meta">
              <span>订单号 {order.order_no}</span>
              <span>
                {order.pay_time} · {order.pay_method_text}
              </span>
            </div>
            <div className="inv-order-card__actions">{rowActions(order)}</div>
          </li>
        ))}
      </ul>
      <Table<InvoiceRechargeOrder>
        className="inv-orders"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={orders.data?.data ?? []}
        loading={orders.isFetching}
        scroll={{ x: 910 }}
        locale={{ emptyText: '暂无已支付的充值订单' }}
        pagination={{
          current: page,
          pageSize: PageSize.rechargeOrders,
          total: orders.data?.total ?? 0,
          showQuickJumper: true,
          showSizeChanger: false,
          hideOnSinglePage: false,
          onChange: setPage,
        }}
      />
      <HeaderManagerDialog
        open={open?.kind === 'headers' || addingHeader}
        onClose={() => (addingHeader ? setAddingHeader(false) : close())}
      />
      <ApplyDialog
        order={orderOf('apply') ?? orderOf('modify')}
        mode={open?.kind === 'modify' ? 'modify' : 'apply'}
        onClose={close}
        onAddHeader={() => setAddingHeader(true)}
      />
      <DetailDialog order={orderOf('detail')} onClose={close} />
    </>
  );
}
