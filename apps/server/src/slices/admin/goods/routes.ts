import {
  ADMIN_FILE_MAX_BYTES,
  adminGoodsCalls as calls,
  adminGoodsMessages as GM,
  Code,
} from '@app/contract';
import type { App } from '../../../app-context.ts';
import { ok } from '../../../http/answer.ts';
import { DomainError } from '../../../kernel/errors/index.ts';
import { staffRoute } from '../staff-route.ts';
import { listAdminGoods, readAdminGoods } from './list-goods.ts';
import { listAdminPlugs, readAdminPlug } from './list-plugs.ts';
import { orderPlugVersions } from './order-plug-versions.ts';
import { addPlugVersion, deletePlugVersion, savePlugVersion } from './plug-versions.ts';
import { presentAdminGoods, presentAdminGoodsRow } from './present-goods.ts';
import { presentAdminPlug, presentAdminPlugRow } from './present-plug.ts';
import { saveGoods } from './save-goods.ts';
import { savePlug } from './save-plug.ts';
import { setProductShelf } from './set-product-shelf.ts';
import { storeStaffFile } from './store-staff-file.ts';

/**
 * 插件管理 and 素材管理 (editor, admin; the 'catalogue' area). The public plugin and material pages read
 * the tables directly (no cache), so a save shows there at once; the public lists reuse guests' answers
 * for PUBLIC_CACHE_SECONDS (5 s by default).
 */
export function registerGoodsAdminRoutes(app: App): void {
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
    await savePlug(ctx.db, staff.actor, params.id, body);
    return ok(await plugAnswer(ctx.db, params.id), '插件已保存');
  });
  staffRoute(app, calls.setPlugShelf, 'catalogue', async ({ params, body, ctx, staff }) => {
    await setProductShelf(ctx.db, staff.actor, 'plug', params.id, body.on_shelf);
    return ok(await plugAnswer(ctx.db, params.id), body.on_shelf ? '插件已上架' : '插件已下架');
  });
  staffRoute(app, calls.addPlugVersion, 'catalogue', async ({ params, body, ctx, staff }) => {
    await addPlugVersion(ctx.db, ctx.services.storage, staff.actor, params.id, body);
    return ok(await plugAnswer(ctx.db, params.id), '文件已添加');
  });
  staffRoute(app, calls.savePlugVersion, 'catalogue', async ({ params, body, ctx, staff }) => {
    await savePlugVersion(ctx.db, ctx.services.storage, staff.actor, params, body);
    return ok(await plugAnswer(ctx.db, params.id), '文件已保存');
  });
  staffRoute(app, calls.orderPlugVersions, 'catalogue', async ({ params, body, ctx, staff }) => {
    await orderPlugVersions(ctx.db, staff.actor, params.id, body.ids);
    return ok(await plugAnswer(ctx.db, params.id), '顺序已保存');
  });

  staffRoute(app, calls.deletePlugVersion, 'catalogue', async ({ params, ctx, staff }) => {
    await deletePlugVersion(ctx.db, staff.actor, params);
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
    await saveGoods(ctx.db, ctx.services.storage, staff.actor, params.id, body);
    return ok(await goodsAnswer(ctx, params.id), '素材已保存');
  });
  staffRoute(app, calls.setGoodsShelf, 'catalogue', async ({ params, body, ctx, staff }) => {
    await setProductShelf(ctx.db, staff.actor, 'goods', params.id, body.on_shelf);
    return ok(await goodsAnswer(ctx, params.id), body.on_shelf ? '素材已上架' : '素材已下架');
  });

  // A file is stored when chosen and named by a plugin or material only when that save runs (audited).
  staffRoute(app, calls.uploadFile, 'catalogue', async ({ request, ctx }) => {
    if (!request.isMultipart()) throw new DomainError(Code.invalid, GM.fileMissing);
    const file = await request.file({
      limits: { fileSize: ADMIN_FILE_MAX_BYTES, files: 1 },
      throwFileSizeLimit: false,
    });
    if (!file) throw new DomainError(Code.invalid, GM.fileMissing);
    const stored = await storeStaffFile(ctx.services.storage, {
      stream: file.file,
      filename: file.filename,
      mimetype: file.mimetype,
    });
    return ok(stored, '文件已上传');
  });
}
