import { adminLessonCalls as calls } from '@app/contract';
import type { App } from '../../../app-context.ts';
import type { Db } from '../../../db/client.ts';
import { ok } from '../../../http/answer.ts';
import { staffRoute } from '../staff-route.ts';
import { attachLessonVideo } from './attach-lesson-video.ts';
import { createChapter, deleteChapter, renameChapter } from './change-chapter.ts';
import { createLesson, deleteLesson, updateLesson } from './change-lesson.ts';
import { readAdminCourse } from './list-courses.ts';
import { presentAdminCourse } from './present-course.ts';
import { reorderOutline } from './reorder-outline.ts';

const course = async (db: Db, courseId: number) => presentAdminCourse(await readAdminCourse(db, courseId));

/** 章节与课时 (editor, admin): each call answers the whole course, as the edit page shows it. */
export function registerLessonRoutes(app: App): void {
  staffRoute(app, calls.createChapter, 'catalogue', async ({ params, body, ctx, staff }) => {
    await createChapter(ctx.db, staff.actor, params.id, body.name);
    return ok(await course(ctx.db, params.id), '章节已添加');
  });

  staffRoute(app, calls.renameChapter, 'catalogue', async ({ params, body, ctx, staff }) =>
    ok(await course(ctx.db, await renameChapter(ctx.db, staff.actor, params.id, body.name)), '章节已保存'),
  );

  staffRoute(app, calls.deleteChapter, 'catalogue', async ({ params, ctx, staff }) =>
    ok(await course(ctx.db, await deleteChapter(ctx.db, staff.actor, params.id)), '章节已删除'),
  );

  staffRoute(app, calls.reorder, 'catalogue', async ({ params, body, ctx, staff }) => {
    await reorderOutline(ctx.db, staff.actor, params.id, body);
    return ok(await course(ctx.db, params.id), '顺序已保存');
  });

  staffRoute(app, calls.createLesson, 'catalogue', async ({ params, body, ctx, staff }) =>
    ok(await course(ctx.db, await createLesson(ctx.db, staff.actor, params.id, body)), '课时已添加'),
  );

  staffRoute(app, calls.updateLesson, 'catalogue', async ({ params, body, ctx, staff }) =>
    ok(await course(ctx.db, await updateLesson(ctx.db, staff.actor, params.id, body)), '课时已保存'),
  );

  staffRoute(app, calls.deleteLesson, 'catalogue', async ({ params, ctx, staff, request }) => {
    const bin = { storage: ctx.services.storage, log: request.log };
    return ok(await course(ctx.db, await deleteLesson(ctx.db, bin, staff.actor, params.id)), '课时已删除');
  });

  staffRoute(app, calls.attachVideo, 'catalogue', async ({ params, body, ctx, staff }) => {
    const courseId = await attachLessonVideo(ctx.db, staff.actor, params.id, body.key);
    return ok(await course(ctx.db, courseId), '视频已上传，正在转码');
  });
}
