import { Pagination } from 'antd';
import './list-tabs.css';

interface ListPaginationProps {
  /** 1-based page. */
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** Prev, pager, next and a '跳至' box (000 §2.9, §2.10). */
  jumper?: boolean;
}

/** The lists' paginator; hidden while everything fits on one page. */
export function ListPagination({ current, pageSize, total, onChange, jumper = false }: ListPaginationProps) {
  if (total <= pageSize && current <= 1) return null;
  return (
    <div className="list-pagination">
      <Pagination
        current={current}
        pageSize={pageSize}
        total={total}
        showSizeChanger={false}
        showQuickJumper={jumper}
        showLessItems
        onChange={onChange}
      />
    </div>
  );
}
