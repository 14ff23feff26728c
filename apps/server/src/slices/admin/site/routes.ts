import {
  adminSiteCalls,
  Code,
  formatChinaDateTime,
  SITE_IMAGE_MAX_BYTES,
  siteMessages,
  type AdminNewsDetail,
} from '@app/contract';
import type { App } from '../../../app-context.ts';
import { ok } from '../../../http/answer.ts';
import { readHomeBanners, saveHomeBanners, SiteSettingKey } from '../../../kernel/site-settings/index.ts';
import { DomainError } from '../../../kernel/errors/index.ts';
import { listNewsCategories } from '../../catalogue/index.ts';
import { auditChange } from '../audit.ts';
import { staffRoute } from '../staff-route.ts';
import { storeStaffImage, type StaffImageRules } from '../store-staff-image.ts';
import { articleHandlers, registerArticleRoutes } from './article-routes.ts';
import {
  createNews,
  deleteNews,
  listAdminNews,
  readAdminNews,
  setNewsPublished,
  updateNews,
  type AdminNewsRow,
} from './news-store.ts';

/** News covers and banner slides: JPG or PNG up to 2 MB, under public/site/. */
const SITE_IMAGES: StaffImageRules = {
  folder: 'site',
  maxBytes: SITE_IMAGE_MAX_BYTES,
  kinds: ['jpg', 'png'],
  messages: siteMessages,
};

function presentAdminNews(row: AdminNewsRow): AdminNewsDetail {
  return {
    id: row.id,
    title: row.title,
    cate_id: row.cateId,
    cate_name: row.cateName ?? '',
    description: row.description,
    author: row.author,
    images: row.images,
    published: row.published,
    view_num: row.viewNum,
    created_at: formatChinaDateTime(row.createdAt),
    updated_at: formatChinaDateTime(row.updatedAt),
    content: row.content,
  };
}

/**
 * 站点内容 (editor, admin): news and the home banner slides. The public pages read both through caches of
 * PUBLIC_CACHE_SECONDS (guests' answers, the news totals), so an edit shows there within that many seconds.
 */
export function registerSiteRoutes(app: App): void {
  const news = articleHandlers(
    {
      list: listAdminNews,
      read: readAdminNews,
      create: createNews,
      update: updateNews,
      setPublished: setNewsPublished,
      remove: deleteNews,
    },
    presentAdminNews,
    {
      saved: siteMessages.saved,
      published: siteMessages.published,
      unpublished: siteMessages.unpublished,
      deleted: siteMessages.deleted,
    },
  );
  registerArticleRoutes(
    app,
    {
      list: adminSiteCalls.newsList,
      detail: adminSiteCalls.newsDetail,
      create: adminSiteCalls.newsCreate,
      update: adminSiteCalls.newsUpdate,
      publish: adminSiteCalls.newsPublish,
      remove: adminSiteCalls.newsDelete,
    },
    news,
  );
  staffRoute(app, adminSiteCalls.newsCategories, 'site', async ({ ctx }) =>
    ok(await listNewsCategories(ctx.db)),
  );

  staffRoute(app, adminSiteCalls.uploadImage, 'site', async ({ ctx, request }) => {
    if (!request.isMultipart()) throw new DomainError(Code.invalid, siteMessages.imageMissing);
    const file = await request.file({
      limits: { fileSize: SITE_IMAGE_MAX_BYTES, files: 1 },
      throwFileSizeLimit: false,
    });
    if (!file) throw new DomainError(Code.invalid, siteMessages.imageMissing);
    return ok({ url: await storeStaffImage(ctx.services.storage, file.file, SITE_IMAGES) });
  });

  staffRoute(app, adminSiteCalls.banners, 'site', async ({ ctx }) => ok(await readHomeBanners(ctx.db)));
  staffRoute(app, adminSiteCalls.saveBanners, 'site', async ({ body, ctx, staff }) => {
    const audit = auditChange(staff.actor, 'home.banners', 'home', SiteSettingKey.homeBanners);
    await saveHomeBanners(ctx.db, body.banners, audit);
    return ok(await readHomeBanners(ctx.db), siteMessages.saved);
  });
}
