import { Alert, Button, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { useTableParams } from '../table/use-table-params.ts';
import './site.css';

/**
 * A content list of the back office (资讯, AI 资讯, AI 作品集): heading with its 新建 button, the filter row,
 * the load error, and the server-paged table. The pages hand in what differs: columns, filters, the query.
 */
export function AdminListShell<Row extends { id: number }>(props: {
  heading: string;
  create: { to: string; label: string };
  filters: ReactNode;
  table: ReturnType<typeof useTableParams>;
  list: { data?: { list: Row[]; total: number }; isFetching: boolean; error: { message: string } | null };
  columns: ColumnsType<Row>;
  scrollX: number;
}) {
  const { list } = props;
  return (
    <>
      <Space className="admin-page-head" wrap>
        <h1 className="admin-page-title">{props.heading}</h1>
        <Link to={props.create.to}>
          <Button type="primary">{props.create.label}</Button>
        </Link>
      </Space>
      {props.filters}
      {list.error && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 12 }} />}
      <Table<Row>
        rowKey="id"
        columns={props.columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        pagination={props.table.pagination(list.data?.total)}
        scroll={{ x: props.scrollX }}
        size="middle"
      />
    </>
  );
}
