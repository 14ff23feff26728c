import { Code, contributionMessages, creatorCalls, DAILY_UPLOAD_BYTES, uploadMessages } from '@app/contract';
import type { App, SessionUser } from '../../app-context.ts';
import { ok } from '../../http/answer.ts';
import { route } from '../../http/route.ts';
import { refuse } from '../../kernel/errors/index.ts';
import { requireMember } from '../../kernel/members/index.ts';
import {
  abortUpload,
  completeUpload,
  findOwnUpload,
  memberOwner,
  openUpload,
  presentUpload,
  readUpload,
  signUploadParts,
} from './uploads/index.ts';
import { isCreator, mayUpload } from './may-submit.ts';
import { ossCredentials } from './oss-credentials.ts';
import { checkUploadToken } from './upload-token.ts';

/**
 * Direct upload (001 §7 "Object storage"): credentials, then a multipart upload the browser sends itself.
 * Only creators get credentials, and each upload needs the flag of the submission it is for (may-submit.ts,
 * the submission's own rule; checked again when parts are signed and the upload completes, so a flag taken
 * away stops an upload under way) within the day's byte quota; avatars and render references go through
 * POST /api/upload instead.
 */
export function registerUploadRoutes(app: App): void {
  const storage = () => app.ctx.services.storage;

  route(app, creatorCalls.oss, async ({ user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    if (!isCreator(member)) throw refuse(contributionMessages.noPermission, Code.forbidden);
    return ok(
      await ossCredentials(storage(), {
        secret: ctx.config.APP_SECRET,
        bucket: ctx.config.STORAGE_DRIVER === 's3' ? (ctx.config.S3_BUCKET ?? '') : 'local',
        endpoint: ctx.config.STORAGE_DRIVER === 's3' ? (ctx.config.S3_ENDPOINT ?? '') : '',
        userId: member.id,
      }),
    );
  });

  route(app, creatorCalls.multipartCreate, async ({ body, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    const check = checkUploadToken(ctx.config.APP_SECRET, body.token, member.id, Date.now());
    if (check !== 'ok')
      throw refuse(
        check === 'expired' ? uploadMessages.tokenExpired : uploadMessages.tokenInvalid,
        Code.forbidden,
      );
    if (!mayUpload(member, body.purpose)) throw refuse(contributionMessages.noPermission, Code.forbidden);
    const row = await openUpload(
      ctx.db,
      storage(),
      memberOwner(member.id),
      { purpose: body.purpose, name: body.name, size: body.size, contentType: body.content_type },
      { dailyQuotaBytes: DAILY_UPLOAD_BYTES },
    );
    return ok(presentUpload({ row, parts: [] }));
  });

  /** The member's own upload, while they still hold the flag it was opened under. */
  const ownUpload = async (ctx: App['ctx'], user: SessionUser, id: number) => {
    const member = await requireMember(ctx.db, user);
    const row = await findOwnUpload(ctx.db, memberOwner(member.id), id);
    if (!mayUpload(member, row.purpose)) throw refuse(contributionMessages.noPermission, Code.forbidden);
    return member;
  };

  route(app, creatorCalls.multipartParts, async ({ params, body, user, ctx }) => {
    const member = await ownUpload(ctx, user, params.id);
    return ok(await signUploadParts(ctx.db, storage(), memberOwner(member.id), params.id, body.part_numbers));
  });

  route(app, creatorCalls.multipartStatus, async ({ params, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    return ok(presentUpload(await readUpload(ctx.db, storage(), memberOwner(member.id), params.id)));
  });

  route(app, creatorCalls.multipartComplete, async ({ params, body, user, ctx }) => {
    const member = await ownUpload(ctx, user, params.id);
    const { row } = await completeUpload(ctx.db, storage(), memberOwner(member.id), params.id, body.parts);
    return ok({
      ...presentUpload({ row, parts: [] }),
      url: row.purpose === 'image' ? storage().publicUrl(row.key) : '',
    });
  });

  route(app, creatorCalls.multipartAbort, async ({ params, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    await abortUpload(ctx.db, storage(), memberOwner(member.id), params.id);
    return ok(null, uploadMessages.aborted);
  });
}
