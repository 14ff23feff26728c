import { Alert, Space, Table, type TableProps } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { FilterBar } from './filter-bar.tsx';
import type { useTableParams } from './use-table-params.ts';

/** What a list page's `useApiQuery` gives the frame. */
export interface ListRead<Row> {
  data?: { list: Row[]; total: number };
  isFetching: boolean;
  error: { message: string } | null;
}

/**
 * The frame of every back-office list: the title (with its action, e.g. 新建…, beside it), the filter bar,
 * an optional notice, the load error, and the server-paged table (antd's empty state when nothing matches;
 * below 768 px the table scrolls sideways and the filters take a row each). The page hands in what
 * differs: columns, filters, the query. With `sortable`, a column's `sorter` writes sort/order to the
 * query string (read it back with `table.sort`).
 */
export function AdminListFrame<Row extends object>(props: {
  title: string;
  action?: ReactNode;
  filters: ReactNode;
  notice?: ReactNode;
  table: ReturnType<typeof useTableParams>;
  list: ListRead<Row>;
  columns: ColumnsType<Row>;
  scrollX: number;
  rowKey?: TableProps<Row>['rowKey'];
  sortable?: boolean;
  expandable?: TableProps<Row>['expandable'];
  /** After the table: the page's dialogs. */
  children?: ReactNode;
}) {
  const { list, table } = props;
  const title = <h1 className="admin-page-title">{props.title}</h1>;
  const onSort: TableProps<Row>['onChange'] = (_, __, sorter, extra) => {
    // Paging is the pagination's own onChange; only a new sort is handled here.
    if (extra.action !== 'sort') return;
    const s = sorter as SorterResult<Row>;
    if (!s.order) return table.set({ sort: null, order: null });
    table.set({ sort: String(s.columnKey), order: s.order === 'ascend' ? 'asc' : 'desc' });
  };
  return (
    <>
      {props.action ? (
        <Space className="admin-page-head" wrap>
          {title}
          {props.action}
        </Space>
      ) : (
        title
      )}
      <FilterBar>{props.filters}</FilterBar>
      {props.notice}
      {list.error && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 12 }} />}
      <Table<Row>
        rowKey={props.rowKey ?? 'id'}
        columns={props.columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        pagination={table.pagination(list.data?.total)}
        scroll={{ x: props.scrollX }}
        size="middle"
        expandable={props.expandable}
        onChange={props.sortable ? onSort : undefined}
      />
      {props.children}
    </>
  );
}
