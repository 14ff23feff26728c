import { adminSiteCalls, type AdminNewsDetail } from '@app/contract/web';
import { Alert, Button, Form, Input, Select, Space, Switch } from 'antd';
import { Link, useNavigate } from 'react-router';
import { apiKeyPrefix, useApiQuery } from '../../../shared/api/query.ts';
import './site.css';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { paths } from '../../../shared/paths.ts';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { SiteImageUpload } from './site-image-upload.tsx';
import { SiteRichEditor } from './site-rich-editor.tsx';

interface NewsForm {
  title: string;
  cate_id?: number;
  description: string;
  author: string;
  images: string;
  content: string;
  published: boolean;
}

/** 新建 / 编辑资讯 (`id` absent = new). The server checks every field again and cleans the body. */
export function NewsEditPage({ id }: { id?: string }) {
  const detail = useApiQuery(adminSiteCalls.newsDetail, { params: { id: id ?? '0' } }, { enabled: !!id });
  if (id && detail.isPending) return <PageSpinner />;
  if (id && detail.error) return <Alert type="error" showIcon title={detail.error.message} />;
  return <NewsForm key={id ?? 'new'} article={id ? detail.data : undefined} />;
}

function NewsForm({ article }: { article?: AdminNewsDetail }) {
  const navigate = useNavigate();
  const cates = useApiQuery(adminSiteCalls.newsCategories);
  const invalidates = [apiKeyPrefix(adminSiteCalls.newsList), apiKeyPrefix(adminSiteCalls.newsDetail)];
  const create = useApiMutation(adminSiteCalls.newsCreate, { success: true, invalidates });
  const update = useApiMutation(adminSiteCalls.newsUpdate, { success: true, invalidates });
  const [form] = Form.useForm<NewsForm>();
  const initial: NewsForm = article
    ? { ...article }
    : { title: '', description: '', author: '', images: '', content: '', published: false };

  async function save(values: NewsForm) {
    const body = { ...values, cate_id: values.cate_id ?? 0 };
    const result = article
      ? await update.run({ params: { id: article.id }, body })
      : await create.run({ body });
    if (result.ok && !article) navigate(paths.adminNewsEdit(result.data.id), { replace: true });
  }

  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Link to={paths.adminNews()}>← 返回资讯列表</Link>
      </Space>
      <h1 className="admin-page-title">{article ? '编辑资讯' : '新建资讯'}</h1>
      <Form<NewsForm>
        form={form}
        name="news-edit"
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
        <Form.Item name="cate_id" label="分类" rules={[{ required: true, message: '请选择资讯分类' }]}>
          <Select
            placeholder="选择分类"
            options={(cates.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
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
        <Form.Item name="published" label="发布到前台" valuePropName="checked">
          <Switch checkedChildren="发布" unCheckedChildren="草稿" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.pending || update.pending}>
          保存
        </Button>
      </Form>
    </>
  );
}
