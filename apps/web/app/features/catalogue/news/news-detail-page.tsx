import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { NewsDetail } from '@app/contract/web';
import { Result } from 'antd';
import { Link } from 'react-router';
import '../../../shared/ui/rich-text.css';
import './news.css';
import { paths } from '../../../shared/paths.ts';

/** News detail (000 §2.11): title, author, time, category, tags to search, HTML content, prev/next. */
export function NewsDetailPage({ news, error }: { news: NewsDetail | null; error: string | null }) {
  if (!news) {
    return (
      <div className="container news-detail">
        <Result
          status="404"
          title={error ?? '新闻不存在'}
          extra={<Link to={paths.newsList()}>返回新闻列表</Link>}
        />
      </div>
    );
  }
  return (
    <div className="container news-detail">
      <nav className="news-detail__crumbs" aria-label="当前位置">
        <Link to={paths.newsList()}>新闻</Link>
        <span aria-hidden="true"> / </span>
        <span>{news.cate.name || '资讯'}</span>
      </nav>
      <article className="news-detail__article">
        <h1 className="news-detail__title">{news.title}</h1>
        <p className="news-detail__meta">
          <span>作者：{news.author || '光子设计'}</span>
          <time dateTime={news.time}>{news.time.slice(0, 16)}</time>
          {news.cate.name && <span>分类：{news.cate.name}</span>}
        </p>
        {news.tag_list_info.length > 0 && (
          <p className="news-detail__tags">
            {news.tag_list_info.map((tag) => (
              <Link
                key={tag.id}
                to={paths.search({ tag: tag.id, type: 'news' })}
                className="news-detail__tag"
              >
                # {tag.tag}
              </Link>
            ))}
          </p>
        )}
        {/* Article HTML is sanitised by the server when it is written (allowlist). */}
        <div className="rich-text news-detail__content" dangerouslySetInnerHTML={{ __html: news.content }} />
      </article>
      <nav className="news-detail__pager" aria-label="上一篇和下一篇">
        <PagerLink direction="prev" target={news.prev} />
        <PagerLink direction="next" target={news.next} />
      </nav>
    </div>
  );
}

function PagerLink({
  direction,
  target,
}: {
  direction: 'prev' | 'next';
  target: { id: number; title: string } | null;
}) {
  const label = direction === 'prev' ? '上一篇' : '下一篇';
  const icon = direction === 'prev' ? <LeftOutlined /> : <RightOutlined />;
  if (!target) {
    return (
      <span className={`news-pager news-pager--${direction} is-disabled`} aria-disabled="true">
        {direction === 'prev' && icon}
        <span className="news-pager__label">{label}</span>
        <span className="news-pager__title">没有了</span>
        {direction === 'next' && icon}
      </span>
    );
  }
  return (
    <Link to={paths.news(target.id)} className={`news-pager news-pager--${direction}`} rel={direction}>
      {direction === 'prev' && icon}
      <span className="news-pager__label">{label}</span>
      <span className="news-pager__title">{target.title}</span>
      {direction === 'next' && icon}
    </Link>
  );
}
