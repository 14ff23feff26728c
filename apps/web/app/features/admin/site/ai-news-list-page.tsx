import { adminAiNewsCalls, AI_NEWS_CATES, type AdminAiNews } from '@app/contract/web';
import { Alert, Button, Popconfirm, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { Link } from 'react-router';
import { apiKeyPrefix, useApiQuery } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { paths } from '../../../shared/paths.ts';
import { FilterBar, SearchFilter, SelectFilter } from '../table/filter-bar.tsx';
import { useTableParams } from '../table/use-table-params.ts';
import './site.css';

export const aiCateName = (cate: number) => AI_NEWS_CATES.find((c) => c.id === cate)?.name ?? '';

/** AI 资讯: the AI area's articles (知识 / 资讯); search, filter, publish / take down, delete. */
export function AiNewsListPage() {
  const table = useTableParams();
  const filters = {
    keywords: table.get('keywords'),
    cate: Number(table.get('cate')) || 0,
    status: table.get('status') as '' | 'published' | 'hidden',
  };
  const list = useApiQuery(adminAiNewsCalls.list, { query: { ...table.paging, ...filters } });
  const invalidates = [apiKeyPrefix(adminAiNewsCalls.list)];
  const publish = useApiMutation(adminAiNewsCalls.publish, { success: true, invalidates });
  const remove = useApiMutation(adminAiNewsCalls.remove, { success: true, invalidates });

  const columns: ColumnsType<AdminAiNews> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: 'AI 资讯',
      key: 'title',
      render: (_, n) => (
        <Space>
          {n.images && <img src={n.images} alt="" className="admin-news-thumb" />}
          <Link to={paths.adminAiNewsEdit(n.id)}>{n.title}</Link>
        </Space>
      ),
    },
    { title: '栏目', key: 'cate', width: 80, render: (_, n) => aiCateName(n.cate) },
    {
      title: '状态',
      key: 'published',
      width: 90,
      render: (_, n) => (n.published ? <Tag color="success">已发布</Tag> : <Tag>未发布</Tag>),
    },
    { title: '发布时间', dataIndex: 'created_at', width: 170 },
    {
      title: '操作',
      key: 'action',
      width: 190,
      render: (_, n) => (
        <Space size={4} wrap>
          <Link to={paths.adminAiNewsEdit(n.id)}>编辑</Link>
          <Button
            type="link"
            size="small"
            onClick={() => publish.run({ params: { id: n.id }, body: { published: !n.published } })}
          >
            {n.published ? '下线' : '发布'}
          </Button>
          <Popconfirm
            title="删除这篇 AI 资讯？"
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
        <h1 className="admin-page-title">AI 资讯</h1>
        <Link to={paths.adminAiNewsNew()}>
          <Button type="primary">新建 AI 资讯</Button>
        </Link>
      </Space>
      <FilterBar>
        <SelectFilter
          label="栏目"
          value={filters.cate ? String(filters.cate) : ''}
          options={AI_NEWS_CATES.map((c) => ({ value: String(c.id), label: c.name }))}
          onChange={(v) => table.set({ cate: v })}
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
      <Table<AdminAiNews>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        pagination={table.pagination(list.data?.total)}
        scroll={{ x: 760 }}
        size="middle"
      />
    </>
  );
}
