import { DownloadOutlined } from '@ant-design/icons';
import { adminFinanceCalls, formatAmount, type AdminOrder } from '@app/contract/web';
import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { Link } from 'react-router';
import { useApiQuery } from '../../../shared/api/query.ts';
import { paths } from '../../../shared/paths.ts';
import { DateRangeFilter } from '../table/date-range-filter.tsx';
import { AdminListFrame } from '../table/admin-list-frame.tsx';
import { memberColumn } from '../table/member-column.tsx';
import { SearchFilter, SelectFilter } from '../table/filter-bar.tsx';
import { useTableParams } from '../table/use-table-params.ts';
import {
  exportHref,
  ORDER_STATUS_COLOR,
  ORDER_STATUS_OPTIONS,
  PRODUCT_TYPE_OPTIONS,
} from './finance-labels.ts';
import { MemberOnlyNotice } from './member-only-notice.tsx';

type Sort = 'created_at' | 'pay_time' | 'total_amount';

/** A VIP purchase has its own detail address (its id is a VIP order's, not a product order's). */
const detailPath = (o: AdminOrder) => (o.kind === 'vip' ? paths.adminVipOrder(o.id) : paths.adminOrder(o.id));

/** 订单与退款: product orders and VIP purchases searched by number, product, member, time, state and type; sortable; CSV. */
export function OrderListPage() {
  const table = useTableParams();
  const sorting = table.sort<Sort>('created_at');
  const filters = {
    keywords: table.get('keywords'),
    user_id: Number(table.get('user_id')) || 0,
    status: table.get('status') === '' ? -1 : Number(table.get('status')),
    product_type: Number(table.get('product_type')) || 0,
    from: table.get('from'),
    to: table.get('to'),
    sort: sorting.sort,
    order: sorting.order,
  };
  const list = useApiQuery(adminFinanceCalls.orders, { query: { ...table.paging, ...filters } });
  const { sortOrder } = sorting;

  const columns: ColumnsType<AdminOrder> = [
    {
      title: '订单号',
      dataIndex: 'order_no',
      render: (no: string, o) => <Link to={detailPath(o)}>{no}</Link>,
    },
    memberColumn(),
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
    {
      title: '操作',
      key: 'action',
      render: (_, o) => <Link to={detailPath(o)}>详情</Link>,
    },
  ];

  return (
    <AdminListFrame<AdminOrder>
      title="订单与退款"
      filters={
        <>
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
          <DateRangeFilter table={table} />
          <SearchFilter table={table} placeholder="订单号 / 商品名称 / 会员手机号" />
          <Button icon={<DownloadOutlined />} href={exportHref('/api/admin/orders/export', filters)}>
            导出 CSV
          </Button>
        </>
      }
      notice={<MemberOnlyNotice userId={filters.user_id} noun="订单" table={table} />}
      table={table}
      list={list}
      columns={columns}
      scrollX={1100}
      sortable
    />
  );
}
