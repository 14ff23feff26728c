import { adminSiteCalls, type AdminNews } from '@app/contract/web';
import { apiKeyPrefix, useApiQuery } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { paths } from '../../../shared/paths.ts';
import { useTableParams } from '../table/use-table-params.ts';
import { ArticleList, articleFilters } from './article-list.tsx';

/** 资讯管理: search by title, filter by category and state; publish / take down; delete after a confirmation. */
export function NewsListPage() {
  const table = useTableParams();
  const filters = articleFilters(table, 'cate_id');
  const list = useApiQuery(adminSiteCalls.newsList, { query: { ...table.paging, ...filters } });
  const cates = useApiQuery(adminSiteCalls.newsCategories);
  const invalidates = [apiKeyPrefix(adminSiteCalls.newsList)];
  const publish = useApiMutation(adminSiteCalls.newsPublish, { success: true, invalidates });
  const remove = useApiMutation(adminSiteCalls.newsDelete, { success: true, invalidates });
  return (
    <ArticleList<AdminNews>
      heading="资讯管理"
      noun="资讯"
      paths={{ create: paths.adminNewsNew(), edit: paths.adminNewsEdit }}
      category={{
        param: 'cate_id',
        label: '分类',
        options: (cates.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
        column: { title: '分类', dataIndex: 'cate_name', width: 110 },
      }}
      extraColumns={[{ title: '浏览', dataIndex: 'view_num', width: 80, align: 'right' }]}
      table={table}
      list={list}
      onPublish={(n) => publish.run({ params: { id: n.id }, body: { published: !n.published } })}
      onRemove={(n) => remove.run({ params: { id: n.id } })}
      scrollX={860}
    />
  );
}
