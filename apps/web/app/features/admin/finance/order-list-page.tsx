import { DownloadOutlined } from '@ant-design/icons';
import { adminFinanceCalls, formatAmount, type AdminOrder } from '@app/contract/web';
import { Alert, Button, Table, Tag, Typography } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { Link } from 'react-router';
import { useApiQuery } from '../../../shared/api/query.ts';
import { paths } from '../../../shared/paths.ts';
import { DateRangeFilter } from '../table/date-range-filter.tsx';
import { FilterBar, SearchFilter, SelectFilter } from '../table/filter-bar.tsx';
import { useTableParams } from '../table/use-table-params.ts';
import {
  exportHref,
  ORDER_STATUS_COLOR,
  ORDER_STATUS_OPTIONS,
  PRODUCT_TYPE_OPTIONS,
} from './finance-labels.ts';

type Sort = 'created_at' | 'pay_time' | 'total_amount';

/** 订单与退款: product orders searched by number, product, member, time, state and type; sortable; CSV. */
export function OrderListPage() {
  const table = useTableParams();
  const filters = {
    keywords: table.get('keywords'),
    user_id: Number(table.get('user_id')) || 0,
    status: table.get('status') === '' ? -1 : Number(table.get('status')),
    product_type: Number(table.get('product_type')) || 0,
    from: table.get('from'),
    to: table.get('to'),
    sort: (table.get('sort') || 'created_at') as Sort,
    order: (table.get('order') || 'desc') as 'asc' | 'desc',
  };
  const list = useApiQuery(adminFinanceCalls.orders, { query: { ...table.paging, ...filters } });
  const sortOrder = (key: Sort) =>
    filters.sort === key ? (filters.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;

  const columns: ColumnsType<AdminOrder> = [
    {
      title: '订单号',
      dataIndex: 'order_no',
      render: (no: string, o) => <Link to={paths.adminOrder(o.id)}>{no}</Link>,
    },
    {
      title: '会员',
      key: 'member',
      render: (_, o) => (
        <>
          {o.member.name}
          <br />
          <Typography.Text type="secondary">{o.member.phone}</Typography.Text>
        </>
      ),
    },
    {
      title: '商品',
      key: 'product',
      render: (_, o) => (
        <>
          <Tag>{o.product_type_text}</Tag>
          {o.product_name}
        </>
      ),
    },
    {
      title: '实付（光子）',
      dataIndex: 'total_amount',
      key: 'total_amount',
      align: 'right',
      sorter: true,
      sortOrder: sortOrder('total_amount'),
      render: (v: number) => formatAmount(v),
    },
    {
      title: '状态',
      key: 'status',
      render: (_, o) => <Tag color={ORDER_STATUS_COLOR[o.status]}>{o.status_text}</Tag>,
    },
    {
      title: '下单时间',
      dataIndex: 'created_at',
      key: 'created_at',
      sorter: true,
      sortOrder: sortOrder('created_at'),
    },
    {
      title: '支付时间',
      dataIndex: 'pay_time',
      key: 'pay_time',
      sorter: true,
      sortOrder: sortOrder('pay_time'),
      render: (v) => v ?? '—',
    },
    { title: '操作', key: 'action', render: (_, o) => <Link to={paths.adminOrder(o.id)}>详情</Link> },
  ];

  return (
    <>
      <h1 className="admin-page-title">订单与退款</h1>
      <FilterBar>
        <SelectFilter
          label="状态"
          value={table.get('status')}
          options={ORDER_STATUS_OPTIONS}
          onChange={(v) => table.set({ status: v })}
        />
        <SelectFilter
          label="类型"
          value={table.get('product_type')}
          options={PRODUCT_TYPE_OPTIONS}
          onChange={(v) => table.set({ product_type: v })}
        />
        <DateRangeFilter from={filters.from} to={filters.to} onChange={(range) => table.set(range)} />
        <SearchFilter
          value={filters.keywords}
          placeholder="订单号 / 商品名称 / 会员手机号"
          onSearch={(v) => table.set({ keywords: v })}
        />
        <Button icon={<DownloadOutlined />} href={exportHref('/api/admin/orders/export', filters)}>
          导出 CSV
        </Button>
      </FilterBar>
      {filters.user_id > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={`只看会员 #${filters.user_id} 的订单`}
          action={
            <Button size="small" onClick={() => table.set({ user_id: null })}>
              查看全部
            </Button>
          }
        />
      )}
      {list.error && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 12 }} />}
      <Table<AdminOrder>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        pagination={table.pagination(list.data?.total)}
        scroll={{ x: 1100 }}
        size="middle"
        onChange={(_, __, sorter, extra) => {
          // Paging is the pagination's own onChange; only a new sort is handled here.
          if (extra.action !== 'sort') return;
          const s = sorter as SorterResult<AdminOrder>;
          if (!s.order) return table.set({ sort: null, order: null });
          table.set({ sort: String(s.columnKey), order: s.order === 'ascend' ? 'asc' : 'desc' });
        }}
      />
    </>
  );
}
