import {
  adminAiCalls as calls,
  adminAiMessages,
  formatChinaDateTime,
  type AdminAiPlug,
  type AdminGalleryWork,
} from '@app/contract';
import type { App } from '../../../app-context.ts';
import { ok } from '../../../http/answer.ts';
import { staffRoute } from '../staff-route.ts';
import { addAiPlugFile, deleteAiPlugFile, readAdminAiPlug, saveAiPlug } from './ai-plug-store.ts';
import {
  createGalleryWork,
  deleteGalleryWork,
  listAdminGallery,
  readAdminGalleryWork,
  updateGalleryWork,
  type AdminGalleryRow,
} from './gallery-store.ts';

function presentWork(row: AdminGalleryRow): AdminGalleryWork {
  return {
    id: row.id,
    title: row.title,
    desc: row.desc,
    cate_id: row.cateId ?? 0,
    cate_name: row.cateName ?? '',
    cover: row.cover,
    images: row.images,
    author_name: row.authorName,
    author_avatar: row.authorAvatar,
    like_count: row.likeCount,
    created_at: formatChinaDateTime(row.createdAt),
  };
}

function presentPlug(data: Awaited<ReturnType<typeof readAdminAiPlug>>): AdminAiPlug {
  return {
    images: data.plug.images,
    link: data.plug.link,
    download_package: data.plug.downloadPackage,
    download_manual: data.plug.downloadManual,
    files: data.files.map((f) => ({
      id: f.id,
      type: f.type,
      version_code: f.versionCode,
      platform: f.platform,
      file_key: f.fileKey,
      created_at: formatChinaDateTime(f.createdAt),
    })),
  };
}

/**
 * AI 作品集 and AI 插件介绍 (editor, admin; the 'site' area). The public gallery and plugin page read the
 * tables directly (no cache), so a change shows there at once. Plugin files are uploaded first through the
 * staff file upload (private storage) and named here.
 */
export function registerAdminAiRoutes(app: App): void {
  staffRoute(app, calls.galleryList, 'site', async ({ query, ctx }) => {
    const page = await listAdminGallery(ctx.db, query);
    return ok({ list: page.rows.map(presentWork), total: page.total });
  });
  staffRoute(app, calls.galleryWork, 'site', async ({ params, ctx }) =>
    ok(presentWork(await readAdminGalleryWork(ctx.db, params.id))),
  );
  staffRoute(app, calls.galleryCreate, 'site', async ({ body, ctx, staff }) => {
    const id = await createGalleryWork(ctx.db, staff.actor, body);
    return ok(presentWork(await readAdminGalleryWork(ctx.db, id)), adminAiMessages.saved);
  });
  staffRoute(app, calls.galleryUpdate, 'site', async ({ params, body, ctx, staff }) => {
    await updateGalleryWork(ctx.db, staff.actor, params.id, body);
    return ok(presentWork(await readAdminGalleryWork(ctx.db, params.id)), adminAiMessages.saved);
  });
  staffRoute(app, calls.galleryDelete, 'site', async ({ params, ctx, staff }) => {
    await deleteGalleryWork(ctx.db, staff.actor, params.id);
    return ok(null, adminAiMessages.deleted);
  });

  staffRoute(app, calls.plug, 'site', async ({ ctx }) => ok(presentPlug(await readAdminAiPlug(ctx.db))));
  staffRoute(app, calls.savePlug, 'site', async ({ body, ctx, staff }) => {
    await saveAiPlug(ctx.db, staff.actor, body);
    return ok(presentPlug(await readAdminAiPlug(ctx.db)), adminAiMessages.plugSaved);
  });
  staffRoute(app, calls.addPlugFile, 'site', async ({ body, ctx, staff }) => {
    await addAiPlugFile(ctx.db, ctx.services.storage, staff.actor, body);
    return ok(presentPlug(await readAdminAiPlug(ctx.db)), adminAiMessages.fileAdded);
  });
  staffRoute(app, calls.deletePlugFile, 'site', async ({ params, ctx, staff }) => {
    await deleteAiPlugFile(ctx.db, staff.actor, params.id);
    return ok(presentPlug(await readAdminAiPlug(ctx.db)), adminAiMessages.fileDeleted);
  });
}
