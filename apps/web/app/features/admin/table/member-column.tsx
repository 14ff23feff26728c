import { Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';

/** The 会员 column of a finance list: the member's name, the phone below it in grey. */
export function memberColumn<Row extends { member: { name: string; phone: ReactNode } }>(): ColumnType<Row> {
  return {
    title: '会员',
    key: 'member',
    render: (_, row) => (
      <>
        {row.member.name}
        <br />
        <Typography.Text type="secondary">{row.member.phone}</Typography.Text>
      </>
    ),
  };
}
