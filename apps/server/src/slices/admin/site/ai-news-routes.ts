import {
  adminAiNewsCalls,
  aiNewsAdminMessages as AN,
  formatChinaDateTime,
  siteMessages as SM,
  type AdminAiNewsDetail,
} from '@app/contract';
import type { App } from '../../../app-context.ts';
import { ok } from '../../../http/answer.ts';
import { staffRoute } from '../staff-route.ts';
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
  staffRoute(app, adminAiNewsCalls.list, 'site', async ({ query, ctx }) => {
    const page = await listAdminAiNews(ctx.db, query);
    return ok({
      list: page.rows.map((r) => {
        const { content: _content, ...item } = present(r);
        return item;
      }),
      total: page.total,
    });
  });
  staffRoute(app, adminAiNewsCalls.detail, 'site', async ({ params, ctx }) =>
    ok(present(await readAdminAiNews(ctx.db, params.id))),
  );
  staffRoute(app, adminAiNewsCalls.create, 'site', async ({ body, ctx, staff }) => {
    const id = await createAiNews(ctx.db, staff.actor, body);
    return ok(present(await readAdminAiNews(ctx.db, id)), SM.saved);
  });
  staffRoute(app, adminAiNewsCalls.update, 'site', async ({ params, body, ctx, staff }) => {
    await updateAiNews(ctx.db, staff.actor, params.id, body);
    return ok(present(await readAdminAiNews(ctx.db, params.id)), SM.saved);
  });
  staffRoute(app, adminAiNewsCalls.publish, 'site', async ({ params, body, ctx, staff }) => {
    await setAiNewsPublished(ctx.db, staff.actor, params.id, body.published);
    return ok(
      present(await readAdminAiNews(ctx.db, params.id)),
      body.published ? AN.published : AN.unpublished,
    );
  });
  staffRoute(app, adminAiNewsCalls.remove, 'site', async ({ params, ctx, staff }) => {
    await deleteAiNews(ctx.db, staff.actor, params.id);
    return ok(null, AN.deleted);
  });
}
