import { useKeyboardScroll } from '../table/use-keyboard-scroll.ts';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { adminFinanceCalls, formatAmount, type LedgerEntry } from '@app/contract/web';
import { Alert, Button, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useApiQuery } from '../../../shared/api/query.ts';
import { DateRangeFilter } from '../table/date-range-filter.tsx';
import { FilterBar, SearchFilter, SelectFilter } from '../table/filter-bar.tsx';
import { useTableParams } from '../table/use-table-params.ts';
import { AdjustDialog } from './adjust-dialog.tsx';
import { exportHref, SOURCE_OPTIONS, SOURCE_TEXT } from './finance-labels.ts';

type Source = '' | 'order' | 'recharge' | 'bonus' | 'grant' | 'vip' | 'refund' | 'adjust';

/** 光子流水: every member's entries (filter, export) and 光子调整. */
export function LedgerPage() {
  const scrollBox = useKeyboardScroll<HTMLDivElement>('光子流水表格');
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
    { title: '来源', dataIndex: 'source_type', render: (v: string) => SOURCE_TEXT[v] ?? v },
    { title: '来源单号', dataIndex: 'source_no' },
    {
      title: '收支（光子）',
      key: 'amount',
      align: 'right',
      render: (_, e) => (
        <Typography.Text type={e.action === 1 ? 'success' : 'danger'}>
          {e.action === 1 ? '+' : '−'}
          {formatAmount(e.amount)}
        </Typography.Text>
      ),
    },
    { title: '余额', dataIndex: 'balance', align: 'right', render: (v: number) => formatAmount(v) },
  ];

  return (
    <>
      <h1 className="admin-page-title">光子流水</h1>
      <FilterBar>
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
        <DateRangeFilter from={filters.from} to={filters.to} onChange={(range) => table.set(range)} />
        <SearchFilter
          value={filters.keywords}
          placeholder="手机号 / 来源单号 / 标题"
          onSearch={(v) => table.set({ keywords: v })}
        />
        <Button icon={<DownloadOutlined />} href={exportHref('/api/admin/ledger/export', filters)}>
          导出 CSV
        </Button>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdjusting(true)}>
          光子调整
        </Button>
      </FilterBar>
      {filters.user_id > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={`只看会员 #${filters.user_id} 的流水`}
          action={
            <Button size="small" onClick={() => table.set({ user_id: null })}>
              查看全部
            </Button>
          }
        />
      )}
      {list.error && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 12 }} />}
      <div ref={scrollBox}>
        <Table<LedgerEntry>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          pagination={table.pagination(list.data?.total)}
          scroll={{ x: 1000 }}
          size="middle"
        />
      </div>
      <AdjustDialog
        open={adjusting}
        userId={filters.user_id || undefined}
        onClose={() => setAdjusting(false)}
      />
    </>
  );
}
