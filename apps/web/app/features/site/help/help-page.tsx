import { HELP_TABS, type ConfigInfoData, type HelpType } from '@app/contract/web';
import { Empty, Result } from 'antd';
import { Link } from 'react-router';
import '../../../shared/ui/rich-text.css';
import './help.css';

interface HelpPageProps {
  /** '/help' or '/about': the tabs stay on the route the visitor came through. */
  basePath: string;
  type: HelpType;
  pages: ConfigInfoData | null;
  error: string | null;
}

/**
 * 关于我们 / 帮助 (000 §2.13): six tabs on the left (on top on narrow screens), each an HTML page from the
 * site configuration. Tabs are links (?type=), so they work and are indexed without JS.
 */
export function HelpPage({ basePath, type, pages, error }: HelpPageProps) {
  const html = pages?.[type] ?? '';
  const label = HELP_TABS.find((tab) => tab.type === type)?.label;
  return (
    <div className="container help">
      <nav className="help__tabs" aria-label="帮助中心">
        {HELP_TABS.map((tab) => (
          <Link
            key={tab.type}
            to={`${basePath}?type=${tab.type}`}
            className={`help__tab${tab.type === type ? ' is-active' : ''}`}
            aria-current={tab.type === type ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <article className="help__body">
        <h1 className="help__title">{label}</h1>
        {error ? (
          <Result status="warning" title="内容加载失败" subTitle={error} />
        ) : html.trim() ? (
          // Operator-authored HTML from the site configuration; the server owns sanitising it.
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <Empty description="内容暂未发布" />
        )}
      </article>
    </div>
  );
}
