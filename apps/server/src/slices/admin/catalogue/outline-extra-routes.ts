import { adminOutlineCalls as calls } from '@app/contract';
import type { App } from '../../../app-context.ts';
import type { Db } from '../../../db/client.ts';
import { ok } from '../../../http/answer.ts';
import { staffRoute } from '../staff-route.ts';
import {
  createAttachment,
  deleteAttachment,
  renameAttachment,
  reorderAttachments,
} from './change-attachment.ts';
import { createMarker, deleteMarker, updateMarker } from './change-marker.ts';
import { readAdminCourse } from './list-courses.ts';
import { presentAdminCourse } from './present-course.ts';
import { setChapterLock, setLessonLock } from './set-outline-lock.ts';

const course = async (db: Db, courseId: number) => presentAdminCourse(await readAdminCourse(db, courseId));
const lockMsg = (locked: boolean) => (locked ? '已锁定' : '已解锁');

/** Locks, chapter attachments and lesson markers (editor, admin): each answers the whole course. */
export function registerOutlineExtraRoutes(app: App): void {
  staffRoute(app, calls.setChapterLock, 'catalogue', async ({ params, body, ctx, staff }) =>
    ok(
      await course(ctx.db, await setChapterLock(ctx.db, staff.actor, params.id, body.locked)),
      `章节${lockMsg(body.locked)}`,
    ),
  );

  staffRoute(app, calls.setLessonLock, 'catalogue', async ({ params, body, ctx, staff }) =>
    ok(
      await course(ctx.db, await setLessonLock(ctx.db, staff.actor, params.id, body.locked)),
      `课时${lockMsg(body.locked)}`,
    ),
  );

  staffRoute(app, calls.createAttachment, 'catalogue', async ({ params, body, ctx, staff }) => {
    const courseId = await createAttachment(ctx.db, ctx.services.storage, staff.actor, params.id, body);
    return ok(await course(ctx.db, courseId), '附件已添加');
  });

  staffRoute(app, calls.renameAttachment, 'catalogue', async ({ params, body, ctx, staff }) =>
    ok(await course(ctx.db, await renameAttachment(ctx.db, staff.actor, params.id, body.name)), '附件已保存'),
  );

  staffRoute(app, calls.deleteAttachment, 'catalogue', async ({ params, ctx, staff, request }) => {
    const bin = { storage: ctx.services.storage, log: request.log };
    return ok(
      await course(ctx.db, await deleteAttachment(ctx.db, bin, staff.actor, params.id)),
      '附件已删除',
    );
  });

  staffRoute(app, calls.reorderAttachments, 'catalogue', async ({ params, body, ctx, staff }) =>
    ok(
      await course(ctx.db, await reorderAttachments(ctx.db, staff.actor, params.id, body.ids)),
      '顺序已保存',
    ),
  );

  staffRoute(app, calls.createMarker, 'catalogue', async ({ params, body, ctx, staff }) =>
    ok(await course(ctx.db, await createMarker(ctx.db, staff.actor, params.id, body)), '打点已添加'),
  );

  staffRoute(app, calls.updateMarker, 'catalogue', async ({ params, body, ctx, staff }) =>
    ok(await course(ctx.db, await updateMarker(ctx.db, staff.actor, params.id, body)), '打点已保存'),
  );

  staffRoute(app, calls.deleteMarker, 'catalogue', async ({ params, ctx, staff }) =>
    ok(await course(ctx.db, await deleteMarker(ctx.db, staff.actor, params.id)), '打点已删除'),
  );
}
