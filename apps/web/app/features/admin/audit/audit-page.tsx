import { ADMIN_ACTION_TEXT, ADMIN_TARGET_TEXT, adminCalls, type AuditEntry } from '@app/contract/web';
import { Input, Select, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useApiQuery } from '../../../shared/api/query.ts';
import { paths } from '../../../shared/paths.ts';
import { DateRangeFilter } from '../table/date-range-filter.tsx';
import { AdminListFrame } from '../table/admin-list-frame.tsx';
import { SelectFilter } from '../table/filter-bar.tsx';
import { useTableParams } from '../table/use-table-params.ts';

/** The target's name, linked to its page where the back office has one (orders, members, submissions). */
function AuditTarget({ entry }: { entry: AuditEntry }) {
  const text = `${ADMIN_TARGET_TEXT[entry.target_type] ?? entry.target_type} ${entry.target_id}`;
  const [kind, id] = entry.target_id.split(':');
  const to =
    entry.target_type === 'order'
      ? paths.adminOrder(entry.target_id)
      : entry.target_type === 'member'
        ? paths.adminMember(entry.target_id)
        : entry.target_type === 'contribution' && kind && id
          ? paths.adminReviewDetail(kind, id)
          : null;
  return to ? <Link to={to}>{text}</Link> : text;
}

const json = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);

/** 操作日志: every staff action (who, what, on what, before/after, when, from where), filterable. */
export function AuditPage() {
  const table = useTableParams();
  const staffList = useApiQuery(adminCalls.staffList);
  const filters = {
    staff_id: Number(table.get('staff_id')) || 0,
    action: table.get('action'),
    target_type: table.get('target_type'),
    target_id: table.get('target_id'),
    from: table.get('from'),
    to: table.get('to'),
  };
  const list = useApiQuery(adminCalls.audit, { query: { ...table.paging, ...filters } });

  const columns: ColumnsType<AuditEntry> = [
    { title: '时间', dataIndex: 'created_at', width: 170 },
    { title: '账号', dataIndex: 'staff_name', width: 120 },
    { title: '操作', key: 'action', render: (_, e) => <Tag>{e.action_text}</Tag> },
    { title: '对象', key: 'target', render: (_, e) => <AuditTarget entry={e} /> },
    {
      title: '来源',
      key: 'from',
      render: (_, e) => (
        <>
          {e.ip}
          <br />
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 220 }}>
            {e.user_agent}
          </Typography.Text>
        </>
      ),
    },
  ];

  return (
    <AdminListFrame<AuditEntry>
      title="操作日志"
      filters={
        <>
          <Select
            aria-label="账号"
            value={filters.staff_id ? String(filters.staff_id) : ''}
            onChange={(v) => table.set({ staff_id: v })}
            options={[
              { value: '', label: '全部账号' },
              ...(staffList.data ?? []).map((s) => ({
                value: String(s.id),
                label: `${s.name}（${s.role_text}）`,
              })),
            ]}
            style={{ width: 180 }}
          />
          <SelectFilter
            label="操作"
            value={filters.action}
            options={Object.entries(ADMIN_ACTION_TEXT).map(([value, label]) => ({ value, label }))}
            onChange={(v) => table.set({ action: v })}
          />
          <SelectFilter
            label="对象"
            value={filters.target_type}
            options={Object.entries(ADMIN_TARGET_TEXT).map(([value, label]) => ({ value, label }))}
            onChange={(v) => table.set({ target_type: v })}
          />
          <Input.Search
            key={filters.target_id}
            defaultValue={filters.target_id}
            placeholder="对象 ID"
            allowClear
            maxLength={64}
            onSearch={(v) => table.set({ target_id: v.trim() })}
            style={{ width: 160 }}
          />
          <DateRangeFilter table={table} />
        </>
      }
      table={table}
      list={list}
      columns={columns}
      scrollX={800}
      expandable={{
        expandedRowRender: (e) => (
          <div className="admin-diff">
            <div>
              <strong>变更前</strong>
              <pre className="admin-pre">{json(e.before)}</pre>
            </div>
            <div>
              <strong>变更后</strong>
              <pre className="admin-pre">{json(e.after)}</pre>
            </div>
          </div>
        ),
      }}
    />
  );
}
