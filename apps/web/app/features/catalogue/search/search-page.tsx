import { formatPhotons, PageSize, type SearchResult } from '@app/contract/web';
import { Alert } from 'antd';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { HighlightedText } from './highlighted-text.tsx';
import { resultHref, SEARCH_TABS, searchHref, type SearchQuery } from './search-query.ts';
import './search.css';

export interface SearchPageData {
  query: SearchQuery;
  lists: SearchResult[];
  count: number;
  totalAll: number;
  keywords: string[];
  /** The API's msg when the search was refused (e.g. keywords too long). */
  error: string | null;
}

/** Search (000 §2.12): five type tabs, a summary line, highlighted results and paging. */
export function SearchPage({ data }: { data: SearchPageData }) {
  const { query, lists, count, totalAll, keywords, error } = data;
  const navigate = useNavigate();
  const asked = Boolean(query.keywords) || query.tag !== null;
  const tabLabel = SEARCH_TABS.find((tab) => tab.type === query.type)?.label ?? '';
  return (
    <div className="container search-page">
      <h1 className="visually-hidden">搜索结果</h1>
      <nav className="search-page__tabs" aria-label="搜索类型">
        {SEARCH_TABS.map((tab) => (
          <Link
            key={tab.type}
            to={searchHref(query, { type: tab.type })}
            className={`search-page__tab${tab.type === query.type ? ' is-active' : ''}`}
            aria-current={tab.type === query.type ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <p className="search-page__summary" role="status">
        {!asked ? (
          '请在顶部搜索框输入关键词'
        ) : (
          <>
            {query.keywords ? (
              <>
                搜索 “<strong>{query.keywords}</strong>”
              </>
            ) : (
              '按标签搜索'
            )}
            ，{tabLabel}共找到 <strong>{count}</strong> 个结果，全部类型共 <strong>{totalAll}</strong> 个
          </>
        )}
      </p>
      {error && <Alert type="error" showIcon title={error} />}
      {lists.length > 0 ? (
        <ul className="search-results">
          {lists.map((item) => (
            <li key={`${item.type}-${item.id}`}>
              <Link
                to={resultHref(item.type, item.id)}
                className={`search-result search-result--${item.type}`}
              >
                <FallbackImage
                  src={item.images}
                  alt={item.name}
                  loading="lazy"
                  className="search-result__image"
                />
                <span className="search-result__text">
                  <span className="search-result__name">
                    <HighlightedText text={item.name} keywords={keywords} />
                  </span>
                  <span className="search-result__intro">
                    <HighlightedText text={item.intro} keywords={keywords} />
                  </span>
                  <ResultMeta item={item} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        asked && !error && <EmptyState description={`没有找到相关${tabLabel}，换个关键词试试`} />
      )}
      <ListPagination
        current={query.page}
        pageSize={PageSize.search}
        total={count}
        onChange={(page) => void navigate(searchHref(query, { page }))}
      />
    </div>
  );
}

/** 学习/购买 counts name what the number is: learners of a course, buyers of a plugin or material. */
const LEARNERS_LABEL: Partial<Record<SearchResult['type'], string>> = {
  course: '人学习',
  plug: '人购买',
  goods: '人购买',
};

/** The row's facts as a catalogue shows them: price (or 免费), author, learners; nothing for members and news. */
function ResultMeta({ item }: { item: SearchResult }) {
  const parts: { key: string; text: string; className?: string }[] = [];
  if (item.price !== null)
    parts.push(
      item.price > 0
        ? { key: 'price', text: `${formatPhotons(item.price)} 光子`, className: 'search-result__price' }
        : { key: 'price', text: '免费', className: 'search-result__price is-free' },
    );
  if (item.author) parts.push({ key: 'author', text: item.author });
  if (item.learners !== null)
    parts.push({ key: 'learners', text: `${item.learners}${LEARNERS_LABEL[item.type] ?? ''}` });
  if (!parts.length) return null;
  return (
    <span className="search-result__meta">
      {parts.map((part) => (
        <span key={part.key} className={part.className}>
          {part.text}
        </span>
      ))}
    </span>
  );
}
