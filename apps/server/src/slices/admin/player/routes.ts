import {
  ADMIN_AD_VIDEO_MAX_BYTES,
  ADMIN_CAPTION_MAX_BYTES,
  adminPlayerCalls as calls,
  adminPlayerMessages,
  cleanFileName,
  Code,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../../app-context.ts';
import type { Db } from '../../../db/client.ts';
import { ok } from '../../../http/answer.ts';
import { DomainError } from '../../../kernel/errors/index.ts';
import { mediaTools } from '../../learning/index.ts';
import { createCaption } from '../../player/index.ts';
import { auditChange } from '../audit.ts';
import { readAdminCourse } from '../catalogue/list-courses.ts';
import { presentAdminCourse } from '../catalogue/present-course.ts';
import { staffRoute } from '../staff-route.ts';
import { deleteCaption } from './change-caption.ts';
import { readCourseAds, saveCourseAds } from './course-ads.ts';
import { storeAdVideo, storeCaption } from './store-player-file.ts';

const course = async (db: Db, courseId: number) => presentAdminCourse(await readAdminCourse(db, courseId));

/** The one file of a multipart upload, cut at `maxBytes` (the store functions refuse a cut file). */
async function uploadedFile(request: FastifyRequest, maxBytes: number, missing: string) {
  if (!request.isMultipart()) throw new DomainError(Code.invalid, missing);
  const file = await request.file({
    limits: { fileSize: maxBytes + 1, files: 1 },
    throwFileSizeLimit: false,
  });
  if (!file) throw new DomainError(Code.invalid, missing);
  return file;
}

/** Player settings (editor, admin): a course's ads and a lesson's captions. */
export function registerPlayerAdminRoutes(app: App): void {
  staffRoute(app, calls.courseAds, 'catalogue', async ({ params, ctx }) => {
    await readAdminCourse(ctx.db, params.id);
    return ok(
      await readCourseAds(ctx.db, ctx.services.storage, params.id, ctx.config.MEDIA_LINK_TTL_SECONDS),
    );
  });

  staffRoute(app, calls.saveCourseAds, 'catalogue', async ({ params, body, ctx, staff, request }) => {
    await readAdminCourse(ctx.db, params.id);
    const bin = { storage: ctx.services.storage, log: request.log };
    await saveCourseAds(ctx.db, bin, staff.actor, params.id, body);
    const ads = await readCourseAds(
      ctx.db,
      ctx.services.storage,
      params.id,
      ctx.config.MEDIA_LINK_TTL_SECONDS,
    );
    return ok(ads, '广告设置已保存');
  });

  staffRoute(app, calls.uploadAdVideo, 'catalogue', async ({ request, ctx }) => {
    const file = await uploadedFile(request, ADMIN_AD_VIDEO_MAX_BYTES, adminPlayerMessages.adVideoMissing);
    const key = await storeAdVideo(ctx.services.storage, mediaTools(ctx.config), file.file);
    const preview = await ctx.services.storage.signedUrl(key, {
      expiresInSeconds: ctx.config.MEDIA_LINK_TTL_SECONDS,
    });
    return ok({ key, preview }, '广告视频已上传');
  });

  staffRoute(app, calls.uploadCaption, 'catalogue', async ({ request, ctx }) => {
    const file = await uploadedFile(request, ADMIN_CAPTION_MAX_BYTES, adminPlayerMessages.captionMissing);
    const key = await storeCaption(ctx.services.storage, file.file);
    return ok({ key, name: cleanFileName(file.filename) || 'caption.vtt' }, '字幕文件已上传');
  });

  staffRoute(app, calls.createCaption, 'catalogue', async ({ params, body, ctx, staff }) => {
    // The new id is known only inside the transaction: the audit row takes it from the change.
    const courseId = await createCaption(ctx.db, ctx.services.storage, params.id, body, (tx, change) =>
      auditChange(staff.actor, 'caption.create', 'caption', change.id)(tx, change),
    );
    return ok(await course(ctx.db, courseId), '字幕已添加');
  });

  staffRoute(app, calls.deleteCaption, 'catalogue', async ({ params, ctx, staff, request }) => {
    const bin = { storage: ctx.services.storage, log: request.log };
    return ok(await course(ctx.db, await deleteCaption(ctx.db, bin, staff.actor, params.id)), '字幕已删除');
  });
}
