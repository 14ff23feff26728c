import { Pagination, type PaginationProps } from 'antd';
import { cloneElement, type MouseEvent, type ReactElement } from 'react';
import './list-tabs.css';

interface ListPaginationProps {
  /** 1-based page. */
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** Prev, pager, next and a '跳至' box (000 §2.9, §2.10). */
  jumper?: boolean;
  /**
   * The address of a page. antd renders page links as <a> without href, which crawlers cannot follow
   * (Lighthouse "crawlable-anchors"); with this each page link gets its real address, while a click still
   * goes through onChange (client-side navigation) instead of reloading the document.
   */
  hrefFor?: (page: number) => string;
}

const stayOnPage = (event: MouseEvent) => event.preventDefault();

function linkedItems(hrefFor: (page: number) => string): PaginationProps['itemRender'] {
  return (page, type, original) => {
    if (type === 'page') {
      return (
        <a href={hrefFor(page)} onClick={stayOnPage}>
          {page}
        </a>
      );
    }
    if (type === 'jump-prev' || type === 'jump-next') {
      return cloneElement(original as ReactElement<{ href?: string; onClick?: typeof stayOnPage }>, {
        href: hrefFor(page),
        onClick: stayOnPage,
      });
    }
    return original;
  };
}

/** The lists' paginator; hidden while everything fits on one page. */
export function ListPagination({
  current,
  pageSize,
  total,
  onChange,
  jumper = false,
  hrefFor,
}: ListPaginationProps) {
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
        itemRender={hrefFor && linkedItems(hrefFor)}
      />
    </div>
  );
}
