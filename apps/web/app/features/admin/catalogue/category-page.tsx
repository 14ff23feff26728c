import {
  ADMIN_CATEGORY_KIND_TEXT,
  ADMIN_CATEGORY_KINDS,
  adminCatalogueCalls,
  type AdminCategory,
  type AdminCategoryKind,
} from '@app/contract/web';
import { Alert, Button, Popconfirm, Space, Table, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { apiKeyPrefix, useApiQuery } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { useTableParams } from '../table/use-table-params.ts';
import { CategoryDialog, type CategoryDialogState } from './category-dialog.tsx';

type Node = AdminCategory & { children_rows?: Node[] };

/** The flat list as a tree for the table (any depth the data holds; new ones are one or two levels). */
function nest(rows: AdminCategory[]): Node[] {
  const byId = new Map<number, Node>(rows.map((r) => [r.id, { ...r }]));
  const roots: Node[] = [];
  for (const node of byId.values()) {
    const parent = node.parent_id ? byId.get(node.parent_id) : undefined;
    if (parent) (parent.children_rows ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** 分类管理: the course / plugin / material trees; new, rename, reorder, hide, delete an unused one. */
export function CategoryPage() {
  const table = useTableParams();
  const kind = (table.get('kind') || 'course') as AdminCategoryKind;
  const list = useApiQuery(adminCatalogueCalls.categories, { query: { kind } });
  const invalidates = [apiKeyPrefix(adminCatalogueCalls.categories)];
  const update = useApiMutation(adminCatalogueCalls.updateCategory, { success: true, invalidates });
  const remove = useApiMutation(adminCatalogueCalls.deleteCategory, { success: true, invalidates });
  const [dialog, setDialog] = useState<CategoryDialogState | null>(null);

  const columns: ColumnsType<Node> = [
    {
      title: '名称',
      key: 'name',
      render: (_, c) => (
        <>
          {c.name} {c.hidden && <Tag>已隐藏</Tag>}
          {c.alias === 'tenant' && <Tag color="purple">不可投稿</Tag>}
        </>
      ),
    },
    { title: 'ID', dataIndex: 'id', width: 80 },
    { title: '层级', dataIndex: 'level', width: 70 },
    { title: '排序', dataIndex: 'sort', width: 70 },
    { title: '作品数', dataIndex: 'items', width: 80 },
    {
      title: '操作',
      key: 'action',
      render: (_, c) => (
        <Space wrap size={4}>
          <Button size="small" onClick={() => setDialog({ mode: 'edit', kind, category: c })}>
            编辑
          </Button>
          {c.level === 1 && kind !== 'gallery' && (
            <Button size="small" onClick={() => setDialog({ mode: 'create', kind, parent: c })}>
              添加子分类
            </Button>
          )}
          <Button
            size="small"
            loading={update.pending}
            onClick={() =>
              void update.run({
                params: { id: c.id },
                body: { name: c.name, sort: c.sort, hidden: !c.hidden },
              })
            }
          >
            {c.hidden ? '显示' : '隐藏'}
          </Button>
          <Popconfirm
            title={`删除分类「${c.name}」？`}
            okText="删除"
            cancelText="取消"
            onConfirm={() => void remove.run({ params: { id: c.id } })}
          >
            <Button size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <h1 className="admin-page-title">分类管理</h1>
      <Tabs
        activeKey={kind}
        onChange={(k) => table.set({ kind: k })}
        items={ADMIN_CATEGORY_KINDS.map((k) => ({ key: k, label: ADMIN_CATEGORY_KIND_TEXT[k] }))}
      />
      <Space style={{ marginBottom: 12 }} wrap>
        <Button type="primary" onClick={() => setDialog({ mode: 'create', kind, parent: null })}>
          新建一级分类
        </Button>
        <span>隐藏的分类及其子分类不在前台菜单与筛选中出现；仍有作品的分类不能删除。</span>
      </Space>
      {list.error && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 12 }} />}
      <Table<Node>
        rowKey="id"
        columns={columns}
        dataSource={nest(list.data ?? [])}
        childrenColumnName="children_rows"
        loading={list.isFetching}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        scroll={{ x: 720 }}
        size="middle"
      />
      {dialog && <CategoryDialog state={dialog} onClose={() => setDialog(null)} />}
    </>
  );
}
