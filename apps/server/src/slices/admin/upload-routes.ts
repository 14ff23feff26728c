import { adminUploadCalls as calls, uploadMessages } from '@app/contract';
import type { App } from '../../app-context.ts';
import { ok } from '../../http/answer.ts';
import { presentUpload, readUpload, signUploadParts, staffOwner } from '../creator/index.ts';
import { staffRoute } from './staff-route.ts';
import { abortStaffUpload, completeStaffUpload, openStaffUpload } from './staff-uploads.ts';

/**
 * 员工直传 (editor, admin): the creators' direct multipart upload, owned by the staff account. The bytes
 * go from the browser to storage; these calls only open, sign, read, complete and abort.
 */
export function registerStaffUploadRoutes(app: App): void {
  const storage = () => app.ctx.services.storage;

  staffRoute(app, calls.openUpload, 'catalogue', async ({ body, ctx, staff }) => {
    const row = await openStaffUpload(ctx.db, storage(), staff.actor, {
      purpose: body.purpose,
      name: body.name,
      size: body.size,
      contentType: body.content_type,
    });
    return ok(presentUpload({ row, parts: [] }));
  });

  staffRoute(app, calls.signParts, 'catalogue', async ({ params, body, ctx, staff }) =>
    ok(await signUploadParts(ctx.db, storage(), staffOwner(staff.actor.id), params.id, body.part_numbers)),
  );

  staffRoute(app, calls.uploadStatus, 'catalogue', async ({ params, ctx, staff }) =>
    ok(presentUpload(await readUpload(ctx.db, storage(), staffOwner(staff.actor.id), params.id))),
  );

  staffRoute(app, calls.completeUpload, 'catalogue', async ({ params, body, ctx, staff }) => {
    const row = await completeStaffUpload(ctx.db, storage(), staff.actor, params.id, body.parts);
    return ok({
      ...presentUpload({ row, parts: [] }),
      url: row.purpose === 'image' ? storage().publicUrl(row.key) : '',
    });
  });

  staffRoute(app, calls.abortUpload, 'catalogue', async ({ params, ctx, staff }) => {
    await abortStaffUpload(ctx.db, storage(), staff.actor, params.id);
    return ok(null, uploadMessages.aborted);
  });
}
