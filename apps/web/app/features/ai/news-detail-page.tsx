import { ArrowLeftOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { AiNewsDetail } from '@app/contract/web';
import { App, Button, Result } from 'antd';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../shared/paths.ts';
import '../../shared/ui/rich-text.css';
import './ai-pages.css';

export const NO_MORE = '已经没有更多了';

/**
 * AI news detail (002 §2 /ai/news/:id): back to the list, title, 来源 (author), time, the HTML content,
 * previous / next arrows (disabled at the ends; an attempt says '已经没有更多了') and 相关文章.
 */
export function AiNewsDetailPage({ news, error }: { news: AiNewsDetail | null; error: string | null }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  if (!news) {
    return (
      <div className="ai-page">
        <Result
          status="404"
          title={error ?? '资讯不存在'}
          extra={<Link to={paths.aiNews()}>返回资讯列表</Link>}
        />
      </div>
    );
  }
  const step = (target: { id: number } | null) =>
    target ? navigate(paths.aiNewsDetail(target.id)) : void message.info(NO_MORE);
  return (
    <div className="ai-page ai-article">
      <div className="ai-article__main">
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(paths.aiNews())}>
          返回
        </Button>
        <article>
          <h1 className="ai-article__title">{news.title}</h1>
          <p className="ai-article__meta">
            <span>来源：{news.author || '光子设计'}</span>
            <time dateTime={news.time}>{news.time.slice(0, 16)}</time>
          </p>
          {/* Sanitised by the server with the shared allowlist. */}
          <div className="rich-text ai-article__content" dangerouslySetInnerHTML={{ __html: news.content }} />
        </article>
        <nav className="ai-article__pager" aria-label="上一篇和下一篇">
          <Button
            icon={<LeftOutlined />}
            aria-disabled={!news.prev}
            className={news.prev ? '' : 'is-disabled'}
            onClick={() => step(news.prev)}
          >
            上一篇{news.prev ? `：${news.prev.title}` : ''}
          </Button>
          <Button
            aria-disabled={!news.next}
            className={news.next ? '' : 'is-disabled'}
            onClick={() => step(news.next)}
          >
            下一篇{news.next ? `：${news.next.title}` : ''}
            <RightOutlined />
          </Button>
        </nav>
      </div>
      <aside className="ai-article__related" aria-label="相关文章">
        <h2>相关文章</h2>
        {news.cateList.length === 0 ? (
          <p className="ai-muted">暂无数据</p>
        ) : (
          <ul>
            {news.cateList.map((item) => (
              <li key={item.id}>
                <Link to={paths.aiNewsDetail(item.id)}>{item.title}</Link>
              </li>
            ))}
          </ul>
        )}
      </aside>
    </div>
  );
}
