import { PageSize, type NewsItem } from '@app/contract/web';
import { Alert } from 'antd';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CategoryTabs } from '../../../shared/ui/category-tabs.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { pageHref } from '../lists/list-query.ts';
import { NewsDate } from './news-date.tsx';
import './news.css';
import { paths } from '../../../shared/paths.ts';

export interface NewsListData {
  categories: { id: number; name: string }[];
  cateId: number | null;
  page: number;
  news: NewsItem[];
  total: number;
  newest: NewsItem | null;
  error: string | null;
}

/** The news categories as one row of tabs (they are flat). */
function asTabs(categories: { id: number; name: string }[]) {
  return categories.map((c) => ({ id: c.id, name: c.name, level: 1, parent_id: 0, children_category: [] }));
}

/** News list (000 §2.11): category tabs, the newest article featured, a paged list, '暂无新闻'. */
export function NewsListPage({ data }: { data: NewsListData }) {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const featured = data.page === 1 ? data.newest : null;
  // The first page's `news` starts with the newest article (000 §7); it is shown once, featured.
  const listed = featured ? data.news.filter((item) => item.id !== featured.id) : data.news;
  const nothing = !data.newest && data.news.length === 0;
  return (
    <div className="container news-list">
      <h1 className="news-list__title">新闻</h1>
      <CategoryTabs
        tree={asTabs(data.categories)}
        selectedId={data.cateId}
        hrefFor={(node) => paths.newsList({ cate_id: node?.id })}
      />
      {data.error && <Alert type="error" showIcon title={`新闻加载失败：${data.error}`} />}
      {nothing && !data.error && <EmptyState description="暂无新闻" />}
      {featured && (
        <Link to={paths.news(featured.id)} className="news-featured">
          <FallbackImage src={featured.images} alt={featured.title} className="news-featured__image" />
          <span className="news-featured__body">
            <span className="news-featured__badge">最新</span>
            <span className="news-featured__title">{featured.title}</span>
            <time className="news-featured__time" dateTime={featured.time}>
              {featured.time.slice(0, 16)}
            </time>
            <span className="news-featured__desc">{featured.description}</span>
            <span className="news-featured__more">详情+</span>
          </span>
        </Link>
      )}
      {listed.length > 0 && (
        <ul className="news-items">
          {listed.map((item) => (
            <li key={item.id}>
              <Link to={paths.news(item.id)} className="news-item">
                <NewsDate day={item.day} year={item.year} />
                <span className="news-item__text">
                  <span className="news-item__title">{item.title}</span>
                  <span className="news-item__desc">{item.description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ListPagination
        current={data.page}
        pageSize={PageSize.news}
        total={data.total}
        onChange={(page) => void navigate(pageHref(pathname, search, page))}
      />
    </div>
  );
}
