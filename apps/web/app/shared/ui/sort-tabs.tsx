import { Link } from 'react-router';
import './list-tabs.css';

/** Sort codes of the lists (000 §9): 0 newest, 1 hottest. */
export type SortCode = 0 | 1;

const SORTS: { code: SortCode; label: string }[] = [
  { code: 0, label: '最新' },
  { code: 1, label: '最热' },
];

/** 最新 / 最热 as links (000 §2.6, §2.9, §2.10). */
export function SortTabs({ value, hrefFor }: { value: SortCode; hrefFor: (sort: SortCode) => string }) {
  return (
    <nav className="sort-tabs" aria-label="排序">
      {SORTS.map((sort) => (
        <Link
          key={sort.code}
          to={hrefFor(sort.code)}
          preventScrollReset
          className={`sort-tabs__tab${value === sort.code ? ' is-active' : ''}`}
          aria-current={value === sort.code ? 'true' : undefined}
        >
          {sort.label}
        </Link>
      ))}
    </nav>
  );
}
