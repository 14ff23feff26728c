import { adminAiNewsCalls, AI_NEWS_CATES, type AdminAiNews } from '@app/contract/web';
import { apiKeyPrefix, useApiQuery } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { paths } from '../../../shared/paths.ts';
import { useTableParams } from '../table/use-table-params.ts';
import { ArticleList, articleFilters } from './article-list.tsx';

export const aiCateName = (cate: number) => AI_NEWS_CATES.find((c) => c.id === cate)?.name ?? '';

/** AI 资讯: the AI area's articles (知识 / 资讯); search, filter, publish / take down, delete. */
export function AiNewsListPage() {
  const table = useTableParams();
  const filters = articleFilters(table, 'cate');
  const list = useApiQuery(adminAiNewsCalls.list, { query: { ...table.paging, ...filters } });
  const invalidates = [apiKeyPrefix(adminAiNewsCalls.list)];
  const publish = useApiMutation(adminAiNewsCalls.publish, { success: true, invalidates });
  const remove = useApiMutation(adminAiNewsCalls.remove, { success: true, invalidates });
  return (
    <ArticleList<AdminAiNews>
      heading="AI 资讯"
      noun="AI 资讯"
      paths={{ create: paths.adminAiNewsNew(), edit: paths.adminAiNewsEdit }}
      category={{
        param: 'cate',
        label: '栏目',
        options: AI_NEWS_CATES.map((c) => ({ value: String(c.id), label: c.name })),
        column: { title: '栏目', key: 'cate', width: 80, render: (_, n) => aiCateName(n.cate) },
      }}
      table={table}
      list={list}
      onPublish={(n) => publish.run({ params: { id: n.id }, body: { published: !n.published } })}
      onRemove={(n) => remove.run({ params: { id: n.id } })}
      scrollX={760}
    />
  );
}
