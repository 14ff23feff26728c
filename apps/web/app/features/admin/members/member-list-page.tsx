import { adminMemberCalls, formatAmount, type AdminMember } from '@app/contract/web';
import { Alert, Table, Tag, Typography } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { Link } from 'react-router';
import { useApiQuery } from '../../../shared/api/query.ts';
import { paths } from '../../../shared/paths.ts';
import { FilterBar, SearchFilter, SelectFilter } from '../table/filter-bar.tsx';
import { useTableParams } from '../table/use-table-params.ts';

/** 会员管理: members searched by phone, e-mail, nickname or id; filters by state, creator, VIP. */
export function MemberListPage() {
  const table = useTableParams();
  const filters = {
    keywords: table.get('keywords'),
    status: table.get('status') as '' | 'active' | 'disabled',
    creator: table.get('creator') as '' | '1',
    vip: table.get('vip') as '' | '1',
    sort: (table.get('sort') || 'created_at') as 'created_at' | 'balance',
    order: (table.get('order') || 'desc') as 'asc' | 'desc',
  };
  const list = useApiQuery(adminMemberCalls.members, { query: { ...table.paging, ...filters } });
  const sortOrder = (key: string) =>
    filters.sort === key ? (filters.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;

  const columns: ColumnsType<AdminMember> = [
    { title: 'ID', dataIndex: 'id', width: 80 },
    {
      title: '会员',
      key: 'name',
      render: (_, m) => (
        <Link to={paths.adminMember(m.id)}>
          {m.name}
          <br />
          <Typography.Text type="secondary">{m.phone ?? m.email ?? '—'}</Typography.Text>
        </Link>
      ),
    },
    {
      title: '光子',
      dataIndex: 'balance',
      key: 'balance',
      align: 'right',
      sorter: true,
      sortOrder: sortOrder('balance'),
      render: (v: number) => formatAmount(v),
    },
    {
      title: '标记',
      key: 'tags',
      render: (_, m) => (
        <>
          {m.disabled && <Tag color="error">已停用</Tag>}
          {m.vip.active && <Tag color="warning">{m.vip.permanent ? '永久 VIP' : 'VIP'}</Tag>}
          {(m.flags.can_upload_course || m.flags.can_upload_plug || m.flags.can_upload_goods) && (
            <Tag color="blue">创作者</Tag>
          )}
        </>
      ),
    },
    {
      title: '注册时间',
      dataIndex: 'created_at',
      key: 'created_at',
      sorter: true,
      sortOrder: sortOrder('created_at'),
    },
    { title: '操作', key: 'action', render: (_, m) => <Link to={paths.adminMember(m.id)}>管理</Link> },
  ];

  return (
    <>
      <h1 className="admin-page-title">会员管理</h1>
      <FilterBar>
        <SelectFilter
          label="状态"
          value={filters.status}
          options={[
            { value: 'active', label: '正常' },
            { value: 'disabled', label: '已停用' },
          ]}
          onChange={(v) => table.set({ status: v })}
        />
        <SelectFilter
          label="身份"
          allLabel="全部会员"
          value={filters.creator}
          options={[{ value: '1', label: '创作者' }]}
          onChange={(v) => table.set({ creator: v })}
        />
        <SelectFilter
          label="VIP"
          allLabel="不限 VIP"
          value={filters.vip}
          options={[{ value: '1', label: '有效 VIP' }]}
          onChange={(v) => table.set({ vip: v })}
        />
        <SearchFilter
          value={filters.keywords}
          placeholder="手机号 / 邮箱 / 昵称 / ID"
          onSearch={(v) => table.set({ keywords: v })}
        />
      </FilterBar>
      {list.error && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 12 }} />}
      <Table<AdminMember>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        pagination={table.pagination(list.data?.total)}
        scroll={{ x: 800 }}
        size="middle"
        onChange={(_, __, sorter, extra) => {
          if (extra.action !== 'sort') return;
          const s = sorter as SorterResult<AdminMember>;
          if (!s.order) return table.set({ sort: null, order: null });
          table.set({ sort: String(s.columnKey), order: s.order === 'ascend' ? 'asc' : 'desc' });
        }}
      />
    </>
  );
}
