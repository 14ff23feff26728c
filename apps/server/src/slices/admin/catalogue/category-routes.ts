import { adminCatalogueCalls as calls, adminMessages } from '@app/contract';
import type { App } from '../../../app-context.ts';
import { ok } from '../../../http/answer.ts';
import { createCategory, deleteCategory, updateCategory } from '../../catalogue/index.ts';
import { auditChange } from '../audit.ts';
import { staffRoute } from '../staff-route.ts';
import { listAdminCategories, readAdminCategory } from './list-categories.ts';

/** 分类管理 (editor, admin): the course / plugin / material trees. */
export function registerCategoryRoutes(app: App): void {
  staffRoute(app, calls.categories, 'catalogue', async ({ query, ctx }) =>
    ok(await listAdminCategories(ctx.db, query.kind)),
  );

  staffRoute(app, calls.createCategory, 'catalogue', async ({ body, ctx, staff }) => {
    const fields = { kind: body.kind, parentId: body.parent_id, name: body.name, sort: body.sort };
    // The new id is known only inside the transaction: the audit row takes it from the change.
    const id = await createCategory(ctx.db, fields, (tx, change) =>
      auditChange(staff.actor, 'category.create', 'category', change.id)(tx, change),
    );
    return ok(await readAdminCategory(ctx.db, id), '分类已创建');
  });

  staffRoute(app, calls.updateCategory, 'catalogue', async ({ params, body, ctx, staff }) => {
    await updateCategory(
      ctx.db,
      params.id,
      body,
      auditChange(staff.actor, 'category.update', 'category', params.id),
    );
    return ok(await readAdminCategory(ctx.db, params.id), adminMessages.done);
  });

  staffRoute(app, calls.deleteCategory, 'catalogue', async ({ params, ctx, staff }) => {
    const audit = auditChange(staff.actor, 'category.delete', 'category', params.id);
    await deleteCategory(ctx.db, params.id, readAdminCategory, audit);
    return ok({ id: params.id }, '分类已删除');
  });
}
