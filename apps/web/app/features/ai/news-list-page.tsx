import { AI_NEWS_CATES, AiPageSize, type AiNewsItem } from '@app/contract/web';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { FallbackImage } from '../../shared/ui/fallback-image.tsx';
import { ListPagination } from '../../shared/ui/list-pagination.tsx';
import './ai-pages.css';
import { aiNewsHref } from './ai-rules.ts';

export interface AiNewsListView {
  cate: number;
  page: number;
  keywords: string;
  list: AiNewsItem[];
  total: number;
  error: string | null;
}

const TABS = [{ id: 0, name: '综合' }, ...AI_NEWS_CATES];

/**
 * AI news (002 §2 /ai/news): tabs 综合 / 知识 / 资讯, the 'found N' line for a search, cards (image, title,
 * excerpt, author, time) to the detail, pagination, or '暂无数据'. Server-rendered; tabs and pages are links.
 */
export function AiNewsListPage({ view }: { view: AiNewsListView }) {
  const navigate = useNavigate();
  return (
    <div className="ai-page">
      <h1 className="ai-page__title">其他资讯</h1>
      <nav className="ai-tabs" aria-label="资讯分类">
        {TABS.map((tab) => (
          <Link
            key={tab.id}
            to={aiNewsHref({ cate: tab.id, page: 1, keywords: view.keywords })}
            className={`ai-tab${tab.id === view.cate ? ' is-active' : ''}`}
            aria-current={tab.id === view.cate ? 'page' : undefined}
          >
            {tab.name}
          </Link>
        ))}
      </nav>
      {view.keywords && (
        <p className="ai-news__found">
          找到 <b>{view.total}</b> 条与“{view.keywords}”相关的结果
        </p>
      )}
      {view.list.length === 0 ? (
        <EmptyState description={view.error ?? '暂无数据'} />
      ) : (
        <>
          <ul className="ai-news">
            {view.list.map((item) => (
              <li key={item.id}>
                <Link to={paths.aiNewsDetail(item.id)} className="ai-news__card">
                  <FallbackImage className="ai-news__image" src={item.images} alt="" loading="lazy" />
                  <span className="ai-news__body">
                    <span className="ai-news__title">{item.title}</span>
                    <span className="ai-news__excerpt">{item.content}</span>
                    <span className="ai-news__meta">
                      <span>{item.author || '光子设计'}</span>
                      <time dateTime={item.time}>{item.time.slice(0, 10)}</time>
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <ListPagination
            current={view.page}
            pageSize={AiPageSize.news}
            total={view.total}
            onChange={(page) => navigate(aiNewsHref({ ...view, page }))}
            hrefFor={(page) => aiNewsHref({ ...view, page })}
          />
        </>
      )}
    </div>
  );
}
