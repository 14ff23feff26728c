import { ADMIN_FILE_MAX_BYTES, adminProductCalls as calls, adminProductMessages, Code } from '@app/contract';
import type { App } from '../../../app-context.ts';
import { ok } from '../../../http/answer.ts';
import { DomainError } from '../../../kernel/errors/index.ts';
import {
  addPluginVersion,
  deletePluginVersion,
  readPluginVersion,
  saveGoods,
  savePlugin,
  savePluginVersion,
  setPluginVersionOrder,
  setProductShelf,
} from '../../catalogue/index.ts';
import { auditChange } from '../audit.ts';
import { staffRoute } from '../staff-route.ts';
import { listAdminGoods, readAdminGoods } from './list-goods.ts';
import { listAdminPlugs, readAdminPlug } from './list-plugs.ts';
import { presentAdminGoods, presentAdminGoodsRow } from './present-goods.ts';
import { presentAdminPlug, presentAdminPlugRow } from './present-plug.ts';
import { staffFileSize, storeStaffFile } from './store-staff-file.ts';

/**
 * 插件管理 and 素材管理 (editor, admin; the 'catalogue' area). The public plugin and material pages read
 * the tables directly (no cache), so a save shows there at once; the public lists reuse guests' answers
 * for PUBLIC_CACHE_SECONDS (5 s by default).
 */
export function registerProductAdminRoutes(app: App): void {
  const plugAnswer = async (db: App['ctx']['db'], id: number) =>
    presentAdminPlug(await readAdminPlug(db, id));

  staffRoute(app, calls.plugs, 'catalogue', async ({ query, ctx }) => {
    const page = await listAdminPlugs(ctx.db, query, query);
    return ok({ list: page.rows.map(presentAdminPlugRow), total: page.total });
  });
  staffRoute(app, calls.plug, 'catalogue', async ({ params, ctx }) =>
    ok(await plugAnswer(ctx.db, params.id)),
  );
  staffRoute(app, calls.savePlug, 'catalogue', async ({ params, body, ctx, staff }) => {
    await savePlugin(ctx.db, params.id, body, auditChange(staff.actor, 'plug.update', 'plug', params.id));
    return ok(await plugAnswer(ctx.db, params.id), '插件已保存');
  });
  staffRoute(app, calls.setPlugShelf, 'catalogue', async ({ params, body, ctx, staff }) => {
    const action = body.on_shelf ? 'plug.shelf_on' : 'plug.shelf_off';
    await setProductShelf(
      ctx.db,
      'plug',
      params.id,
      body.on_shelf,
      auditChange(staff.actor, action, 'plug', params.id),
    );
    return ok(await plugAnswer(ctx.db, params.id), body.on_shelf ? '插件已上架' : '插件已下架');
  });
  staffRoute(app, calls.addPlugVersion, 'catalogue', async ({ params, body, ctx, staff }) => {
    // Only a file staff uploaded that storage holds (staffFileSize refuses any other key).
    const size = await staffFileSize(ctx.services.storage, body.file_key, []);
    const audit = auditChange(staff.actor, 'plug.version_add', 'plug', params.id);
    await addPluginVersion(ctx.db, params.id, body, size, audit);
    return ok(await plugAnswer(ctx.db, params.id), '文件已添加');
  });
  staffRoute(app, calls.savePlugVersion, 'catalogue', async ({ params, body, ctx, staff }) => {
    const current = await readPluginVersion(ctx.db, params.id, params.versionId);
    const size = await staffFileSize(ctx.services.storage, body.file_key, [current.fileKey]);
    const audit = auditChange(staff.actor, 'plug.version_update', 'plug', params.id);
    await savePluginVersion(ctx.db, params, body, size, audit);
    return ok(await plugAnswer(ctx.db, params.id), '文件已保存');
  });
  staffRoute(app, calls.orderPlugVersions, 'catalogue', async ({ params, body, ctx, staff }) => {
    const audit = auditChange(staff.actor, 'plug.version_order', 'plug', params.id);
    await setPluginVersionOrder(ctx.db, params.id, body.ids, audit);
    return ok(await plugAnswer(ctx.db, params.id), '顺序已保存');
  });

  staffRoute(app, calls.deletePlugVersion, 'catalogue', async ({ params, ctx, staff }) => {
    await deletePluginVersion(
      ctx.db,
      params,
      auditChange(staff.actor, 'plug.version_delete', 'plug', params.id),
    );
    return ok(await plugAnswer(ctx.db, params.id), '文件已删除');
  });

  const goodsAnswer = async (ctx: App['ctx'], id: number) =>
    presentAdminGoods(await readAdminGoods(ctx.db, id), ctx.services.storage);

  staffRoute(app, calls.goodsList, 'catalogue', async ({ query, ctx }) => {
    const page = await listAdminGoods(ctx.db, query, query);
    return ok({ list: page.rows.map(presentAdminGoodsRow), total: page.total });
  });
  staffRoute(app, calls.goods, 'catalogue', async ({ params, ctx }) => ok(await goodsAnswer(ctx, params.id)));
  staffRoute(app, calls.saveGoods, 'catalogue', async ({ params, body, ctx, staff }) => {
    // The file is the current one or a staff upload storage holds (staffFileSize), never any other key.
    const checkFile = (key: string, current: string | null) =>
      staffFileSize(ctx.services.storage, key, current ? [current] : []).then(() => undefined);
    await saveGoods(
      ctx.db,
      params.id,
      body,
      checkFile,
      auditChange(staff.actor, 'goods.update', 'goods', params.id),
    );
    return ok(await goodsAnswer(ctx, params.id), '素材已保存');
  });
  staffRoute(app, calls.setGoodsShelf, 'catalogue', async ({ params, body, ctx, staff }) => {
    const action = body.on_shelf ? 'goods.shelf_on' : 'goods.shelf_off';
    await setProductShelf(
      ctx.db,
      'goods',
      params.id,
      body.on_shelf,
      auditChange(staff.actor, action, 'goods', params.id),
    );
    return ok(await goodsAnswer(ctx, params.id), body.on_shelf ? '素材已上架' : '素材已下架');
  });

  // A file is stored when chosen and named by a plugin or material only when that save runs (audited).
  staffRoute(app, calls.uploadFile, 'catalogue', async ({ request, ctx }) => {
    if (!request.isMultipart()) throw new DomainError(Code.invalid, adminProductMessages.fileMissing);
    const file = await request.file({
      limits: { fileSize: ADMIN_FILE_MAX_BYTES, files: 1 },
      throwFileSizeLimit: false,
    });
    if (!file) throw new DomainError(Code.invalid, adminProductMessages.fileMissing);
    const stored = await storeStaffFile(ctx.services.storage, {
      stream: file.file,
      filename: file.filename,
      mimetype: file.mimetype,
    });
    return ok(stored, '文件已上传');
  });
}
