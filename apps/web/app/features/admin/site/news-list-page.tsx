import { adminSiteCalls, type AdminNews } from '@app/contract/web';
import { Alert, Button, Popconfirm, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { Link } from 'react-router';
import { apiKeyPrefix, useApiQuery } from '../../../shared/api/query.ts';
import './site.css';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { paths } from '../../../shared/paths.ts';
import { FilterBar, SearchFilter, SelectFilter } from '../table/filter-bar.tsx';
import { useTableParams } from '../table/use-table-params.ts';

/** 资讯管理: search by title, filter by category and state; publish / take down; delete after a confirmation. */
export function NewsListPage() {
  const table = useTableParams();
  const filters = {
    keywords: table.get('keywords'),
    cate_id: Number(table.get('cate_id')) || 0,
    status: table.get('status') as '' | 'published' | 'hidden',
  };
  const list = useApiQuery(adminSiteCalls.newsList, { query: { ...table.paging, ...filters } });
  const cates = useApiQuery(adminSiteCalls.newsCategories);
  const invalidates = [apiKeyPrefix(adminSiteCalls.newsList)];
  const publish = useApiMutation(adminSiteCalls.newsPublish, { success: true, invalidates });
  const remove = useApiMutation(adminSiteCalls.newsDelete, { success: true, invalidates });

  const columns: ColumnsType<AdminNews> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: '资讯',
      key: 'title',
      render: (_, n) => (
        <Space>
          {n.images && <img src={n.images} alt="" className="admin-news-thumb" />}
          <Link to={paths.adminNewsEdit(n.id)}>{n.title}</Link>
        </Space>
      ),
    },
    { title: '分类', dataIndex: 'cate_name', width: 110 },
    {
      title: '状态',
      key: 'published',
      width: 90,
      render: (_, n) => (n.published ? <Tag color="success">已发布</Tag> : <Tag>未发布</Tag>),
    },
    { title: '浏览', dataIndex: 'view_num', width: 80, align: 'right' },
    { title: '发布时间', dataIndex: 'created_at', width: 170 },
    {
      title: '操作',
      key: 'action',
      width: 190,
      render: (_, n) => (
        <Space size={4} wrap>
          <Link to={paths.adminNewsEdit(n.id)}>编辑</Link>
          <Button
            type="link"
            size="small"
            onClick={() => publish.run({ params: { id: n.id }, body: { published: !n.published } })}
          >
            {n.published ? '下线' : '发布'}
          </Button>
          <Popconfirm
            title="删除这篇资讯？"
            description="删除后前台不再显示，且无法恢复。"
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => remove.run({ params: { id: n.id } })}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Space className="admin-page-head" wrap>
        <h1 className="admin-page-title">资讯管理</h1>
        <Link to={paths.adminNewsNew()}>
          <Button type="primary">新建资讯</Button>
        </Link>
      </Space>
      <FilterBar>
        <SelectFilter
          label="分类"
          value={filters.cate_id ? String(filters.cate_id) : ''}
          options={(cates.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          onChange={(v) => table.set({ cate_id: v })}
        />
        <SelectFilter
          label="状态"
          value={filters.status}
          options={[
            { value: 'published', label: '已发布' },
            { value: 'hidden', label: '未发布' },
          ]}
          onChange={(v) => table.set({ status: v })}
        />
        <SearchFilter
          value={filters.keywords}
          placeholder="标题 / 摘要"
          onSearch={(v) => table.set({ keywords: v })}
        />
      </FilterBar>
      {list.error && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 12 }} />}
      <Table<AdminNews>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        pagination={table.pagination(list.data?.total)}
        scroll={{ x: 860 }}
        size="middle"
      />
    </>
  );
}
