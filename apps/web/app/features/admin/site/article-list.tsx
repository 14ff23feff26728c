import { Button, Popconfirm, Space, Tag } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table/interface';
import { Link } from 'react-router';
import { AdminListFrame, type ListRead } from '../table/admin-list-frame.tsx';
import { SearchFilter, SelectFilter } from '../table/filter-bar.tsx';
import type { useTableParams } from '../table/use-table-params.ts';
import './site.css';

export interface ArticleRow {
  id: number;
  title: string;
  images: string;
  published: boolean;
  created_at: string;
}

type TableParams = ReturnType<typeof useTableParams>;

/** The filters of an article list as the query string holds them; `cateParam` is the kind's category key. */
export function articleFilters<K extends string>(table: TableParams, cateParam: K) {
  return {
    keywords: table.get('keywords'),
    status: table.get('status') as '' | 'published' | 'hidden',
    ...({ [cateParam]: Number(table.get(cateParam)) || 0 } as Record<K, number>),
  };
}

/**
 * 资讯管理 and AI 资讯 in one shape: search by title or summary, filter by category and state, publish /
 * take down, delete after a confirmation. `noun` names the kind in every label; the category is the
 * kind's own (news categories, or the AI area's fixed 栏目).
 */
export function ArticleList<Row extends ArticleRow>(props: {
  heading: string;
  noun: string;
  paths: { create: string; edit: (id: number) => string };
  category: {
    param: string;
    label: string;
    options: { value: string; label: string }[];
    column: ColumnType<Row>;
  };
  extraColumns?: ColumnsType<Row>;
  table: TableParams;
  list: ListRead<Row>;
  onPublish: (row: Row) => void;
  onRemove: (row: Row) => void;
  scrollX: number;
}) {
  const { table, noun, category } = props;
  // Chinese text puts a space before a Latin word: 新建资讯, 新建 AI 资讯.
  const spaced = /^[A-Za-z]/.test(noun) ? ` ${noun}` : noun;
  const columns: ColumnsType<Row> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: noun,
      key: 'title',
      render: (_, n) => (
        <Space>
          {n.images && <img src={n.images} alt="" className="admin-news-thumb" />}
          <Link to={props.paths.edit(n.id)}>{n.title}</Link>
        </Space>
      ),
    },
    category.column,
    {
      title: '状态',
      key: 'published',
      width: 90,
      render: (_, n) => (n.published ? <Tag color="success">已发布</Tag> : <Tag>未发布</Tag>),
    },
    ...(props.extraColumns ?? []),
    { title: '发布时间', dataIndex: 'created_at', width: 170 },
    {
      title: '操作',
      key: 'action',
      width: 190,
      render: (_, n) => (
        <Space size={4} wrap>
          <Link to={props.paths.edit(n.id)}>编辑</Link>
          <Button type="link" size="small" onClick={() => props.onPublish(n)}>
            {n.published ? '下线' : '发布'}
          </Button>
          <Popconfirm
            title={`删除这篇${spaced}？`}
            description="删除后前台不再显示，且无法恢复。"
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => props.onRemove(n)}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  const filters = (
    <>
      <SelectFilter
        label={category.label}
        value={Number(table.get(category.param)) ? table.get(category.param) : ''}
        options={category.options}
        onChange={(v) => table.set({ [category.param]: v })}
      />
      <SelectFilter
        label="状态"
        value={table.get('status')}
        options={[
          { value: 'published', label: '已发布' },
          { value: 'hidden', label: '未发布' },
        ]}
        onChange={(v) => table.set({ status: v })}
      />
      <SearchFilter table={table} placeholder="标题 / 摘要" />
    </>
  );
  return (
    <AdminListFrame<Row>
      title={props.heading}
      action={
        <Link to={props.paths.create}>
          <Button type="primary">新建{spaced}</Button>
        </Link>
      }
      filters={filters}
      table={table}
      list={props.list}
      columns={columns}
      scrollX={props.scrollX}
    />
  );
}
