import { adminProductCalls, type AdminPlugRow } from '@app/contract/web';
import type { ColumnsType } from 'antd/es/table/interface';
import { Link } from 'react-router';
import { useApiQuery } from '../../../shared/api/query.ts';
import { paths } from '../../../shared/paths.ts';
import { AdminListFrame } from '../table/admin-list-frame.tsx';
import { NameCell, PriceCell, StateTag, useShelfFilters } from '../table/shelf-list.tsx';

const columns: ColumnsType<AdminPlugRow> = [
  { title: 'ID', dataIndex: 'id', width: 70 },
  {
    title: '插件',
    key: 'name',
    render: (_, p) => <NameCell to={paths.adminPlug(p.id)} image={p.images} name={p.name} />,
  },
  { title: '分类', dataIndex: 'cate_name' },
  { title: '价格（光子）', key: 'price', align: 'right', render: (_, p) => <PriceCell row={p} /> },
  { title: '状态', key: 'state', render: (_, p) => <StateTag state={p.state} /> },
  { title: '创作者', key: 'creator', render: (_, p) => p.creator?.name || p.author || '—' },
  { title: '销量', dataIndex: 'sales_num', align: 'right' },
  { title: '下载', dataIndex: 'download_package', align: 'right' },
  { title: '更新时间', dataIndex: 'updated_at' },
  { title: '操作', key: 'action', render: (_, p) => <Link to={paths.adminPlug(p.id)}>编辑</Link> },
];

/** 插件管理: every plugin in any state, searched by name or id, filtered by category, state, creator. */
export function PlugListPage() {
  const { table, query, filters } = useShelfFilters('plug', '插件名称');
  const list = useApiQuery(adminProductCalls.plugs, { query });
  return (
    <AdminListFrame<AdminPlugRow>
      title="插件管理"
      filters={filters}
      table={table}
      list={list}
      columns={columns}
      scrollX={960}
    />
  );
}
