import {
  adminAiNewsCalls,
  aiNewsAdminMessages,
  formatChinaDateTime,
  siteMessages,
  type AdminAiNewsDetail,
} from '@app/contract';
import type { App } from '../../../app-context.ts';
import { articleHandlers, registerArticleRoutes } from './article-routes.ts';
import {
  createAiNews,
  deleteAiNews,
  listAdminAiNews,
  readAdminAiNews,
  setAiNewsPublished,
  updateAiNews,
  type AdminAiNewsRow,
} from './ai-news-store.ts';

function present(row: AdminAiNewsRow): AdminAiNewsDetail {
  return {
    id: row.id,
    cate: row.cate,
    title: row.title,
    description: row.description,
    author: row.author,
    images: row.images,
    published: row.published,
    created_at: formatChinaDateTime(row.createdAt),
    updated_at: formatChinaDateTime(row.updatedAt),
    content: row.content,
  };
}

/** AI 资讯 (editor, admin). The public AI news list is not cached, so a change shows there at once. */
export function registerAiNewsRoutes(app: App): void {
  const handle = articleHandlers(
    {
      list: listAdminAiNews,
      read: readAdminAiNews,
      create: createAiNews,
      update: updateAiNews,
      setPublished: setAiNewsPublished,
      remove: deleteAiNews,
    },
    present,
    {
      saved: siteMessages.saved,
      published: aiNewsAdminMessages.published,
      unpublished: aiNewsAdminMessages.unpublished,
      deleted: aiNewsAdminMessages.deleted,
    },
  );
  registerArticleRoutes(app, adminAiNewsCalls, handle);
}
