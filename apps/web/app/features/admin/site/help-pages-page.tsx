import {
  adminPageCalls,
  HELP_TABS,
  pageSettingsMessages,
  type ConfigInfoData,
  type HelpType,
} from '@app/contract/web';
import { Alert, Button, Form, Space, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { apiKeyPrefix, useApiQuery } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { paths } from '../../../shared/paths.ts';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { SiteRichEditor } from './site-rich-editor.tsx';
import './site.css';

/**
 * 帮助页面: the six pages of /help and /about (关于我们 … 版权声明), one tab each (?type= keeps the tab on
 * reload). Each page is saved on its own; the server cleans the HTML with the site's allowlist.
 */
export function HelpPagesPage() {
  const pages = useApiQuery(adminPageCalls.helpPages);
  const [search, setSearch] = useSearchParams();
  const active = HELP_TABS.find((t) => t.type === search.get('type'))?.type ?? 'about';
  if (pages.isPending) return <PageSpinner />;
  if (pages.error) return <Alert type="error" showIcon title={pages.error.message} />;
  return (
    <>
      <h1 className="admin-page-title">帮助页面</h1>
      <Tabs
        activeKey={active}
        onChange={(type) => setSearch({ type }, { replace: true })}
        items={HELP_TABS.map((tab) => ({
          key: tab.type,
          label: tab.label,
          children: <HelpPageForm key={tab.type} page={tab.type} html={pages.data[tab.type]} />,
        }))}
      />
    </>
  );
}

function HelpPageForm({ page, html }: { page: HelpType; html: ConfigInfoData[HelpType] }) {
  const save = useApiMutation(adminPageCalls.saveHelpPage, {
    success: true,
    invalidates: [apiKeyPrefix(adminPageCalls.helpPages)],
  });
  const publicPath = page === 'about' ? paths.about({ type: page }) : paths.help({ type: page });
  return (
    <Form<{ content: string }>
      name={`help-${page}`}
      layout="vertical"
      initialValues={{ content: html }}
      onFinish={(body) => save.run({ params: { page }, body })}
      className="admin-site-form"
    >
      <Form.Item
        name="content"
        rules={[{ required: true, message: pageSettingsMessages.pageContentRequired }]}
      >
        <SiteRichEditor label="页面内容" />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.pending}>
          保存
        </Button>
        <Link to={publicPath} target="_blank">
          查看前台页面
        </Link>
      </Space>
    </Form>
  );
}
