import { adminGoodsCalls, type AdminPlugRow } from '@app/contract/web';
import { Alert, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { Link } from 'react-router';
import { useApiQuery } from '../../../shared/api/query.ts';
import { paths } from '../../../shared/paths.ts';
import { PriceCell, StateTag, useProductTable } from './product-table.tsx';

const columns: ColumnsType<AdminPlugRow> = [
  { title: 'ID', dataIndex: 'id', width: 70 },
  {
    title: '插件',
    key: 'name',
    render: (_, p) => (
      <Link to={paths.adminPlug(p.id)} className="admin-course-cell">
        {p.images && <img src={p.images} alt="" width={64} height={40} />}
        <span>{p.name}</span>
      </Link>
    ),
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
  const { table, query, bar } = useProductTable('plug');
  const list = useApiQuery(adminGoodsCalls.plugs, { query });
  return (
    <>
      <h1 className="admin-page-title">插件管理</h1>
      {bar('插件名称')}
      {list.error && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 12 }} />}
      <Table<AdminPlugRow>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        pagination={table.pagination(list.data?.total)}
        scroll={{ x: 960 }}
        size="middle"
      />
    </>
  );
}
