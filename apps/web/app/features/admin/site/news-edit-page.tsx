import { adminSiteCalls, type AdminNewsDetail } from '@app/contract/web';
import { Alert, Form, Select } from 'antd';
import { useNavigate } from 'react-router';
import { apiKeyPrefix, useApiQuery } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { paths } from '../../../shared/paths.ts';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { ArticleEditForm, type ArticleFormValues } from './article-edit-form.tsx';

type NewsForm = ArticleFormValues & { cate_id?: number };

/** 新建 / 编辑资讯 (`id` absent = new). The server checks every field again and cleans the body. */
export function NewsEditPage({ id }: { id?: string }) {
  const detail = useApiQuery(adminSiteCalls.newsDetail, { params: { id: id ?? '0' } }, { enabled: !!id });
  if (id && detail.isPending) return <PageSpinner />;
  if (id && detail.error) return <Alert type="error" showIcon title={detail.error.message} />;
  return <NewsFormView key={id ?? 'new'} article={id ? detail.data : undefined} />;
}

function NewsFormView({ article }: { article?: AdminNewsDetail }) {
  const navigate = useNavigate();
  const cates = useApiQuery(adminSiteCalls.newsCategories);
  const invalidates = [apiKeyPrefix(adminSiteCalls.newsList), apiKeyPrefix(adminSiteCalls.newsDetail)];
  const create = useApiMutation(adminSiteCalls.newsCreate, { success: true, invalidates });
  const update = useApiMutation(adminSiteCalls.newsUpdate, { success: true, invalidates });
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
    <ArticleEditForm<NewsForm>
      noun="资讯"
      isNew={!article}
      back={{ to: paths.adminNews(), label: '返回资讯列表' }}
      formName="news-edit"
      initial={initial}
      category={
        <Form.Item name="cate_id" label="分类" rules={[{ required: true, message: '请选择资讯分类' }]}>
          <Select
            placeholder="选择分类"
            options={(cates.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
      }
      publishLabel="发布到前台"
      pending={create.pending || update.pending}
      onSave={save}
    />
  );
}
