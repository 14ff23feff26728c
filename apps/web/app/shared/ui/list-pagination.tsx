import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { pagerItems } from './pager-items.ts';
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
   * The address of a page: each page link gets its real address (crawlers follow it, a middle click opens
   * it), while a plain click goes through onChange (client-side navigation) instead of reloading.
   */
  hrefFor?: (page: number) => string;
}

/**
 * The lists' paginator, hidden while everything fits on one page. Plain links and buttons rather than
 * antd's Pagination, so the public list pages run without antd.
 */
export function ListPagination({
  current,
  pageSize,
  total,
  onChange,
  jumper = false,
  hrefFor,
}: ListPaginationProps) {
  if (total <= pageSize && current <= 1) return null;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const go = (page: number) => {
    if (page >= 1 && page <= totalPages && page !== current) onChange(page);
  };
  const pageLink = (page: number, content: ReactNode, className: string, label?: string) => (
    <a
      href={hrefFor?.(page)}
      className={className}
      aria-label={label}
      onClick={(event: MouseEvent) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        go(page);
      }}
    >
      {content}
    </a>
  );
  return (
    <nav className="list-pagination" aria-label="分页">
      <ul className="pager">
        <li>
          {current > 1 ? (
            pageLink(current - 1, <LeftOutlined />, 'pager__item pager__step', '上一页')
          ) : (
            <span className="pager__item pager__step is-disabled" aria-hidden="true">
              <LeftOutlined />
            </span>
          )}
        </li>
        {pagerItems(current, totalPages).map((item) =>
          item.kind === 'page' ? (
            <li key={item.page}>
              {item.page === current ? (
                <span className="pager__item is-active" aria-current="page">
                  {item.page}
                </span>
              ) : (
                pageLink(item.page, item.page, 'pager__item', `第 ${item.page} 页`)
              )}
            </li>
          ) : (
            <li key={item.side}>
              {pageLink(
                item.page,
                '•••',
                'pager__item pager__gap',
                item.side === 'prev' ? '向前 3 页' : '向后 3 页',
              )}
            </li>
          ),
        )}
        <li>
          {current < totalPages ? (
            pageLink(current + 1, <RightOutlined />, 'pager__item pager__step', '下一页')
          ) : (
            <span className="pager__item pager__step is-disabled" aria-hidden="true">
              <RightOutlined />
            </span>
          )}
        </li>
      </ul>
      {jumper && <PageJumper totalPages={totalPages} onJump={go} />}
    </nav>
  );
}

/** '跳至 [n] 页': Enter (or leaving the box) goes there; a number out of range goes to the nearest end. */
function PageJumper({ totalPages, onJump }: { totalPages: number; onJump: (page: number) => void }) {
  const [value, setValue] = useState('');
  const jump = () => {
    const page = Number.parseInt(value, 10);
    setValue('');
    if (Number.isFinite(page)) onJump(Math.min(Math.max(page, 1), totalPages));
  };
  return (
    <label className="pager__jumper">
      跳至
      <input
        inputMode="numeric"
        value={value}
        aria-label="跳至页码"
        onChange={(event) => setValue(event.target.value.replace(/\D/g, ''))}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Enter') jump();
        }}
        onBlur={jump}
      />
      页
    </label>
  );
}
