import { adminFinanceCalls, formatAmount, type AdminOrderDetail, type LedgerEntry } from '@app/contract/web';
import { Alert, Button, Card, Descriptions, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { apiKeyPrefix, useApiQuery } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { paths } from '../../../shared/paths.ts';
import { useStaffSession } from '../../../shared/session/staff-session-store.ts';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { ReasonDialog } from '../reason-dialog.tsx';
import { ORDER_STATUS_COLOR } from './finance-labels.ts';
import { LEDGER_MOVE_COLUMNS, LEDGER_SOURCE_COLUMN } from './ledger-columns.tsx';

/** The calls of each kind of row in 订单与退款: a product order, or a VIP purchase in the same shape. */
const CALLS = {
  product: { read: adminFinanceCalls.order, refund: adminFinanceCalls.refund },
  vip: { read: adminFinanceCalls.vipOrder, refund: adminFinanceCalls.vipRefund },
} as const;

/**
 * One order: its facts, the ledger entries it moved, the right it holds; 退款 for a paid order. A VIP
 * purchase shows the same page: its refund takes off the VIP time it bought instead of a product's right.
 */
export function OrderDetailPage({ id, kind = 'product' }: { id: string; kind?: 'product' | 'vip' }) {
  const { staff } = useStaffSession();
  const vip = kind === 'vip';
  const detail = useApiQuery(CALLS[kind].read, { params: { id } });
  const refund = useApiMutation(CALLS[kind].refund, {
    success: true,
    invalidates: [
      apiKeyPrefix(CALLS[kind].read),
      apiKeyPrefix(adminFinanceCalls.orders),
      apiKeyPrefix(adminFinanceCalls.ledger),
    ],
  });
  const [refunding, setRefunding] = useState(false);
  if (detail.isPending) return <PageSpinner />;
  if (detail.error) return <Alert type="error" showIcon title={detail.error.message} />;
  const { order: o, entries, entitled, balance }: AdminOrderDetail = detail.data;

  async function submit(reason: string) {
    const result = await refund.run({ params: { id }, body: { reason } });
    if (result.ok) setRefunding(false);
  }

  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Link to={paths.adminOrders()}>← 返回订单列表</Link>
      </Space>
      <h1 className="admin-page-title">
        订单 {o.order_no} <Tag color={ORDER_STATUS_COLOR[o.status]}>{o.status_text}</Tag>
      </h1>
      {o.status === 1 && staff?.areas.includes('orders') && (
        <Card size="small" style={{ marginBottom: 16 }}>
          <Space wrap>
            <Button danger onClick={() => setRefunding(true)}>
              退款到光子
            </Button>
            <Typography.Text type="secondary">
              {vip
                ? `退回 ${formatAmount(o.total_amount)} 光子并扣除该订单开通的 VIP 时长`
                : `退回 ${formatAmount(o.total_amount)} 光子并撤回该订单的购买权益`}
              {o.bonus > 0 ? `，收回赠送的 ${formatAmount(o.bonus)} 光子` : ''}
            </Typography.Text>
          </Space>
        </Card>
      )}
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="会员">
          <Link to={paths.adminOrders({ user_id: o.member.id })}>
            {o.member.name}（{o.member.phone}）
          </Link>
        </Descriptions.Item>
        <Descriptions.Item label="会员当前余额">{formatAmount(balance)} 光子</Descriptions.Item>
        <Descriptions.Item label="商品">
          <Tag>{o.product_type_text}</Tag>
          {o.product_name}
        </Descriptions.Item>
        {vip ? (
          <Descriptions.Item label="VIP 状态">
            {entitled ? <Tag color="success">会员当前是 VIP</Tag> : <Tag>会员当前不是 VIP</Tag>}
          </Descriptions.Item>
        ) : (
          <Descriptions.Item label="购买权益">
            {entitled ? <Tag color="success">持有（来自本订单）</Tag> : <Tag>无（本订单未持有权益）</Tag>}
          </Descriptions.Item>
        )}
        {!vip && (
          <Descriptions.Item label="单价 × 数量">
            {formatAmount(o.order_amount)} × {o.num}
          </Descriptions.Item>
        )}
        {!vip && <Descriptions.Item label="运费">{formatAmount(o.postage)}</Descriptions.Item>}
        {!vip && (
          <Descriptions.Item label="优惠券">
            {o.coupon_code ? `${o.coupon_code}（-${formatAmount(o.coupon_discount)}）` : '—'}
          </Descriptions.Item>
        )}
        <Descriptions.Item label="实付">{formatAmount(o.total_amount)} 光子</Descriptions.Item>
        {!vip && <Descriptions.Item label="赠送光子">{formatAmount(o.bonus)}</Descriptions.Item>}
        <Descriptions.Item label="支付方式">{o.pay_method_text || '—'}</Descriptions.Item>
        <Descriptions.Item label="下单时间">{o.created_at}</Descriptions.Item>
        <Descriptions.Item label="支付时间">{o.pay_time ?? '—'}</Descriptions.Item>
        {o.refund_time && <Descriptions.Item label="退款时间">{o.refund_time}</Descriptions.Item>}
        {o.refund_reason && <Descriptions.Item label="退款理由">{o.refund_reason}</Descriptions.Item>}
      </Descriptions>
      <Card size="small" title="光子流水" data-table-label="本订单的光子流水">
        <Table<LedgerEntry>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={entries}
          scroll={{ x: 600 }}
          columns={[
            { title: '时间', dataIndex: 'created_at' },
            { title: '标题', dataIndex: 'title' },
            LEDGER_SOURCE_COLUMN,
            ...LEDGER_MOVE_COLUMNS,
          ]}
        />
      </Card>
      <ReasonDialog
        open={refunding}
        title="退款到光子"
        okText="确认退款"
        label="退款理由"
        danger
        pending={refund.pending}
        onSubmit={submit}
        onCancel={() => setRefunding(false)}
      >
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`将退回 ${formatAmount(o.total_amount)} 光子到 ${o.member.name} 的光子账户，${vip ? `并扣除「${o.product_name}」开通的时长` : `并撤回「${o.product_name}」的购买权益`}。此操作不可撤销。`}
        />
      </ReasonDialog>
    </>
  );
}
