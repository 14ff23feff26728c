import { adminAiNewsCalls, AI_NEWS_CATES, type AdminAiNewsDetail, type AiNewsCate } from '@app/contract/web';
import { Alert, Form, Radio } from 'antd';
import { useNavigate } from 'react-router';
import { apiKeyPrefix, useApiQuery } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { paths } from '../../../shared/paths.ts';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { ArticleEditForm, type ArticleFormValues } from './article-edit-form.tsx';

type AiNewsForm = ArticleFormValues & { cate: AiNewsCate };

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
    : { title: '', cate: 1, description: '', author: '', images: '', content: '', published: false };

  async function save(body: AiNewsForm) {
    const result = article
      ? await update.run({ params: { id: article.id }, body })
      : await create.run({ body });
    if (result.ok && !article) navigate(paths.adminAiNewsEdit(result.data.id), { replace: true });
  }

  return (
    <ArticleEditForm<AiNewsForm>
      noun="AI 资讯"
      isNew={!article}
      back={{ to: paths.adminAiNews(), label: '返回 AI 资讯列表' }}
      formName="ai-news-edit"
      initial={initial}
      category={
        <Form.Item name="cate" label="栏目">
          <Radio.Group options={AI_NEWS_CATES.map((c) => ({ value: c.id, label: c.name }))} />
        </Form.Item>
      }
      publishLabel="发布到 AI 专区"
      pending={create.pending || update.pending}
      onSave={save}
    />
  );
}
