import { adminCatalogueCalls as calls, adminMessages as AM } from '@app/contract';
import type { App } from '../../../app-context.ts';
import { ok } from '../../../http/answer.ts';
import { staffRoute } from '../staff-route.ts';
import { createCategory, deleteCategory, updateCategory } from './change-category.ts';
import { listAdminCategories } from './list-categories.ts';

/** 分类管理 (editor, admin): the course / plugin / material trees. */
export function registerCategoryRoutes(app: App): void {
  staffRoute(app, calls.categories, 'catalogue', async ({ query, ctx }) =>
    ok(await listAdminCategories(ctx.db, query.kind)),
  );

  staffRoute(app, calls.createCategory, 'catalogue', async ({ body, ctx, staff }) =>
    ok(
      await createCategory(ctx.db, staff.actor, {
        kind: body.kind,
        parentId: body.parent_id,
        name: body.name,
        sort: body.sort,
      }),
      '分类已创建',
    ),
  );

  staffRoute(app, calls.updateCategory, 'catalogue', async ({ params, body, ctx, staff }) =>
    ok(await updateCategory(ctx.db, staff.actor, params.id, body), AM.done),
  );

  staffRoute(app, calls.deleteCategory, 'catalogue', async ({ params, ctx, staff }) => {
    await deleteCategory(ctx.db, staff.actor, params.id);
    return ok({ id: params.id }, '分类已删除');
  });
}
