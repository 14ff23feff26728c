import { formatAmount, type WalletLogEntry } from '@app/contract/web';
import { Table, Tag, type TableColumnsType } from 'antd';

const typeTag = (entry: WalletLogEntry) =>
  entry.action === 1 ? <Tag color="success">收入</Tag> : <Tag color="red">支出</Tag>;
const signed = (entry: WalletLogEntry) => (
  <span className={entry.action === 1 ? 'wl-income' : 'wl-expense'}>
    {entry.action === 1 ? '+' : '−'}
    {formatAmount(entry.amount)}
  </span>
);

const COLUMNS: TableColumnsType<WalletLogEntry> = [
  { title: '标题', dataIndex: 'title', ellipsis: true },
  { title: '类型', width: 80, render: (_, entry) => typeTag(entry) },
  { title: '交易金额', width: 120, render: (_, entry) => signed(entry) },
  { title: '光子余额', width: 120, render: (_, entry) => formatAmount(entry.extend.balance) },
  { title: '创建时间', dataIndex: 'created_at', width: 170 },
];

/** Wallet log (001 §2.10): 标题, 类型 (收入 / 支出), 交易金额, 光子余额, 创建时间; cards on phones. */
export function WalletLogTable({ entries }: { entries: WalletLogEntry[] }) {
  return (
    <>
      <Table<WalletLogEntry>
        className="wl-table"
        rowKey="id"
        size="middle"
        columns={COLUMNS}
        dataSource={entries}
        pagination={false}
      />
      <ul className="wl-cards" aria-label="光子流水">
        {entries.map((entry) => (
          <li key={entry.id} className="wl-card">
            <div className="wl-card__top">
              <span className="wl-card__title">{entry.title}</span>
              {signed(entry)}
            </div>
            <div className="wl-card__meta">
              {typeTag(entry)}
              <span>余额 {formatAmount(entry.extend.balance)}</span>
              <span>{entry.created_at}</span>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
