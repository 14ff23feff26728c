import { adminAiCalls, adminCatalogueCalls, type AdminGalleryWork } from '@app/contract/web';
import { Button, Popconfirm, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { Link } from 'react-router';
import { apiKeyPrefix, useApiQuery } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { paths } from '../../../shared/paths.ts';
import { AdminListFrame } from '../table/admin-list-frame.tsx';
import { SearchFilter, SelectFilter } from '../table/filter-bar.tsx';
import { useTableParams } from '../table/use-table-params.ts';
import '../site/site.css';

/** The gallery's tabs (分类管理 › AI 作品集分类), hidden ones marked: staff may file works there first. */
export function useGalleryTabs() {
  const tabs = useApiQuery(adminCatalogueCalls.categories, { query: { kind: 'gallery' } });
  return (tabs.data ?? []).map((c) => ({ value: c.id, label: c.hidden ? `${c.name}（已隐藏）` : c.name }));
}

/** AI 作品集: the AI area's works; search by title, filter by tab; delete after a warning with its likes. */
export function GalleryListPage() {
  const table = useTableParams();
  const filters = { keywords: table.get('keywords'), cate_id: Number(table.get('cate_id')) || 0 };
  const list = useApiQuery(adminAiCalls.galleryList, { query: { ...table.paging, ...filters } });
  const tabs = useGalleryTabs();
  const remove = useApiMutation(adminAiCalls.galleryDelete, {
    success: true,
    invalidates: [apiKeyPrefix(adminAiCalls.galleryList)],
  });

  const columns: ColumnsType<AdminGalleryWork> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: '作品',
      key: 'title',
      render: (_, w) => (
        <Space>
          <img src={w.cover} alt="" className="admin-news-thumb" />
          <Link to={paths.adminAiGalleryEdit(w.id)}>{w.title}</Link>
        </Space>
      ),
    },
    { title: '分类', dataIndex: 'cate_name', width: 110 },
    { title: '作者', dataIndex: 'author_name', width: 110 },
    { title: '图片', key: 'images', width: 70, render: (_, w) => w.images.length },
    { title: '点赞', dataIndex: 'like_count', width: 70, align: 'right' },
    { title: '发布时间', dataIndex: 'created_at', width: 170 },
    {
      title: '操作',
      key: 'action',
      width: 120,
      render: (_, w) => (
        <Space size={4} wrap>
          <Link to={paths.adminAiGalleryEdit(w.id)}>编辑</Link>
          <Popconfirm
            title="删除这个作品？"
            description={`删除后前台不再显示，${w.like_count > 0 ? `它的 ${w.like_count} 个点赞也一并删除，` : ''}且无法恢复。`}
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => remove.run({ params: { id: w.id } })}
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
    <AdminListFrame<AdminGalleryWork>
      title="AI 作品集"
      action={
        <Link to={paths.adminAiGalleryNew()}>
          <Button type="primary">新建作品</Button>
        </Link>
      }
      filters={
        <>
          <SelectFilter
            label="分类"
            value={filters.cate_id ? String(filters.cate_id) : ''}
            options={tabs.map((t) => ({ value: String(t.value), label: t.label }))}
            onChange={(v) => table.set({ cate_id: v })}
          />
          <SearchFilter table={table} placeholder="作品标题" />
        </>
      }
      table={table}
      list={list}
      columns={columns}
      scrollX={860}
    />
  );
}
