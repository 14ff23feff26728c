import { adminAiNewsCalls, AI_NEWS_CATES, type AdminAiNewsDetail, type AiNewsCate } from '@app/contract/web';
import { Alert, Button, Form, Input, Radio, Space, Switch } from 'antd';
import { Link, useNavigate } from 'react-router';
import { apiKeyPrefix, useApiQuery } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { paths } from '../../../shared/paths.ts';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { SiteImageUpload } from './site-image-upload.tsx';
import { SiteRichEditor } from './site-rich-editor.tsx';
import './site.css';

type AiNewsForm = Pick<
  AdminAiNewsDetail,
  'title' | 'description' | 'author' | 'images' | 'content' | 'published'
> & { cate: AiNewsCate };

/** 新建 / 编辑 AI 资讯 (`id` absent = new). The server checks every field again and cleans the body. */
export function AiNewsEditPage({ id }: { id?: string }) {
  const detail = useApiQuery(adminAiNewsCalls.detail, { params: { id: id ?? '0' } }, { enabled: !!id });
  if (id && detail.isPending) return <PageSpinner />;
  if (id && detail.error) return <Alert type="error" showIcon title={detail.error.message} />;
  return <AiNewsFormView key={id ?? 'new'} article={id ? detail.data : undefined} />;
}

function AiNewsFormView({ article }: { article?: AdminAiNewsDetail }) {
  const navigate = useNavigate();
  const invalidates = [apiKeyPrefix(adminAiNewsCalls.list), apiKeyPrefix(adminAiNewsCalls.detail)];
  const create = useApiMutation(adminAiNewsCalls.create, { success: true, invalidates });
  const update = useApiMutation(adminAiNewsCalls.update, { success: true, invalidates });
  const initial: AiNewsForm = article
    ? { ...article, cate: article.cate === 2 ? 2 : 1 }
    : {
        title: '',
        cate: 1,
        description: '',
        author: '',
        images: '',
        content: '',
        published: false,
      };

  async function save(body: AiNewsForm) {
    const result = article
      ? await update.run({ params: { id: article.id }, body })
      : await create.run({ body });
    if (result.ok && !article) navigate(paths.adminAiNewsEdit(result.data.id), { replace: true });
  }

  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Link to={paths.adminAiNews()}>← 返回 AI 资讯列表</Link>
      </Space>
      <h1 className="admin-page-title">{article ? '编辑 AI 资讯' : '新建 AI 资讯'}</h1>
      <Form<AiNewsForm>
        name="ai-news-edit"
        layout="vertical"
        initialValues={initial}
        onFinish={save}
        className="admin-site-form"
      >
        <Form.Item
          name="title"
          label="标题"
          rules={[{ required: true, whitespace: true, message: '请输入资讯标题' }]}
        >
          <Input maxLength={150} showCount />
        </Form.Item>
        <Form.Item name="cate" label="栏目">
          <Radio.Group options={AI_NEWS_CATES.map((c) => ({ value: c.id, label: c.name }))} />
        </Form.Item>
        <Form.Item name="description" label="摘要（列表中显示）">
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="author" label="作者">
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="images" label="封面">
          <SiteImageUpload label="上传封面" />
        </Form.Item>
        <Form.Item name="content" label="正文" rules={[{ required: true, message: '请输入资讯正文' }]}>
          <SiteRichEditor />
        </Form.Item>
        <Form.Item name="published" label="发布到 AI 专区" valuePropName="checked">
          <Switch checkedChildren="发布" unCheckedChildren="草稿" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.pending || update.pending}>
          保存
        </Button>
      </Form>
    </>
  );
}
