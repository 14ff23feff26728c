import {
  ADMIN_COURSE_STATE_TEXT,
  adminCatalogueCalls,
  formatAmount,
  type AdminCourseRow,
} from '@app/contract/web';
import { Alert, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { Link } from 'react-router';
import { useApiQuery } from '../../../shared/api/query.ts';
import { paths } from '../../../shared/paths.ts';
import { FilterBar, SearchFilter, SelectFilter } from '../table/filter-bar.tsx';
import { useTableParams } from '../table/use-table-params.ts';

const STATE_COLOR = { on: 'success', off: 'default', review: 'processing' } as const;

/** 课程管理: every course in any state, searched by title or id, filtered by category, state, creator. */
export function CourseListPage() {
  const table = useTableParams();
  const filters = {
    keywords: table.get('keywords'),
    cate_id: Number(table.get('cate_id')) || 0,
    state: table.get('state') as '' | 'on' | 'off' | 'review',
    creator: table.get('creator'),
  };
  const list = useApiQuery(adminCatalogueCalls.courses, { query: { ...table.paging, ...filters } });
  const categories = useApiQuery(adminCatalogueCalls.categories, { query: { kind: 'course' } });

  const columns: ColumnsType<AdminCourseRow> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: '课程',
      key: 'name',
      render: (_, c) => (
        <Link to={paths.adminCourse(c.id)} className="admin-course-cell">
          {c.images && <img src={c.images} alt="" width={64} height={40} />}
          <span>{c.name}</span>
        </Link>
      ),
    },
    { title: '分类', dataIndex: 'cate_name' },
    {
      title: '价格（光子）',
      key: 'price',
      align: 'right',
      render: (_, c) =>
        c.has_discount ? (
          <>
            {formatAmount(c.discount_price)}{' '}
            <Typography.Text delete type="secondary">
              {formatAmount(c.price)}
            </Typography.Text>
          </>
        ) : (
          formatAmount(c.price)
        ),
    },
    {
      title: '状态',
      key: 'state',
      render: (_, c) => <Tag color={STATE_COLOR[c.state]}>{ADMIN_COURSE_STATE_TEXT[c.state]}</Tag>,
    },
    { title: '创作者', key: 'creator', render: (_, c) => c.creator?.name ?? c.author ?? '—' },
    { title: '学员', dataIndex: 'num', align: 'right' },
    { title: '更新时间', dataIndex: 'updated_at' },
    { title: '操作', key: 'action', render: (_, c) => <Link to={paths.adminCourse(c.id)}>编辑</Link> },
  ];

  return (
    <>
      <h1 className="admin-page-title">课程管理</h1>
      <FilterBar>
        <SelectFilter
          label="分类"
          allLabel="全部分类"
          value={filters.cate_id ? String(filters.cate_id) : ''}
          options={(categories.data ?? []).map((c) => ({
            value: String(c.id),
            label: `${'　'.repeat(c.level - 1)}${c.name}`,
          }))}
          onChange={(v) => table.set({ cate_id: v })}
        />
        <SelectFilter
          label="状态"
          value={filters.state}
          options={(['on', 'off', 'review'] as const).map((s) => ({
            value: s,
            label: ADMIN_COURSE_STATE_TEXT[s],
          }))}
          onChange={(v) => table.set({ state: v })}
        />
        <SearchFilter
          value={filters.keywords}
          placeholder="课程标题 / ID"
          onSearch={(v) => table.set({ keywords: v })}
        />
        <SearchFilter
          value={filters.creator}
          placeholder="创作者昵称 / 手机号 / ID"
          onSearch={(v) => table.set({ creator: v })}
        />
      </FilterBar>
      {list.error && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 12 }} />}
      <Table<AdminCourseRow>
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
