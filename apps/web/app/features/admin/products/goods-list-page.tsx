import { adminProductCalls, formatAmount, type AdminGoodsRow } from '@app/contract/web';
import type { ColumnsType } from 'antd/es/table/interface';
import { Link } from 'react-router';
import { useApiQuery } from '../../../shared/api/query.ts';
import { paths } from '../../../shared/paths.ts';
import { AdminListFrame } from '../table/admin-list-frame.tsx';
import { NameCell, PriceCell, StateTag, useShelfFilters } from '../table/shelf-list.tsx';

const columns: ColumnsType<AdminGoodsRow> = [
  { title: 'ID', dataIndex: 'id', width: 70 },
  {
    title: '素材',
    key: 'name',
    render: (_, g) => <NameCell to={paths.adminGoods(g.id)} image={g.cover} name={g.name} />,
  },
  { title: '分类', dataIndex: 'cate_name' },
  { title: '价格（光子）', key: 'price', align: 'right', render: (_, g) => <PriceCell row={g} /> },
  {
    title: '邮费',
    key: 'postage',
    align: 'right',
    render: (_, g) => (g.postage > 0 ? formatAmount(g.postage) : '包邮'),
  },
  { title: '状态', key: 'state', render: (_, g) => <StateTag state={g.state} /> },
  { title: '创作者', key: 'creator', render: (_, g) => g.creator?.name || g.author || '—' },
  { title: '销量', dataIndex: 'sales_num', align: 'right' },
  { title: '浏览', dataIndex: 'view_num', align: 'right' },
  { title: '更新时间', dataIndex: 'updated_at' },
  { title: '操作', key: 'action', render: (_, g) => <Link to={paths.adminGoods(g.id)}>编辑</Link> },
];

/** 素材管理: every material in any state, searched by name or id, filtered by category, state, creator. */
export function GoodsListPage() {
  const { table, query, filters } = useShelfFilters('goods', '素材名称');
  const list = useApiQuery(adminProductCalls.goodsList, { query });
  return (
    <AdminListFrame<AdminGoodsRow>
      title="素材管理"
      filters={filters}
      table={table}
      list={list}
      columns={columns}
      scrollX={1040}
    />
  );
}
