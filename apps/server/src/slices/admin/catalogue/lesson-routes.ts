import { adminLessonCalls as calls } from '@app/contract';
import type { App } from '../../../app-context.ts';
import type { Db } from '../../../db/client.ts';
import { ok } from '../../../http/answer.ts';
import {
  createChapter,
  createLesson,
  deleteChapter,
  renameChapter,
  reorderOutline,
  updateLesson,
} from '../../catalogue/index.ts';
import { auditChange } from '../audit.ts';
import { staffRoute } from '../staff-route.ts';
import { attachLessonVideo } from './attach-lesson-video.ts';
import { deleteLessonAudited } from './delete-lesson.ts';
import { readAdminCourse } from './list-courses.ts';
import { presentAdminCourse } from './present-course.ts';

const course = async (db: Db, courseId: number) => presentAdminCourse(await readAdminCourse(db, courseId));

/** 章节与课时 (editor, admin): each call answers the whole course, as the edit page shows it. */
export function registerLessonRoutes(app: App): void {
  staffRoute(app, calls.createChapter, 'catalogue', async ({ params, body, ctx, staff }) => {
    await createChapter(ctx.db, params.id, body.name, (tx, change) =>
      auditChange(staff.actor, 'chapter.create', 'chapter', change.id)(tx, change),
    );
    return ok(await course(ctx.db, params.id), '章节已添加');
  });

  staffRoute(app, calls.renameChapter, 'catalogue', async ({ params, body, ctx, staff }) => {
    const audit = auditChange(staff.actor, 'chapter.rename', 'chapter', params.id);
    return ok(await course(ctx.db, await renameChapter(ctx.db, params.id, body.name, audit)), '章节已保存');
  });

  staffRoute(app, calls.deleteChapter, 'catalogue', async ({ params, ctx, staff }) => {
    const audit = auditChange(staff.actor, 'chapter.delete', 'chapter', params.id);
    return ok(await course(ctx.db, await deleteChapter(ctx.db, params.id, audit)), '章节已删除');
  });

  staffRoute(app, calls.reorder, 'catalogue', async ({ params, body, ctx, staff }) => {
    const audit = auditChange(staff.actor, 'course.outline_reorder', 'course', params.id);
    await reorderOutline(ctx.db, params.id, body, audit);
    return ok(await course(ctx.db, params.id), '顺序已保存');
  });

  staffRoute(app, calls.createLesson, 'catalogue', async ({ params, body, ctx, staff }) => {
    const courseId = await createLesson(ctx.db, params.id, body, (tx, change) =>
      auditChange(staff.actor, 'lesson.create', 'lesson', change.id)(tx, change),
    );
    return ok(await course(ctx.db, courseId), '课时已添加');
  });

  staffRoute(app, calls.updateLesson, 'catalogue', async ({ params, body, ctx, staff }) => {
    const audit = auditChange(staff.actor, 'lesson.update', 'lesson', params.id);
    return ok(await course(ctx.db, await updateLesson(ctx.db, params.id, body, audit)), '课时已保存');
  });

  staffRoute(app, calls.deleteLesson, 'catalogue', async ({ params, ctx, staff, request }) => {
    const bin = { storage: ctx.services.storage, log: request.log };
    return ok(
      await course(ctx.db, await deleteLessonAudited(ctx.db, bin, staff.actor, params.id)),
      '课时已删除',
    );
  });

  staffRoute(app, calls.attachVideo, 'catalogue', async ({ params, body, ctx, staff }) => {
    const courseId = await attachLessonVideo(ctx.db, staff.actor, params.id, body.key);
    return ok(await course(ctx.db, courseId), '视频已上传，正在转码');
  });
}
