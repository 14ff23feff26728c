import { formatAmount, type LedgerEntry } from '@app/contract/web';
import { Typography } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import { SOURCE_TEXT } from './finance-labels.ts';

/** A ledger entry's source (订单, 充值, 退款…), in the ledger and an order's entries. */
export const LEDGER_SOURCE_COLUMN: ColumnType<LedgerEntry> = {
  title: '来源',
  dataIndex: 'source_type',
  render: (v: string) => SOURCE_TEXT[v] ?? v,
};

/** What an entry moved (+ green / − red) and the balance after it. */
export const LEDGER_MOVE_COLUMNS: ColumnsType<LedgerEntry> = [
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
