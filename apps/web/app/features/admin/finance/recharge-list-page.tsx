import { adminFinanceCalls, type AdminRecharge } from '@app/contract/web';
import { App, Button, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { apiKeyPrefix, useApiQuery } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { DateRangeFilter } from '../table/date-range-filter.tsx';
import { AdminListFrame } from '../table/admin-list-frame.tsx';
import { memberColumn } from '../table/member-column.tsx';
import { SearchFilter, SelectFilter } from '../table/filter-bar.tsx';
import { useTableParams } from '../table/use-table-params.ts';
import {
  PROVIDER_STATE_TEXT,
  PROVIDER_TEXT,
  RECHARGE_STATUS_COLOR,
  RECHARGE_STATUS_OPTIONS,
} from './finance-labels.ts';

/** 充值订单: recharges with their payment provider and state; 查询 asks the provider again (paid → credited). */
export function RechargeListPage() {
  const { message } = App.useApp();
  const table = useTableParams();
  const list = useApiQuery(adminFinanceCalls.recharges, {
    query: {
      ...table.paging,
      keywords: table.get('keywords'),
      status: table.get('status') === '' ? -1 : Number(table.get('status')),
      from: table.get('from'),
      to: table.get('to'),
    },
  });
  const requery = useApiMutation(adminFinanceCalls.requery, {
    invalidates: [apiKeyPrefix(adminFinanceCalls.recharges)],
  });

  async function ask(row: AdminRecharge) {
    const result = await requery.run({ params: { id: row.id } });
    if (result.ok)
      void message.info(
        `${result.msg}（${PROVIDER_STATE_TEXT[result.data.provider_state] ?? result.data.provider_state}）`,
      );
  }

  const columns: ColumnsType<AdminRecharge> = [
    { title: '充值单号', dataIndex: 'order_no' },
    memberColumn(),
    { title: '光子', dataIndex: 'num', align: 'right' },
    { title: '金额（元）', dataIndex: 'amount', align: 'right', render: (v: number) => v.toFixed(2) },
    {
      title: '支付渠道',
      key: 'provider',
      render: (_, r) => (
        <>
          {r.pay_method_text}
          {r.provider === 'sandbox' && <Tag style={{ marginInlineStart: 6 }}>{PROVIDER_TEXT.sandbox}</Tag>}
          {r.trade_no && (
            <>
              <br />
              <Typography.Text type="secondary">{r.trade_no}</Typography.Text>
            </>
          )}
        </>
      ),
    },
    {
      title: '状态',
      key: 'status',
      render: (_, r) => <Tag color={RECHARGE_STATUS_COLOR[r.status]}>{r.status_text}</Tag>,
    },
    { title: '下单时间', dataIndex: 'created_at' },
    { title: '支付时间', dataIndex: 'paid_at', render: (v) => v ?? '—' },
    { title: '上次查询', dataIndex: 'last_queried_at', render: (v) => v ?? '—' },
    {
      title: '操作',
      key: 'action',
      render: (_, r) => (
        <Button size="small" onClick={() => ask(r)} loading={requery.pending}>
          查询渠道
        </Button>
      ),
    },
  ];

  return (
    <AdminListFrame<AdminRecharge>
      title="充值订单"
      filters={
        <>
          <SelectFilter
            label="状态"
            value={table.get('status')}
            options={RECHARGE_STATUS_OPTIONS}
            onChange={(v) => table.set({ status: v })}
          />
          <DateRangeFilter table={table} />
          <SearchFilter table={table} placeholder="充值单号 / 渠道交易号 / 手机号" />
        </>
      }
      table={table}
      list={list}
      columns={columns}
      scrollX={1200}
    />
  );
}
