import { adminOutlineCalls as calls } from '@app/contract';
import type { App } from '../../../app-context.ts';
import type { Db } from '../../../db/client.ts';
import { ok } from '../../../http/answer.ts';
import {
  createAttachment,
  renameAttachment,
  reorderAttachments,
  setChapterLock,
  setLessonLock,
} from '../../catalogue/index.ts';
import { createMarker, deleteMarker, updateMarker } from '../../player/index.ts';
import { auditChange } from '../audit.ts';
import { staffFileSize } from '../products/store-staff-file.ts';
import { staffRoute } from '../staff-route.ts';
import { deleteAttachment } from './change-attachment.ts';
import { readAdminCourse } from './list-courses.ts';
import { presentAdminCourse } from './present-course.ts';

const course = async (db: Db, courseId: number) => presentAdminCourse(await readAdminCourse(db, courseId));
const lockMsg = (locked: boolean) => (locked ? '已锁定' : '已解锁');
const lockAction = (kind: 'chapter' | 'lesson', locked: boolean) => `${kind}.${locked ? 'lock' : 'unlock'}`;

/** Locks, chapter attachments and lesson markers (editor, admin): each answers the whole course. */
export function registerOutlineExtraRoutes(app: App): void {
  staffRoute(app, calls.setChapterLock, 'catalogue', async ({ params, body, ctx, staff }) => {
    const audit = auditChange(staff.actor, lockAction('chapter', body.locked), 'chapter', params.id);
    const courseId = await setChapterLock(ctx.db, params.id, body.locked, audit);
    return ok(await course(ctx.db, courseId), `章节${lockMsg(body.locked)}`);
  });

  staffRoute(app, calls.setLessonLock, 'catalogue', async ({ params, body, ctx, staff }) => {
    const audit = auditChange(staff.actor, lockAction('lesson', body.locked), 'lesson', params.id);
    const courseId = await setLessonLock(ctx.db, params.id, body.locked, audit);
    return ok(await course(ctx.db, courseId), `课时${lockMsg(body.locked)}`);
  });

  staffRoute(app, calls.createAttachment, 'catalogue', async ({ params, body, ctx, staff }) => {
    // Only a file staff uploaded (uploadFile) that storage holds: staffFileSize refuses any other key.
    const size = await staffFileSize(ctx.services.storage, body.file_key, []);
    const fields = { name: body.name, file_key: body.file_key, size };
    const courseId = await createAttachment(ctx.db, params.id, fields, (tx, change) =>
      auditChange(staff.actor, 'attachment.create', 'attachment', change.id)(tx, change),
    );
    return ok(await course(ctx.db, courseId), '附件已添加');
  });

  staffRoute(app, calls.renameAttachment, 'catalogue', async ({ params, body, ctx, staff }) => {
    const audit = auditChange(staff.actor, 'attachment.rename', 'attachment', params.id);
    return ok(
      await course(ctx.db, await renameAttachment(ctx.db, params.id, body.name, audit)),
      '附件已保存',
    );
  });

  staffRoute(app, calls.deleteAttachment, 'catalogue', async ({ params, ctx, staff, request }) => {
    const bin = { storage: ctx.services.storage, log: request.log };
    return ok(
      await course(ctx.db, await deleteAttachment(ctx.db, bin, staff.actor, params.id)),
      '附件已删除',
    );
  });

  staffRoute(app, calls.reorderAttachments, 'catalogue', async ({ params, body, ctx, staff }) => {
    const audit = auditChange(staff.actor, 'attachment.reorder', 'chapter', params.id);
    return ok(
      await course(ctx.db, await reorderAttachments(ctx.db, params.id, body.ids, audit)),
      '顺序已保存',
    );
  });

  staffRoute(app, calls.createMarker, 'catalogue', async ({ params, body, ctx, staff }) => {
    const courseId = await createMarker(ctx.db, params.id, body, (tx, change) =>
      auditChange(staff.actor, 'marker.create', 'marker', change.id)(tx, change),
    );
    return ok(await course(ctx.db, courseId), '打点已添加');
  });

  staffRoute(app, calls.updateMarker, 'catalogue', async ({ params, body, ctx, staff }) => {
    const audit = auditChange(staff.actor, 'marker.update', 'marker', params.id);
    return ok(await course(ctx.db, await updateMarker(ctx.db, params.id, body, audit)), '打点已保存');
  });

  staffRoute(app, calls.deleteMarker, 'catalogue', async ({ params, ctx, staff }) => {
    const audit = auditChange(staff.actor, 'marker.delete', 'marker', params.id);
    return ok(await course(ctx.db, await deleteMarker(ctx.db, params.id, audit)), '打点已删除');
  });
}
