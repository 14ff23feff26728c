import { adminCatalogueCalls, type AdminCourseRow } from '@app/contract/web';
import type { ColumnsType } from 'antd/es/table/interface';
import { Link } from 'react-router';
import { useApiQuery } from '../../../shared/api/query.ts';
import { paths } from '../../../shared/paths.ts';
import { AdminListFrame } from '../table/admin-list-frame.tsx';
import { NameCell, PriceCell, StateTag, useShelfFilters } from '../table/shelf-list.tsx';

const columns: ColumnsType<AdminCourseRow> = [
  { title: 'ID', dataIndex: 'id', width: 70 },
  {
    title: '课程',
    key: 'name',
    render: (_, c) => <NameCell to={paths.adminCourse(c.id)} image={c.images} name={c.name} />,
  },
  { title: '分类', dataIndex: 'cate_name' },
  { title: '价格（光子）', key: 'price', align: 'right', render: (_, c) => <PriceCell row={c} /> },
  { title: '状态', key: 'state', render: (_, c) => <StateTag state={c.state} /> },
  { title: '创作者', key: 'creator', render: (_, c) => c.creator?.name ?? c.author ?? '—' },
  { title: '学员', dataIndex: 'num', align: 'right' },
  { title: '更新时间', dataIndex: 'updated_at' },
  { title: '操作', key: 'action', render: (_, c) => <Link to={paths.adminCourse(c.id)}>编辑</Link> },
];

/** 课程管理: every course in any state, searched by title or id, filtered by category, state, creator. */
export function CourseListPage() {
  const { table, query, filters } = useShelfFilters('course', '课程标题');
  const list = useApiQuery(adminCatalogueCalls.courses, { query });
  return (
    <AdminListFrame<AdminCourseRow>
      title="课程管理"
      filters={filters}
      table={table}
      list={list}
      columns={columns}
      scrollX={960}
    />
  );
}
