import { adminMemberCalls, formatAmount, type AdminMember } from '@app/contract/web';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { Link } from 'react-router';
import { useApiQuery } from '../../../shared/api/query.ts';
import { paths } from '../../../shared/paths.ts';
import { AdminListFrame } from '../table/admin-list-frame.tsx';
import { SearchFilter, SelectFilter } from '../table/filter-bar.tsx';
import { useTableParams } from '../table/use-table-params.ts';

/** 会员管理: members searched by phone, e-mail, nickname or id; filters by state, creator, VIP. */
export function MemberListPage() {
  const table = useTableParams();
  const sorting = table.sort<'created_at' | 'balance'>('created_at');
  const filters = {
    keywords: table.get('keywords'),
    status: table.get('status') as '' | 'active' | 'disabled',
    creator: table.get('creator') as '' | '1',
    vip: table.get('vip') as '' | '1',
    sort: sorting.sort,
    order: sorting.order,
  };
  const list = useApiQuery(adminMemberCalls.members, { query: { ...table.paging, ...filters } });
  const { sortOrder } = sorting;

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
    <AdminListFrame<AdminMember>
      title="会员管理"
      filters={
        <>
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
          <SearchFilter table={table} placeholder="手机号 / 邮箱 / 昵称 / ID" />
        </>
      }
      table={table}
      list={list}
      columns={columns}
      scrollX={800}
      sortable
    />
  );
}
