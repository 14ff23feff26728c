import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { adminFinanceCalls, type LedgerEntry } from '@app/contract/web';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useApiQuery } from '../../../shared/api/query.ts';
import { DateRangeFilter } from '../table/date-range-filter.tsx';
import { AdminListFrame } from '../table/admin-list-frame.tsx';
import { SearchFilter, SelectFilter } from '../table/filter-bar.tsx';
import { useTableParams } from '../table/use-table-params.ts';
import { AdjustDialog } from './adjust-dialog.tsx';
import { exportHref, SOURCE_OPTIONS } from './finance-labels.ts';
import { LEDGER_MOVE_COLUMNS, LEDGER_SOURCE_COLUMN } from './ledger-columns.tsx';
import { MemberOnlyNotice } from './member-only-notice.tsx';

type Source = '' | 'order' | 'recharge' | 'bonus' | 'grant' | 'vip' | 'refund' | 'adjust';

/** 光子流水: every member's entries (filter, export) and 光子调整. */
export function LedgerPage() {
  const table = useTableParams();
  const [adjusting, setAdjusting] = useState(false);
  const filters = {
    keywords: table.get('keywords'),
    user_id: Number(table.get('user_id')) || 0,
    action: Number(table.get('action')) || 0,
    source_type: table.get('source_type') as Source,
    from: table.get('from'),
    to: table.get('to'),
  };
  const list = useApiQuery(adminFinanceCalls.ledger, { query: { ...table.paging, ...filters } });

  const columns: ColumnsType<LedgerEntry> = [
    { title: '时间', dataIndex: 'created_at', width: 170 },
    {
      title: '会员',
      key: 'member',
      render: (_, e) => (
        <a onClick={() => table.set({ user_id: e.member.id })}>
          {e.member.name}（{e.member.phone || `#${e.member.id}`}）
        </a>
      ),
    },
    { title: '标题', dataIndex: 'title' },
    LEDGER_SOURCE_COLUMN,
    { title: '来源单号', dataIndex: 'source_no' },
    ...LEDGER_MOVE_COLUMNS,
  ];

  return (
    <AdminListFrame<LedgerEntry>
      title="光子流水"
      filters={
        <>
          <SelectFilter
            label="收支"
            value={table.get('action')}
            options={[
              { value: '1', label: '收入' },
              { value: '2', label: '支出' },
            ]}
            onChange={(v) => table.set({ action: v })}
          />
          <SelectFilter
            label="来源"
            value={filters.source_type}
            options={SOURCE_OPTIONS}
            onChange={(v) => table.set({ source_type: v })}
          />
          <DateRangeFilter table={table} />
          <SearchFilter table={table} placeholder="手机号 / 来源单号 / 标题" />
          <Button icon={<DownloadOutlined />} href={exportHref('/api/admin/ledger/export', filters)}>
            导出 CSV
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdjusting(true)}>
            光子调整
          </Button>
        </>
      }
      notice={<MemberOnlyNotice userId={filters.user_id} noun="流水" table={table} />}
      table={table}
      list={list}
      columns={columns}
      scrollX={1000}
    >
      <AdjustDialog
        open={adjusting}
        userId={filters.user_id || undefined}
        onClose={() => setAdjusting(false)}
      />
    </AdminListFrame>
  );
}
